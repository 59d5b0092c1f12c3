import { Button, Group, Stack, Title } from '@mantine/core';
import { reminderMessages, type Reminder } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useModule } from '../../platform/useModule';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { emptyReminderFilters, remindersQuery, type ReminderFilters } from './api';
import { LaterReminderFormModal, ReminderViewModal } from './laterDialogs';

// The search form (its fields) and the table (its row actions with their tooltips and confirm, the badges, the pager)
// are fetched as the page mounts, alongside the reminders, instead of with the page's first script (issue #30).
const loadRows = () => import('./ReminderRows');

/** /profile/reminders (spec 2.9): a search form and the caller's reminders with their row actions. */
export function RemindersPage() {
  const [filters, setFilters] = useState<ReminderFilters>(emptyReminderFilters);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Reminder | null>(null);
  const [editing, setEditing] = useState<Reminder | null>(null);
  const [creating, setCreating] = useState(false);
  const { data, isError, isFetching, refetch } = useQuery({
    ...remindersQuery(filters, page),
    placeholderData: keepPreviousData,
  });
  const rows = useModule(loadRows);
  const search = (next: ReminderFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Stack>
      <PageTitle title="Reminders" />
      <Group justify="space-between">
        <Title order={1}>Reminders</Title>
        <Button onClick={() => setCreating(true)}>Create Reminder</Button>
      </Group>
      {rows && <rows.ReminderSearch onSearch={search} />}
      {isError && <LoadError what="your reminders" onRetry={refetch} retrying={isFetching} />}
      {!isError && data && data.data.length === 0 && <EmptyState message={reminderMessages.listEmpty} />}
      {!isError && data && data.data.length > 0 && rows && (
        <rows.ReminderTable reminders={data.data} onView={setViewing} onEdit={setEditing} />
      )}
      {data && data.last_page > 1 && rows && (
        <rows.ReminderPager lastPage={data.last_page} page={page} onPage={setPage} />
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
