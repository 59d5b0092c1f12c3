import {
  customerLoginInfoSchema,
  dashboardPaths,
  drillDownPageSchema,
  drillDownQuerySchema,
  enrolledCustomersSchema,
  myCustomersSchema,
  portalUsageStatisticsSchema,
  referralsSummarySchema,
  staffOutcomesSchema,
  totalUniqueCustomersSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Dashboard'];

const drillDowns = [
  [dashboardPaths.loginCustomers, 'logins', 'Customers who signed in this month'],
  [dashboardPaths.portalAccounts, 'accounts', 'Customer portal accounts, the most recently used first'],
  [dashboardPaths.enrolledList, 'enrolled', 'Enrolled customers'],
  [dashboardPaths.myCustomersAll, 'mine', 'All customers I am a case manager of'],
] as const;

/** The staff dashboard's widgets: each one reads its own figures, scoped to the caller's locations. */
export function dashboardRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(dashboardPaths.customerLoginInfo, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Successful customer logins this month',
      response: { 200: customerLoginInfoSchema },
    },
    handler: async (request) => service.customerLoginInfo(db, request.actor),
  });

  app.get(dashboardPaths.portalUsageStatistics, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Active and inactive customer portal accounts this month',
      response: { 200: portalUsageStatisticsSchema },
    },
    handler: async (request) => service.portalUsageStatistics(db, request.actor),
  });

  app.get(dashboardPaths.enrolledCustomers, {
    config: { access: 'staff' },
    schema: { tags, summary: 'Enrolled customers this program year', response: { 200: enrolledCustomersSchema } },
    handler: async (request) => service.enrolledCustomers(db, request.actor),
  });

  app.get(dashboardPaths.myCustomers, {
    config: { access: 'staff' },
    schema: { tags, summary: 'Customers I am a case manager of', response: { 200: myCustomersSchema } },
    handler: async (request) => service.myCustomers(db, request.actor),
  });

  app.get(dashboardPaths.staffOutcomes, {
    config: { access: 'staff' },
    schema: { tags, summary: 'Completed, assigned and recommended outcomes', response: { 200: staffOutcomesSchema } },
    handler: async (request) => service.staffOutcomes(db, request.actor),
  });

  // Both dashboards show it (participant spec: widgets/referrals): a customer's own counts, or staff locations'.
  app.get(dashboardPaths.referrals, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Incoming, outgoing and out-of-network referrals',
      response: { 200: referralsSummarySchema },
    },
    handler: async (request) => service.referralsSummary(db, request.actor),
  });

  app.get(dashboardPaths.totalUniqueCustomers, {
    config: { access: 'staff' },
    schema: { tags, summary: 'Unique customers I have pinned', response: { 200: totalUniqueCustomersSchema } },
    handler: async (request) => service.totalUniqueCustomers(db, request.actor),
  });

  for (const [path, list, summary] of drillDowns) {
    app.get(path, {
      config: { access: 'staff' },
      schema: { tags, summary, querystring: drillDownQuerySchema, response: { 200: drillDownPageSchema } },
      handler: async (request) => service.drillDown(db, request.actor, list, request.query.page),
    });
  }
  return Promise.resolve();
}
