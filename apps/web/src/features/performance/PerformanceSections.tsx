import {
  Accordion,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  customerRecordRoute,
  earliestDate,
  formatUsDate,
  kindOfMeasurableType,
  measurableTypeTitle,
  performanceKindKeys,
  performanceKinds,
  performanceMessages as messages,
  type PerformanceKind,
  type PerformanceRecord,
} from '@portal/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { useTerminology } from '../../platform/settings';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { StackedTable } from '../../ui/StackedTable';
import { LaterMultiSelect } from '../../ui/LaterSelect';
import { DocumentLink } from '../documents/DocumentLink';
import { WagesSection } from '../wages/WagesSection';
import {
  deletePerformance,
  performanceKeys,
  performanceListQuery,
  performanceUsersQuery,
  perPage,
  todayIso,
  type PerformanceFilters,
} from './api';
import { IndicatorForm } from './IndicatorForm';

const noFilters: PerformanceFilters = { users: [], date: '' };

/** "App\Models\Performance\CredentialAttainment" → "Credential Attainment" (staff spec 3: the last segment). */
export const measurableTitle = (type: string) => measurableTypeTitle(type).replace(/([a-z])([A-Z])/g, '$1 $2');

/** The page once the customer is read: the heading, the records with their filters, and the sections to add to. */
export function PerformanceSections({
  customerId,
  customerName,
  readOnly,
}: {
  customerId: number;
  customerName: string;
  readOnly: boolean;
}) {
  const terms = useTerminology();
  return (
    <Stack gap="lg">
      <PageTitle title={`${customerName} | ${messages.heading(terms.customer)}`} />
      <Stack gap={4}>
        <Title order={1}>{messages.heading(terms.customer)}</Title>
        <Anchor component={Link} to={customerRecordRoute(customerId)}>
          {customerName}
        </Anchor>
      </Stack>
      <PerformanceRecords customerId={customerId} />
      <Accordion multiple variant="separated" chevronPosition="right">
        {performanceKindKeys.slice(0, 2).map((kind) => (
          <KindSection key={kind} kind={kind} customerId={customerId} readOnly={readOnly} />
        ))}
        <Accordion.Item value="wages">
          <Accordion.Control>Wages and Employments</Accordion.Control>
          <Accordion.Panel>
            <WagesSection customerId={customerId} readOnly={readOnly} />
          </Accordion.Panel>
        </Accordion.Item>
        {performanceKindKeys.slice(2).map((kind) => (
          <KindSection key={kind} kind={kind} customerId={customerId} readOnly={readOnly} />
        ))}
      </Accordion>
    </Stack>
  );
}

