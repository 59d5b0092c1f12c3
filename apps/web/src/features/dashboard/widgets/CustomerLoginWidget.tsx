import { dashboardRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTerminology } from '../../../platform/settings';
import { customerLoginInfoQuery } from '../api';
import { Figures, monthLabel, WidgetCard } from './WidgetCard';

/** Successful customer logins this month; shown only while its feature is enabled (spec 2.13). */
export function CustomerLoginWidget() {
  const { customer } = useTerminology();
  const { data } = useQuery(customerLoginInfoQuery());
  if (!data?.featureEnabled) return null;
  return (
    <WidgetCard
      viewAll={dashboardRoutes.successfulCustomerLogin}
      title={`Successful ${customer} Login`}
      subtitle={monthLabel(data.current_month)}
    >
      <Figures
        items={[
          ['Unique Logins', data.unique_logins],
          ['Total Logins', data.total_logins],
        ]}
      />
    </WidgetCard>
  );
}
