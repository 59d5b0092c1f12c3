import { Button, Checkbox, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  reminderActionLabels,
  reminderFilterStatuses,
  reminderMessages,
  reminderStatusLabels,
  reminderSupportLabels,
  reminderSupportTypes,
  type Reminder,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTerminology } from '../../platform/settings';
import { EmptyState } from '../../ui/EmptyState';
import { LaterSelect } from '../../ui/LaterSelect';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { StackedTable } from '../../ui/StackedTable';
import { emptyReminderFilters, remindersQuery, type ReminderFilters } from './api';
import { LaterReminderFormModal, ReminderViewModal } from './laterDialogs';
import {
  formatReminderDate,
  ReminderDate,
  ReminderRowActions,
  ReminderStatusBadge,
  supportOfText,
} from './ReminderParts';

/** /profile/reminders (spec 2.9): a search form and the caller's reminders with their row actions. */
export function RemindersPage() {
  const terms = useTerminology();
  const [draft, setDraft] = useState<ReminderFilters>(emptyReminderFilters);
  const [filters, setFilters] = useState<ReminderFilters>(emptyReminderFilters);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Reminder | null>(null);
  const [editing, setEditing] = useState<Reminder | null>(null);
  const [creating, setCreating] = useState(false);
  const { data, isError, isFetching, refetch } = useQuery({
    ...remindersQuery(filters, page),
    placeholderData: keepPreviousData,
  });
  const search = (next: ReminderFilters) => {
    setFilters(next);
    setPage(1);
  };
  const supportLabel = (type: (typeof reminderSupportTypes)[number]) =>
    type === 'customer' ? terms.customer : reminderSupportLabels[type];

  return (
    <Stack>
      <PageTitle title="Reminders" />
      <Group justify="space-between">
        <Title order={1}>Reminders</Title>
        <Button onClick={() => setCreating(true)}>Create Reminder</Button>
      </Group>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Search reminders"
        onSubmit={(event) => {
          event.preventDefault();
          search(draft);
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="Reminder Date"
            value={draft.reminderDate}
            onChange={(event) => setDraft({ ...draft, reminderDate: event.currentTarget.value })}
          />
          <LaterSelect
            label="Status"
            clearable
            data={reminderFilterStatuses.map((status) => ({ value: status, label: reminderStatusLabels[status] }))}
            value={draft.status || null}
            onChange={(status) => setDraft({ ...draft, status: status ?? '' })}
          />
          <LaterSelect
            label="In Support Of"
            clearable
            data={reminderSupportTypes.map((type) => ({ value: type, label: supportLabel(type) }))}
            value={draft.inSupportOf || null}
            onChange={(type) => setDraft({ ...draft, inSupportOf: type ?? '' })}
          />
          <Checkbox
            label="Include deleted"
            checked={draft.includeDeleted}
            onChange={(event) => setDraft({ ...draft, includeDeleted: event.currentTarget.checked })}
            mb={8}
          />
          <Button type="submit">Search</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(emptyReminderFilters);
              search(emptyReminderFilters);
            }}
          >
            Clear
          </Button>
        </Group>
      </Paper>
      {isError && <LoadError what="your reminders" onRetry={refetch} retrying={isFetching} />}
      {!isError && data && data.data.length === 0 && <EmptyState message={reminderMessages.listEmpty} />}
      {!isError && data && data.data.length > 0 && (
        <StackedTable aria-label="Reminders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Reminder</Table.Th>
              <Table.Th scope="col">In Support Of</Table.Th>
              <Table.Th scope="col">Remind At</Table.Th>
              <Table.Th scope="col">Created At</Table.Th>
              <Table.Th scope="col">Call to Action</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((reminder) => (
              <Table.Tr key={reminder.id}>
                <Table.Td data-label="Reminder">
                  <Text size="sm" fw={600}>
                    {reminder.title}
                  </Text>
                </Table.Td>
                <Table.Td data-label="In Support Of">{supportOfText(reminder)}</Table.Td>
                <Table.Td data-label="Remind At">
                  <ReminderDate reminder={reminder} />
                </Table.Td>
                <Table.Td data-label="Created At">{formatReminderDate(reminder.created_at)}</Table.Td>
                <Table.Td data-label="Call to Action">{reminderActionLabels[reminder.action]}</Table.Td>
                <Table.Td data-label="Status">
                  <ReminderStatusBadge reminder={reminder} />
                </Table.Td>
                <Table.Td data-label="Actions">
                  <ReminderRowActions reminder={reminder} onView={setViewing} onEdit={setEditing} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
      {data && data.last_page > 1 && (
        <Group justify="center" component="nav" aria-label="Reminder pages">
          <Pagination
            total={data.last_page}
            value={page}
            onChange={setPage}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control === 'next' ? 'Next' : 'Previous'} page` })}
          />
        </Group>
      )}
      <ReminderViewModal reminder={viewing} onClose={() => setViewing(null)} />
      <LaterReminderFormModal
        opened={creating || editing !== null}
        reminder={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </Stack>
  );
}
