import { Stack, Title } from '@mantine/core';
import { dashboardRoutes, dashboardWidgetFlags, type ReferralsSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useLocation } from 'react-router';
import { portalOf } from '../../../platform/auth';
import { useT } from '../../../platform/i18n';
import { useRouteExists } from '../../../platform/routes';
import { useSettings } from '../../../platform/settings';
import { EmptyState } from '../../../ui/EmptyState';
import { referralsSummaryQuery } from '../api';
import { Figures, WidgetCard } from './WidgetCard';

/** The counts by direction; names and labels in the page's language (English on staff pages). */
function groups(data: ReferralsSummary, t: TFunction<'referrals'>) {
  const { incoming_referrals: incoming, outgoing_referrals: outgoing, external_referrals: external } = data;
  const total = t('widget.total');
  return [
    {
      name: t('widget.incoming'),
      items: [
        [t('statuses.new'), incoming.new_referral],
        [total, incoming.total],
        [t('statuses.accepted'), incoming.accepted],
        [t('statuses.rejected'), incoming.rejected],
      ],
    },
    {
      name: t('widget.outgoing'),
      items: [
        [t('statuses.new'), outgoing.new_referral],
        [total, outgoing.total],
        [t('statuses.accepted'), outgoing.accepted],
        [t('statuses.rejected'), outgoing.rejected],
      ],
    },
    {
      name: t('widget.outOfNetwork'),
      items: [
        [t('statuses.info'), external.info],
        [total, external.total],
        [t('statuses.inquiry'), external.inquiry],
        [t('statuses.referral'), external.referral],
      ],
    },
  ] as const;
}

/**
 * Incoming, outgoing and out-of-network referral counts; gated by the catalog feature flag. Staff see their
 * locations' referrals and a link to /referrals/all; a customer (on their referrals page) sees their own.
 */
export function ReferralsWidget() {
  const { t } = useT('referrals');
  const enabled = useSettings().feature_flags[dashboardWidgetFlags.referrals] === true;
  const { data, isPending, isError, refetch } = useQuery(referralsSummaryQuery(enabled));
  const staff = portalOf(useLocation().pathname) === 'staff';
  const adminExists = useRouteExists(dashboardRoutes.referrals);
  if (!enabled) return null;
  const sections = data ? groups(data, t) : [];
  const empty = sections.every((section) => section.items.every(([, value]) => value === 0));
  return (
    <WidgetCard
      title={t('widget.title')}
      loading={isPending}
      retryFailedLoad={isError ? refetch : undefined}
      viewAll={staff && adminExists ? dashboardRoutes.referrals : undefined}
    >
      {empty ? (
        <EmptyState message={t('widget.noData')} />
      ) : (
        <Stack gap="sm" mt="sm">
          {sections.map((section) => (
            <div key={section.name}>
              <Title order={3} size="h5">
                {section.name}
              </Title>
              <Figures items={section.items} />
            </div>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
