import { Anchor, Button, Card, Group, Pagination, Radio, Stack, Table, Title } from '@mantine/core';
import {
  dueDateWording,
  outcomeStaffTexts as texts,
  outcomeStepsCell,
  outcomeTexts,
  reminderPaths,
  toastCatalogue,
  type OutcomeStaffPage,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { laterModule } from '../../platform/laterModule';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { TableScroll } from '../../ui/TableScroll';
import { LaterSelect } from '../../ui/LaterSelect';
import { outcomeLibraryQuery, useAssignOutcome } from './api';

/** The assign form's schema, fetched after the page paints instead of with it (#30); a submit waits for it. */
const loadAssignSchema = laterModule(() =>
  import('@portal/contracts/outcomes').then((module) => module.outcomeAssignBodySchema),
);

interface Option {
  value: string;
  label: string;
}

/** Customers by name, as the reminders' "in support of" search finds them (staff scope applies on assignment). */
function useCustomerOptions(query: string) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (query.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      void client
        .post(reminderPaths.customers, { body: { query } })
        .then((result) => {
          if (live) setOptions(result.data.map((row) => ({ value: String(row.id), label: row.full_name })));
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);
  return options;
}

/** Assign or recommend an outcome from the library to a customer. */
export function AssignForm() {
  const library = useQuery(outcomeLibraryQuery);
  const assign = useAssignOutcome();
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [kind, setKind] = useState<'assigned' | 'recommended'>('assigned');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const customers = useCustomerOptions(search);

  useEffect(() => void loadAssignSchema().catch(() => undefined), []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let schema: Awaited<ReturnType<typeof loadAssignSchema>>;
    try {
      schema = await loadAssignSchema();
    } catch {
      return showErrorToast(toastCatalogue.unexpected);
    }
    const parsed = schema.safeParse({ template_id: templateId ?? undefined, kind });
    const next: Record<string, string> = {};
    if (!customerId) next.customer = 'The customer field is required.';
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] = issue.message;
    setErrors(next);
    if (!parsed.success || !customerId) return;
    assign.mutate(
      { customerId: Number(customerId), body: parsed.data },
      {
        onSuccess: () => {
          showSuccessToast(texts.saved);
          setTemplateId(null);
        },
        onError: (error) => {
          if (isApiError(error, 422) && error.body?.errors) {
            setErrors(Object.fromEntries(Object.entries(error.body.errors).map(([key, value]) => [key, value[0]!])));
          } else showErrorToast(error.message);
        },
      },
    );
  };

  return (
    <Card withBorder component="section" aria-labelledby="assign-outcome">
      <Title order={2} size="h4" id="assign-outcome" mb="sm">
        {texts.assignTitle}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <LaterSelect
            label={texts.customer}
            searchable
            required
            data={customers}
            value={customerId}
            onChange={setCustomerId}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={search.trim().length < 2 ? 'Type a name' : 'No customers found'}
            error={errors.customer}
          />
          <LaterSelect
            label={texts.outcome}
            required
            data={(library.data?.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            value={templateId}
            onChange={setTemplateId}
            error={errors.template_id}
          />
          <Radio.Group label={texts.kind} value={kind} onChange={(value) => setKind(value)} error={errors.kind}>
            <Group mt={4}>
              <Radio value="assigned" label={texts.assign} />
              <Radio value="recommended" label={texts.recommend} />
            </Group>
          </Radio.Group>
          <Group>
            <Button type="submit" loading={assign.isPending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

interface OutcomesListProps {
  data: OutcomeStaffPage;
  page: number;
  onPage: (page: number) => void;
}

/** The outcomes at my locations, a page of them, and the pages. */
export function OutcomesList({ data, page, onPage }: OutcomesListProps) {
  return (
    <>
      {data.data.length === 0 ? (
        <EmptyState message={texts.empty} />
      ) : (
        <TableScroll minWidth={640}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{texts.customer}</Table.Th>
                <Table.Th scope="col">{texts.outcome}</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">{outcomeTexts.columns.steps}</Table.Th>
                <Table.Th scope="col">{outcomeTexts.columns.dueDate}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/customers/record/snapshot/${row.customer.id}`}>
                      {row.customer.full_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    {outcomeTexts.statusLabels[row.status]} · {outcomeTexts.sourceLabels[row.source]}
                  </Table.Td>
                  <Table.Td>{outcomeStepsCell(row)}</Table.Td>
                  <Table.Td>{dueDateWording(row.due_date)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {data.lastPage > 1 && (
        <Pagination
          mt="sm"
          total={data.lastPage}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </>
  );
}
