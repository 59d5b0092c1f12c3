import { Button, Checkbox, Group, Pagination, Paper, Table, Text, TextInput } from '@mantine/core';
import {
  reminderActionLabels,
  reminderFilterStatuses,
  reminderStatusLabels,
  reminderSupportLabels,
  reminderSupportTypes,
  type Reminder,
} from '@portal/contracts';
import { useState } from 'react';
import { useTerminology } from '../../platform/settings';
import { LaterSelect } from '../../ui/LaterSelect';
import { StackedTable } from '../../ui/StackedTable';
import {
  formatReminderDate,
  ReminderDate,
  ReminderRowActions,
  ReminderStatusBadge,
  supportOfText,
} from './ReminderParts';
import { emptyReminderFilters, type ReminderFilters } from './api';

interface ReminderRowsProps {
  reminders: Reminder[];
  onView: (reminder: Reminder) => void;
  onEdit: (reminder: Reminder) => void;
}

/** The caller's reminders of a page with their row actions. */
export function ReminderTable({ reminders, onView, onEdit }: ReminderRowsProps) {
  return (
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
        {reminders.map((reminder) => (
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
              <ReminderRowActions reminder={reminder} onView={onView} onEdit={onEdit} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

/** The pages of the caller's reminders. */
export function ReminderPager({
  lastPage,
  page,
  onPage,
}: {
  lastPage: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="center" component="nav" aria-label="Reminder pages">
      <Pagination
        total={lastPage}
        value={page}
        onChange={onPage}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': `${control === 'next' ? 'Next' : 'Previous'} page` })}
      />
    </Group>
  );
}

/** The search form: the reminders shown follow it once searched. */
export function ReminderSearch({ onSearch: search }: { onSearch: (filters: ReminderFilters) => void }) {
  const terms = useTerminology();
  const [draft, setDraft] = useState<ReminderFilters>(emptyReminderFilters);
  const supportLabel = (type: (typeof reminderSupportTypes)[number]) =>
    type === 'customer' ? terms.customer : reminderSupportLabels[type];
  return (
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
  );
}
