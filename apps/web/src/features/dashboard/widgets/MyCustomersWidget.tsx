import { dashboardRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTerminology } from '../../../platform/settings';
import { EmptyState } from '../../../ui/EmptyState';
import { myCustomersQuery } from '../api';
import { WidgetCard, WidgetLoader } from './WidgetCard';

/** The rows' code (avatars): the widget starts fetching it as it starts fetching the rows (issue #30). */
const loadList = () => import('./MyCustomersList');
const MyCustomersList = lazy(async () => ({ default: (await loadList()).MyCustomersList }));

/** The customers the signed-in staff user is a case manager of. */
export function MyCustomersWidget() {
  const { customers } = useTerminology();
  const { data, isPending, isError, refetch } = useQuery(myCustomersQuery());
  void loadList();
  const title = `My ${customers}`;
  return (
    <WidgetCard
      viewAll={dashboardRoutes.myCustomers}
      title={title}
      subtitle={data && data.total > data.data.length ? `${data.data.length} of ${data.total}` : undefined}
      loading={isPending}
      retryFailedLoad={isError ? refetch : undefined}
    >
      {!data || data.data.length === 0 ? (
        <EmptyState message="No records available" />
      ) : (
        <Suspense fallback={<WidgetLoader title={title} />}>
          <MyCustomersList rows={data.data} />
        </Suspense>
      )}
    </WidgetCard>
  );
}
