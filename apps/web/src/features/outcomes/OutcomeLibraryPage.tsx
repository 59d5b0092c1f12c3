import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { outcomeStaffTexts as texts, type OutcomeTemplate } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { laterModule } from '../../platform/laterModule';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { OptionalPart } from '../../ui/OptionalPart';
import { PageTitle } from '../../ui/PageTitle';
import { TableScroll } from '../../ui/TableScroll';
import { outcomeLibraryQuery, useRetireTemplate } from './api';

// The template form (its fields, NumberInput) shows only after New or Edit: its code is fetched once the library has
// painted (issue #30), so the form still opens at once.
const loadForm = laterModule(() => import('./TemplateForm'));
const TemplateForm = lazy(async () => ({ default: (await loadForm()).TemplateForm }));

/** /outcomes/library (admins): the outcomes staff assign or recommend, each with its goals and steps. */
export function OutcomeLibraryPage() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(outcomeLibraryQuery);
  const retire = useRetireTemplate();
  const [editing, setEditing] = useState<OutcomeTemplate | 'new' | null>(null);
  useEffect(() => {
    void loadForm().catch(() => undefined);
  }, []);

  return (
    <Stack gap="lg">
      <PageTitle title={texts.libraryTitle} />
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{texts.libraryTitle}</Title>
        {editing === null && <Button onClick={() => setEditing('new')}>{texts.newTemplate}</Button>}
      </Group>
      {editing !== null && (
        <OptionalPart fallback={null}>
          <Suspense fallback={null}>
            <TemplateForm
              key={editing === 'new' ? 'new' : editing.id}
              editing={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </Suspense>
        </OptionalPart>
      )}
      {isPending ? null : isError ? (
        <LoadError what="the outcome library" onRetry={refetch} retrying={isRefetching} />
      ) : data.data.length === 0 ? (
        <EmptyState message="No outcomes in the library yet." />
      ) : (
        <TableScroll minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{texts.name}</Table.Th>
                <Table.Th scope="col">Goals</Table.Th>
                <Table.Th scope="col">Steps</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>{template.name}</Table.Td>
                  <Table.Td>{template.goal_count}</Table.Td>
                  <Table.Td>{template.step_count}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={`Edit ${template.name}`}
                        onClick={() => setEditing(template)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`${texts.retire} ${template.name}`}
                        loading={retire.isPending && retire.variables === template.id}
                        onClick={() =>
                          retire.mutate(template.id, {
                            onSuccess: () => showSuccessToast(texts.retired),
                            onError: (error) => showErrorToast(error.message),
                          })
                        }
                      >
                        {texts.retire}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
