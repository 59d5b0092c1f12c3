import { Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReferralSummaryItem } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormat, useT } from '../../platform/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { Pager } from '../customers/Pager';
import { ReferralsWidget } from '../dashboard/widgets/ReferralsWidget';
import { dateTime, myReferralsQuery, referralDetailQuery, shortDate } from './api';

/** A status's badge colour: done green, refused red, under way blue, out-of-network grey. */
export function statusColor(status: ReferralSummaryItem['status']): string {
  if (status === 'accepted' || status === 'completed') return 'green';
  if (status === 'rejected') return 'red';
  if (status === 'new' || status === 'in_progress') return 'blue';
  return 'gray';
}

/** /customer-portal/referrals: the customer's referrals, each with its current status and its status history. */
export function MyReferralsPage() {
  const { t } = useT('referrals');
  const [page, setPage] = useState(1);
  const list = useQuery(myReferralsQuery(page));
  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      <ReferralsWidget />
      <Stack component="section" aria-labelledby="my-referrals" gap="md">
        <Title order={2} size="h3" id="my-referrals">
          {t('yourReferrals')}
        </Title>
        {list.isError ? (
          <LoadError what={t('loadWhat')} onRetry={list.refetch} retrying={list.isFetching} />
        ) : list.isPending ? (
          <PageLoader />
        ) : list.data.data.length === 0 ? (
          <EmptyState message={t('noRecord')} />
        ) : (
          list.data.data.map((referral) => <ReferralCard key={referral.id} referral={referral} />)
        )}
        {list.data && <Pager current={list.data.currentPage} last={list.data.lastPage} onPage={setPage} />}
      </Stack>
    </Stack>
  );
}

function ReferralCard({ referral }: { referral: ReferralSummaryItem }) {
  const { t } = useT('referrals');
  const { locale } = useFormat();
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
            {t(`statuses.${referral.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {referral.from_location
            ? t('referredFrom', { location: referral.from_location, date: shortDate(referral.created_at, locale) })
            : t('youAsked', { date: shortDate(referral.created_at, locale) })}
          {referral.updated_at !== referral.created_at
            ? t('updated', { date: shortDate(referral.updated_at, locale) })
            : ''}
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
            {open ? t('hideHistory') : t('showHistory')}
          </Button>
        </Group>
        <div id={historyId} hidden={!open} aria-live="polite">
          {open &&
            (detail.isPending ? (
              <Loader role="progressbar" size="sm" aria-label={t('loadingHistory')} />
            ) : detail.isError ? (
              <LoadError what={t('historyWhat')} onRetry={detail.refetch} retrying={detail.isFetching} />
            ) : (
              <List spacing={4} size="sm" aria-label={t('historyOf', { name: referral.to_name })}>
                {detail.data.history.map((entry, index) => (
                  <List.Item key={`${entry.created_at}-${index}`}>
                    <Text size="sm" span fw={600}>
                      {t(`statuses.${entry.to_status}`)}
                    </Text>{' '}
                    <Text size="sm" span>
                      {t('changedBy', { date: dateTime(entry.created_at, locale), name: entry.changed_by })}
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
