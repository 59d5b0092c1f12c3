import { dashboardRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTerminology } from '../../../platform/settings';
import { portalUsageStatisticsQuery } from '../api';
import { Figures, monthLabel, WidgetCard } from './WidgetCard';

/** Portal accounts used this month and not; shown only while its feature is enabled (spec 2.13). */
export function PortalUsageWidget() {
  const { customer } = useTerminology();
  const { data } = useQuery(portalUsageStatisticsQuery());
  if (!data?.featureEnabled) return null;
  return (
    <WidgetCard
      viewAll={dashboardRoutes.portalUsageStatistics}
      title={`${customer} Portal Usage Statistics`}
      subtitle={monthLabel(data.current_month)}
    >
      <Figures
        items={[
          ['Active Accounts', data.active_accounts],
          ['Inactive Accounts', data.inactive_accounts],
        ]}
      />
    </WidgetCard>
  );
}
