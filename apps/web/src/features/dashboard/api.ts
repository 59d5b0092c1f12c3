import { dashboardPaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

const widget = (path: string, enabled = true) => ({ queryKey: ['dashboard', path], enabled });

export const customerLoginInfoQuery = () =>
  queryOptions({
    ...widget(dashboardPaths.customerLoginInfo),
    queryFn: ({ signal }) => client.get(dashboardPaths.customerLoginInfo, { signal }),
  });
export const portalUsageStatisticsQuery = () =>
  queryOptions({
    ...widget(dashboardPaths.portalUsageStatistics),
    queryFn: ({ signal }) => client.get(dashboardPaths.portalUsageStatistics, { signal }),
  });
export const enrolledCustomersQuery = () =>
  queryOptions({
    ...widget(dashboardPaths.enrolledCustomers),
    queryFn: ({ signal }) => client.get(dashboardPaths.enrolledCustomers, { signal }),
  });
export const myCustomersQuery = () =>
  queryOptions({
    ...widget(dashboardPaths.myCustomers),
    queryFn: ({ signal }) => client.get(dashboardPaths.myCustomers, { signal }),
  });
export const staffOutcomesQuery = (enabled: boolean) =>
  queryOptions({
    ...widget(dashboardPaths.staffOutcomes, enabled),
    queryFn: ({ signal }) => client.get(dashboardPaths.staffOutcomes, { signal }),
  });
export const referralsSummaryQuery = (enabled: boolean) =>
  queryOptions({
    ...widget(dashboardPaths.referrals, enabled),
    queryFn: ({ signal }) => client.get(dashboardPaths.referrals, { signal }),
  });
export const totalUniqueCustomersQuery = () =>
  queryOptions({
    ...widget(dashboardPaths.totalUniqueCustomers),
    queryFn: ({ signal }) => client.get(dashboardPaths.totalUniqueCustomers, { signal }),
  });

/** The lists behind the widgets. */
export type DrillDownRoute =
  | typeof dashboardPaths.loginCustomers
  | typeof dashboardPaths.portalAccounts
  | typeof dashboardPaths.enrolledList
  | typeof dashboardPaths.myCustomersAll;

export const drillDownQuery = (path: DrillDownRoute | null, page: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['dashboard', path, page],
    queryFn: ({ signal }) =>
      path === null ? Promise.reject(new Error('No list chosen.')) : client.get(path, { query: { page }, signal }),
    enabled: enabled && path !== null,
  });
