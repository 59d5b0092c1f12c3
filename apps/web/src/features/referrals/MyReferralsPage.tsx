import { Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { referralMessages, type ReferralSummaryItem } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { Pager } from '../customers/Pager';
import { ReferralsWidget } from '../dashboard/widgets/ReferralsWidget';
import { dateTime, myReferralsQuery, referralDetailQuery, shortDate } from './api';

export const myReferralsTitle = 'My Referrals';

/** A status's badge colour: done green, refused red, under way blue, out-of-network grey. */
export function statusColor(status: ReferralSummaryItem['status']): string {
  if (status === 'accepted' || status === 'completed') return 'green';
  if (status === 'rejected') return 'red';
  if (status === 'new' || status === 'in_progress') return 'blue';
  return 'gray';
}

/** /customer-portal/referrals: the customer's referrals, each with its current status and its status history. */
export function MyReferralsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery(myReferralsQuery(page));
  return (
    <Stack gap="lg">
      <PageTitle title={myReferralsTitle} />
      <Title order={1}>{myReferralsTitle}</Title>
      <ReferralsWidget />
      <Stack component="section" aria-labelledby="my-referrals" gap="md">
        <Title order={2} size="h3" id="my-referrals">
          Your referrals
        </Title>
        {list.isError ? (
          <LoadError what="your referrals" onRetry={list.refetch} retrying={list.isFetching} />
        ) : list.isPending ? (
          <PageLoader />
        ) : list.data.data.length === 0 ? (
          <EmptyState message={referralMessages.noRecord} />
        ) : (
          list.data.data.map((referral) => <ReferralCard key={referral.id} referral={referral} />)
        )}
        {list.data && <Pager current={list.data.currentPage} last={list.data.lastPage} onPage={setPage} />}
      </Stack>
    </Stack>
  );
}

function ReferralCard({ referral }: { referral: ReferralSummaryItem }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const historyId = useId();
  const detail = useQuery(referralDetailQuery(referral.id, open));
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {referral.to_name}
          </Title>
          <Badge color={statusColor(referral.status)} variant="light" c="dark.9" radius="sm" tt="none">
            {referral.status_label}
          </Badge>
        </Group>
        <Text size="sm">
          {referral.from_location ? `Referred from ${referral.from_location}` : 'You asked for this referral'} on{' '}
          {shortDate(referral.created_at)}
          {referral.updated_at !== referral.created_at ? ` · updated ${shortDate(referral.updated_at)}` : ''}
        </Text>
        {referral.note && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {referral.note}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            px={4}
            aria-expanded={open}
            aria-controls={historyId}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? 'Hide status history' : 'Show status history'}
          </Button>
        </Group>
        <div id={historyId} hidden={!open} aria-live="polite">
          {open &&
            (detail.isPending ? (
              <Loader role="progressbar" size="sm" aria-label="Loading status history" />
            ) : detail.isError ? (
              <LoadError what="the status history" onRetry={detail.refetch} retrying={detail.isFetching} />
            ) : (
              <List spacing={4} size="sm" aria-label={`Status history of ${referral.to_name}`}>
                {detail.data.history.map((entry, index) => (
                  <List.Item key={`${entry.created_at}-${index}`}>
                    <Text size="sm" span fw={600}>
                      {entry.to_status_label}
                    </Text>{' '}
                    <Text size="sm" span>
                      {dateTime(entry.created_at)} by {entry.changed_by}
                    </Text>
                    {entry.note && (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {entry.note}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            ))}
        </div>
      </Stack>
    </Card>
  );
}
