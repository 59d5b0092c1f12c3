import { Button, Stack } from '@mantine/core';
import { dashboardRoutes, dashboardTexts, dashboardWidgetFlags } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRouteExists } from '../../../platform/routes';
import { useSettings } from '../../../platform/settings';
import { EmptyState } from '../../../ui/EmptyState';
import { staffOutcomesQuery } from '../api';
import { Figures, WidgetCard } from './WidgetCard';

/** Completed, assigned and recommended outcomes; gated by the outcomes feature flag. */
export function StaffOutcomesWidget() {
  const enabled = useSettings().feature_flags[dashboardWidgetFlags.staffOutcomes] === true;
  const { data, isPending, isError, refetch } = useQuery(staffOutcomesQuery(enabled));
  const outcomesPageExists = useRouteExists(dashboardRoutes.outcomes);
  if (!enabled) return null;
  const empty =
    !data || data.total_completed_outcomes + data.total_assigned_outcomes + data.total_recommended_outcomes === 0;
  return (
    <WidgetCard
      title="Outcomes"
      loading={isPending}
      retryFailedLoad={isError ? refetch : undefined}
      viewAll={!empty && outcomesPageExists ? dashboardRoutes.outcomes : undefined}
    >
      {empty ? (
        <Stack align="center" gap="xs">
          <EmptyState message={dashboardTexts.noData} />
          {outcomesPageExists && (
            <Button component={Link} to={dashboardRoutes.outcomes} variant="light">
              {dashboardTexts.viewOutcomes}
            </Button>
          )}
        </Stack>
      ) : (
        <Figures
          items={[
            ['Completed', data.total_completed_outcomes],
            ['Assigned', data.total_assigned_outcomes],
            ['Recommended', data.total_recommended_outcomes],
          ]}
        />
      )}
    </WidgetCard>
  );
}
