import { Stack, Title } from '@mantine/core';
import { dashboardRoutes, dashboardTexts, dashboardWidgetFlags, type ReferralsSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { portalOf } from '../../../platform/auth';
import { useRouteExists } from '../../../platform/routes';
import { useSettings } from '../../../platform/settings';
import { EmptyState } from '../../../ui/EmptyState';
import { referralsSummaryQuery } from '../api';
import { Figures, WidgetCard } from './WidgetCard';

function groups(data: ReferralsSummary) {
  const { incoming_referrals: incoming, outgoing_referrals: outgoing, external_referrals: external } = data;
  return [
    {
      name: 'Incoming',
      items: [
        ['New', incoming.new_referral],
        ['Total', incoming.total],
        ['Accepted', incoming.accepted],
        ['Rejected', incoming.rejected],
      ],
    },
    {
      name: 'Outgoing',
      items: [
        ['New', outgoing.new_referral],
        ['Total', outgoing.total],
        ['Accepted', outgoing.accepted],
        ['Rejected', outgoing.rejected],
      ],
    },
    {
      name: 'Out-of-Network',
      items: [
        ['Info', external.info],
        ['Total', external.total],
        ['Inquiry', external.inquiry],
        ['Referral', external.referral],
      ],
    },
  ] as const;
}

/**
 * Incoming, outgoing and out-of-network referral counts; gated by the catalog feature flag. Staff see their
 * locations' referrals and a link to /referrals/all; a customer (on their referrals page) sees their own.
 */
export function ReferralsWidget() {
  const enabled = useSettings().feature_flags[dashboardWidgetFlags.referrals] === true;
  const { data, isPending, isError, refetch } = useQuery(referralsSummaryQuery(enabled));
  const staff = portalOf(useLocation().pathname) === 'staff';
  const adminExists = useRouteExists(dashboardRoutes.referrals);
  if (!enabled) return null;
  const sections = data ? groups(data) : [];
  const empty = sections.every((section) => section.items.every(([, value]) => value === 0));
  return (
    <WidgetCard
      title="Referrals"
      loading={isPending}
      retryFailedLoad={isError ? refetch : undefined}
      viewAll={staff && adminExists ? dashboardRoutes.referrals : undefined}
    >
      {empty ? (
        <EmptyState message={dashboardTexts.noData} />
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
