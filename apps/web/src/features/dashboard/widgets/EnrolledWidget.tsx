import { dashboardRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTerminology } from '../../../platform/settings';
import { enrolledCustomersQuery } from '../api';
import { Figures, WidgetCard } from './WidgetCard';

/** Enrolled customers; the widget appears only when there is at least one (spec 2.13). */
export function EnrolledWidget() {
  const { customers } = useTerminology();
  const { data } = useQuery(enrolledCustomersQuery());
  if (!data || data.total <= 0) return null;
  return (
    <WidgetCard
      viewAll={dashboardRoutes.enrolled}
      title={`Enrolled ${customers}`}
      subtitle={`Program Year ${data.program_year}`}
    >
      <Figures items={[['Total', data.total]]} />
    </WidgetCard>
  );
}