function KindSection({ kind, customerId, readOnly }: { kind: PerformanceKind; customerId: number; readOnly: boolean }) {
  return (
    <Accordion.Item value={kind}>
      <Accordion.Control>{performanceKinds[kind].title}</Accordion.Control>
      <Accordion.Panel>
        {readOnly ? (
          <Text size="sm">No new records can be added to a read-only record.</Text>
        ) : (
          <IndicatorForm kind={kind} customerId={customerId} />
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

type FilterErrors = { users?: string; date?: string };

/** The filters (user multi-select, a day no later than today), Search and Reset, and the paged table. */
function PerformanceRecords({ customerId }: { customerId: number }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PerformanceFilters>(noFilters);
  const [filters, setFilters] = useState<PerformanceFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [clientErrors, setClientErrors] = useState<FilterErrors>({});
  const [editing, setEditing] = useState<PerformanceRecord | null>(null);
  const [deleting, setDeleting] = useState<PerformanceRecord | null>(null);
  const list = useQuery({ ...performanceListQuery(customerId, filters, page), placeholderData: keepPreviousData });

  // Staff spec 8: the list's field errors (errors.user/users and errors.date) show under the filters.
  const serverErrors: FilterErrors = {};
  if (isApiError(list.error, 422)) {
    const errors = list.error.body?.errors ?? {};
    serverErrors.users = (errors.users ?? errors.user)?.[0];
    serverErrors.date = errors.date?.[0];
  }
  const errors = { users: clientErrors.users ?? serverErrors.users, date: clientErrors.date ?? serverErrors.date };

  const search = () => {
    if (draft.date && draft.date > todayIso()) {
      setClientErrors({ date: messages.filterDateInFuture });
      return;
    }
    setClientErrors({});
    setPage(1);
    setFilters(draft);
  };
  const reset = () => {
    setClientErrors({});
    setDraft(noFilters);
    setFilters(noFilters);
    setPage(1);
  };

  const edit = (row: PerformanceRecord) => {
    if (row.edit_refusal) showErrorToast(row.edit_refusal);
    else setEditing(row);
  };
  const askDelete = (row: PerformanceRecord) => {
    if (row.delete_refusal) showErrorToast(row.delete_refusal);
    else setDeleting(row);
  };
  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    try {
      const answer = await deletePerformance(row.id);
      showSuccessToast(answer.message);
      await queryClient.invalidateQueries({ queryKey: performanceKeys.all });
    } catch (error) {
      handleApiError(error);
    }
  };

  const editingKind = editing ? kindOfMeasurableType(editing.measurable_type) : undefined;
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / (list.data?.perPage ?? perPage)));

  return (
    <Stack component="section" aria-label="Performance records" gap="md">
      <form
        aria-label="Performance filters"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <UserFilter value={draft.users} onChange={(users) => setDraft({ ...draft, users })} error={errors.users} />
          <TextInput
            type="date"
            label="Date"
            min={earliestDate}
            max={todayIso()}
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.currentTarget.value })}
            error={errors.date}
          />
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit">Search</Button>
          <Button variant="default" onClick={reset}>
            Reset
          </Button>
        </Group>
      </form>
      {list.isError && !isApiError(list.error, 422) ? (
        <LoadError what="the performance records" onRetry={() => list.refetch()} retrying={list.isRefetching} />
      ) : list.isPending ? (
        <Loader role="progressbar" aria-label="Loading" />
      ) : !list.data || list.data.data.length === 0 ? (
        <EmptyState message={filters.users.length > 0 || filters.date ? messages.noRecord : messages.noData} />
      ) : (
        <>
          <StackedTable striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Performance</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Date of Indicator</Table.Th>
                <Table.Th>Evidence</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>Created By</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td data-label="Performance">{measurableTitle(row.measurable_type)}</Table.Td>
                  <Table.Td data-label="Type">{row.measurable.data.type}</Table.Td>
                  <Table.Td data-label="Date of Indicator">{formatUsDate(row.date_affected)}</Table.Td>
                  <Table.Td data-label="Evidence">
                    {row.document.data ? <DocumentLink document={row.document.data} /> : '—'}
                  </Table.Td>
                  <Table.Td data-label="Note">
                    {/* Sanitised on the server (apps/server/src/modules/performance/rich-text.ts). */}
                    <Box
                      fz="sm"
                      style={{ overflowWrap: 'anywhere' }}
                      dangerouslySetInnerHTML={{ __html: row.note.data.body }}
                    />
                  </Table.Td>
                  <Table.Td data-label="Created By">
                    {row.user.data.first_name} {row.user.data.last_name}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${row.measurable.data.type}`}
                        onClick={() => edit(row)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={`Delete ${row.measurable.data.type}`}
                        onClick={() => askDelete(row)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
          {lastPage > 1 && (
            <Pagination
              total={lastPage}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          )}
        </>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={messages.editTitle} size="lg">
        <Text size="sm" c="dark.6" mb="md">
          {messages.editSubtitle}
        </Text>
        {editing && editingKind && (
          <IndicatorForm kind={editingKind} customerId={customerId} record={editing} onSaved={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete"
        message={messages.deleteConfirm}
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** The user multi-select: staff found by name (500 ms debounce, staff spec 9), the chosen ones kept. */
function UserFilter({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 500);
  const found = useQuery({ ...performanceUsersQuery(debounced, value), placeholderData: keepPreviousData });
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const data = useMemo(() => {
    const labels = new Map(known);
    for (const user of found.data ?? []) labels.set(user.id, `${user.first_name} ${user.last_name}`);
    return [...labels].map(([id, label]) => ({ value: String(id), label }));
  }, [found.data, known]);
  return (
    <LaterMultiSelect
      label="Users"
      placeholder={value.length === 0 ? 'Search users' : undefined}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear users' }}
      searchValue={term}
      onSearchChange={setTerm}
      filter={({ options }) => options}
      data={data}
      value={value.map(String)}
      onChange={(ids) => {
        setKnown(new Map(data.filter((option) => ids.includes(option.value)).map((o) => [Number(o.value), o.label])));
        onChange(ids.map(Number));
      }}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No users found'}
      error={error}
    />
  );
}
