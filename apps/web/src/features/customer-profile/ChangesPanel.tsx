import { Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { type CustomerChange, customerProfileMessages, profileValueText } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { formatDateTime } from '../customer-record/format';
import { customerChangesQuery } from './api';

/** The record's "Changes" panel: every edit of the customer's profile, newest first, a page at a time. */
export function ChangesPanel({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const { data, isError, isFetching, refetch } = useQuery(customerChangesQuery(customerId, page));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="changes-heading">
      <Title order={2} size="h3" id="changes-heading" mb="sm">
        Changes
      </Title>
      {isError ? (
        <LoadError message={customerProfileMessages.changesFailed} onRetry={refetch} retrying={isFetching} />
      ) : (
        data && (
          <Stack gap="xs">
            {data.data.length === 0 && <EmptyState message={customerProfileMessages.noChanges} />}
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.data.map((change) => (
                <ChangeRow key={change.id} change={change} />
              ))}
            </Stack>
            {data.last_page > 1 && (
              <Group justify="center">
                <Pagination
                  total={data.last_page}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  getControlProps={(control) => ({ 'aria-label': `${control === 'next' ? 'Next' : 'Previous'} page` })}
                />
              </Group>
            )}
          </Stack>
        )
      )}
    </Paper>
  );
}

const shown = (field: string, value: string | null) => profileValueText(field, value) ?? 'empty';

function ChangeRow({ change }: { change: CustomerChange }) {
  return (
    <li>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {change.field_label}:
        </Text>{' '}
        {shown(change.field, change.old_value)} → {shown(change.field, change.new_value)}
      </Text>
      <Text size="xs" c="dark.6">
        {change.changed_by}, {formatDateTime(change.changed_at)}
      </Text>
    </li>
  );
}
