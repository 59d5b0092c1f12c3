import { List, Stack, Text } from '@mantine/core';
import { dashboardTexts, dashboardWidgetFlags } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteExists } from '../../../platform/routes';
import { useSettings } from '../../../platform/settings';
import { EmptyState } from '../../../ui/EmptyState';
import { catalogWidgetQuery, shortDate } from '../../referrals/api';
import { Figures, WidgetCard } from './WidgetCard';

export const catalogRoute = '/community-catalog';

/**
 * The Catalog widget (staff spec 2.13): new, accepted and rejected referrals and the recent ones (name, location
 * label, created date, description); gated, like the Referrals widget, by the catalog feature flag.
 */
export function CatalogWidget() {
  const enabled = useSettings().feature_flags[dashboardWidgetFlags.referrals] === true;
  const { data, isPending, isError, refetch } = useQuery(catalogWidgetQuery(enabled));
  const finderExists = useRouteExists(catalogRoute);
  if (!enabled) return null;
  const empty = !data || (data.new_referral + data.accepted + data.rejected === 0 && data.data.length === 0);
  return (
    <WidgetCard
      title="Catalog"
      loading={isPending}
      retryFailedLoad={isError ? refetch : undefined}
      viewAll={finderExists ? catalogRoute : undefined}
    >
      {empty ? (
        <EmptyState message={dashboardTexts.noData} />
      ) : (
        <Stack gap="sm">
          <Figures
            items={[
              ['New', data.new_referral],
              ['Accepted', data.accepted],
              ['Rejected', data.rejected],
            ]}
          />
          {data.data.length > 0 && (
            <List spacing="xs" listStyleType="none" ps={0} aria-label="Recent referrals">
              {data.data.map((item) => (
                <List.Item key={item.id}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dark.6">
                    {[item.location_label, shortDate(item.created_at)].filter(Boolean).join(' · ')}
                  </Text>
                  {item.description && (
                    <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {item.description}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </WidgetCard>
  );
}
