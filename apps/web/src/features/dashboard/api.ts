import {
  dashboardPaths,
  type CustomerLoginInfo,
  type DrillDownPage,
  type EnrolledCustomers,
  type MyCustomers,
  type PortalUsageStatistics,
  type ReferralsSummary,
  type StaffOutcomes,
  type TotalUniqueCustomers,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** Each widget fetches its own figures (staff spec 1: widgets are fragments that load their own data). */
function widgetQuery<T>(path: string, enabled = true) {
  return queryOptions({
    queryKey: ['dashboard', path],
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    enabled,
  });
}

export const customerLoginInfoQuery = () => widgetQuery<CustomerLoginInfo>(dashboardPaths.customerLoginInfo);
export const portalUsageStatisticsQuery = () =>
  widgetQuery<PortalUsageStatistics>(dashboardPaths.portalUsageStatistics);
export const enrolledCustomersQuery = () => widgetQuery<EnrolledCustomers>(dashboardPaths.enrolledCustomers);
export const myCustomersQuery = () => widgetQuery<MyCustomers>(dashboardPaths.myCustomers);
export const staffOutcomesQuery = (enabled: boolean) =>
  widgetQuery<StaffOutcomes>(dashboardPaths.staffOutcomes, enabled);
export const referralsSummaryQuery = (enabled: boolean) =>
  widgetQuery<ReferralsSummary>(dashboardPaths.referrals, enabled);
export const totalUniqueCustomersQuery = () => widgetQuery<TotalUniqueCustomers>(dashboardPaths.totalUniqueCustomers);

export const drillDownQuery = (path: string, page: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['dashboard', path, page],
    queryFn: ({ signal }) => api.get<DrillDownPage>(`${path}?page=${page}`, { signal }),
    enabled,
  });
