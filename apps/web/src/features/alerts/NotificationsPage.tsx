import { Divider, Group, Pagination, Paper, Stack, Title } from '@mantine/core';
import { reminderMessages } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { alertsQuery } from '../reminders/api';
import { AlertItem } from './AlertItem';

/** /profile/notifications: every alert of the signed-in staff user, newest first, read and unread. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const { data, isError, isFetching, refetch } = useQuery({ ...alertsQuery(page), placeholderData: keepPreviousData });
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  return (
    <Stack>
      <PageTitle title="Notifications" />
      <Title order={1}>Notifications</Title>
      {isError && <LoadError what="your alerts" onRetry={refetch} retrying={isFetching} />}
      {!isError && data && data.alerts.length === 0 && <EmptyState message={reminderMessages.alertsEmpty} />}
      {!isError && data && data.alerts.length > 0 && (
        <Paper withBorder p="md" component="ul" style={{ listStyle: 'none' }} m={0} aria-label="Alerts">
          {data.alerts.map((alert, index) => (
            <Fragment key={alert.id}>
              {index > 0 && <Divider my="sm" component="li" aria-hidden />}
              <li>
                <AlertItem alert={alert} />
              </li>
            </Fragment>
          ))}
        </Paper>
      )}
      {lastPage > 1 && (
        <Group justify="center" component="nav" aria-label="Alert pages">
          <Pagination
            total={lastPage}
            value={page}
            onChange={setPage}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control === 'next' ? 'Next' : 'Previous'} page` })}
          />
        </Group>
      )}
    </Stack>
  );
}
