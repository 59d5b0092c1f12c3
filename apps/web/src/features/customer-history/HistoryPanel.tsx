import { Badge, Box, Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import {
  historyKindLabels,
  historyKinds,
  historyMessages as messages,
  serviceTrackerRoutes,
  type HistoryEntry,
  type HistoryKind,
} from '@portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { formatDateTime } from '../customer-record/format';
import { customerHistoryQuery } from './api';

const kindOptions = historyKinds.map((kind) => ({ value: kind, label: historyKindLabels[kind] }));

/**
 * The customer's history on the record: everything that happened, newest first, filterable by kind, with Log Service
 * and the customer's service tracker one click away.
 */
export function HistoryPanel({ customerId, readOnly }: { customerId: number; readOnly: boolean }) {
  const [kinds, setKinds] = useState<HistoryKind[]>([]);
  const history = useInfiniteQuery(customerHistoryQuery(customerId, kinds));
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const loadFailed = history.isError && !history.isFetchNextPageError;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="history-heading">
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Title order={2} size="h3" id="history-heading">
          {messages.title}
        </Title>
        <Group gap="xs">
          {!readOnly && (
            <Button component={Link} to={serviceTrackerRoutes.create(customerId)}>
              Log Service
            </Button>
          )}
          <Button component={Link} to={serviceTrackerRoutes.forCustomer(customerId)} variant="default">
            Service tracker
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" gap="xs" mb="md">
        <MultiSelect
          label="Show"
          placeholder={kinds.length ? undefined : 'Everything'}
          data={kindOptions}
          value={kinds}
          onChange={(value) => setKinds(value)}
          flex="1 1 240px"
          maw={560}
        />
        {/* Mantine's own clear button is hidden from assistive technology: this one is not. */}
        {kinds.length > 0 && (
          <Button variant="subtle" onClick={() => setKinds([])}>
            Show everything
          </Button>
        )}
      </Group>
      {loadFailed && (
        <LoadError message={messages.loadFailed} onRetry={history.refetch} retrying={history.isFetching} />
      )}
      {history.isSuccess && entries.length === 0 && (
        <EmptyState message={kinds.length ? messages.emptyFiltered : messages.empty} />
      )}
      {entries.length > 0 && (
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={messages.title}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={`${entry.kind}-${entry.id}`}
              pl="sm"
              style={{ borderLeft: '3px solid var(--mantine-color-blue-6)' }}
            >
              <EntryTitle entry={entry} />
              <EntryBody entry={entry} />
            </Box>
          ))}
        </Stack>
      )}
      {history.isFetchNextPageError && (
        <LoadError
          message={messages.loadFailed}
          onRetry={() => history.fetchNextPage()}
          retrying={history.isFetching}
        />
      )}
      {history.hasNextPage && !history.isFetchNextPageError && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {messages.more}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

function EntryTitle({ entry }: { entry: HistoryEntry }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.title}
      </Text>
      <Badge variant="light" size="sm" c="dark.9">
        {historyKindLabels[entry.kind]}
      </Badge>
      {entry.confidential && (
        <Badge variant="light" size="sm" color="red" c="dark.9">
          Confidential
        </Badge>
      )}
    </Group>
  );
}

function EntryBody({ entry }: { entry: HistoryEntry }) {
  return (
    <Stack gap={2}>
      {entry.detail && (
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {entry.detail}
        </Text>
      )}
      {/* Case notes: sanitised by the server's allow-list before they were stored. */}
      {entry.html && (
        <Box fz="sm" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: entry.html }} />
      )}
      <Text size="xs" c="dark.6">
        {entry.actor ? `${entry.actor}, ` : ''}
        {formatDateTime(entry.at)}
      </Text>
    </Stack>
  );
}
