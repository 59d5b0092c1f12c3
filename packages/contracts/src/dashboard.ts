import { z } from 'zod';
import { boardDateOf, boardProgramYear } from './board-time.ts';

/** Staff spec 7 (Dashboard widgets); the outcomes path (/widgets/ogs) is the one spec 7 lists for widgets. */
export const dashboardPaths = {
  customerLoginInfo: '/internal-api/dashboard/widgets/customer-login-info',
  portalUsageStatistics: '/internal-api/dashboard/widgets/portal-usage-statistics',
  enrolledCustomers: '/internal-api/dashboard/widgets/enrolled-customers',
  myCustomers: '/internal-api/dashboard/widgets/my-customers',
  staffOutcomes: '/internal-api/dashboard/widgets/ogs',
  referrals: '/internal-api/dashboard/widgets/referrals',
  totalUniqueCustomers: '/internal-api/dashboard/widgets/total-unique-customers',
  /** Drill-downs behind the widgets (paths not shown in the spec: chosen here). */
  loginCustomers: '/internal-api/dashboard/widgets/customer-login-info/customers',
  portalAccounts: '/internal-api/dashboard/widgets/portal-usage-statistics/accounts',
  enrolledList: '/internal-api/dashboard/widgets/enrolled-customers/customers',
  myCustomersAll: '/internal-api/dashboard/widgets/my-customers/all',
} as const;

/** Staff spec 2.1: the web pages the widgets lead to. */
export const dashboardRoutes = {
  dashboard: '/dashboard',
  successfulCustomerLogin: '/widgets/successful-customer-login',
  portalUsageStatistics: '/widgets/customer-portal-usage-statistics',
  enrolled: '/widgets/enrolled',
  myCustomers: '/widgets/my-customers/all',
  outcomes: '/outcomes',
  referrals: '/referrals/all',
} as const;

/** The feature flag (client_settings.feature_flags) that shows each gated widget. */
export const dashboardWidgetFlags = {
  customerLoginInfo: 'customer_login_info',
  portalUsageStatistics: 'portal_usage_statistics',
  staffOutcomes: 'outcomes',
  referrals: 'catalog',
} as const;

export const dashboardTexts = {
  /** Staff spec 8 empty-state wording, used by the outcomes and referrals widgets. */
  noData: 'No data available to show',
  viewOutcomes: 'View Outcomes',
} as const;

/** Participant search widget choices (spec 2.7), in the order shown. */
export const participantSearchTypes = ['name', 'birthdate', 'email'] as const;
export type ParticipantSearchType = (typeof participantSearchTypes)[number];

/** A calendar month as YYYY-MM (UTC). */
const month = z.string().regex(/^\d{4}-\d{2}$/);

export const customerLoginInfoSchema = z.object({
  featureEnabled: z.boolean(),
  current_month: month,
  unique_logins: z.number().int().nonnegative(),
  total_logins: z.number().int().nonnegative(),
});
export type CustomerLoginInfo = z.infer<typeof customerLoginInfoSchema>;

export const portalUsageStatisticsSchema = z.object({
  featureEnabled: z.boolean(),
  current_month: month,
  active_accounts: z.number().int().nonnegative(),
  inactive_accounts: z.number().int().nonnegative(),
});
export type PortalUsageStatistics = z.infer<typeof portalUsageStatisticsSchema>;

export const enrolledCustomersSchema = z.object({
  total: z.number().int().nonnegative(),
  /** The program year (July 1 to June 30) as "2026-2027". */
  program_year: z.string(),
});
export type EnrolledCustomers = z.infer<typeof enrolledCustomersSchema>;

export const myCustomerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  email: z.string().nullable(),
});
export type MyCustomer = z.infer<typeof myCustomerSchema>;

export const myCustomersSchema = z.object({
  data: z.array(myCustomerSchema),
  total: z.number().int().nonnegative(),
});
export type MyCustomers = z.infer<typeof myCustomersSchema>;

/** How many rows the dashboard's My customers widget lists. */
export const myCustomersWidgetSize = 5;

export const staffOutcomesSchema = z.object({
  total_completed_outcomes: z.number().int().nonnegative(),
  total_assigned_outcomes: z.number().int().nonnegative(),
  total_recommended_outcomes: z.number().int().nonnegative(),
});
export type StaffOutcomes = z.infer<typeof staffOutcomesSchema>;

const count = z.number().int().nonnegative();
const networkReferralsSchema = z.object({ new_referral: count, accepted: count, rejected: count, total: count });
export const referralsSummarySchema = z.object({
  incoming_referrals: networkReferralsSchema,
  outgoing_referrals: networkReferralsSchema,
  external_referrals: z.object({ info: count, inquiry: count, referral: count, total: count }),
});
export type ReferralsSummary = z.infer<typeof referralsSummarySchema>;

export const totalUniqueCustomersSchema = z.object({ total: count });
export type TotalUniqueCustomers = z.infer<typeof totalUniqueCustomersSchema>;

/** The program year that contains `date`: it starts on July 1 in the board's time zone. */
export function programYearOf(date: Date): string {
  const start = boardProgramYear(date);
  return `${start}-${start + 1}`;
}

/** "2026-11" for any moment in November 2026 in the board's time zone. */
export function monthOf(date: Date): string {
  return boardDateOf(date).slice(0, 7);
}

/** The widgets with a drill-down page (spec 2.1), by the last part of their web route. */
export const drillDownKinds = [
  'successful-customer-login',
  'customer-portal-usage-statistics',
  'enrolled',
  'my-customers/all',
] as const;
export type DrillDownKind = (typeof drillDownKinds)[number];

export const drillDownPerPage = 10;

export const drillDownQuerySchema = z.object({
  // Every failure gets its own sentence from the shared error map ('The page may not be greater than 10000.').
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DrillDownQuery = z.input<typeof drillDownQuerySchema>;

/** One customer in a drill-down list; logins and last_login_at are filled where the list is about sign-ins. */
export const drillDownRowSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  logins: z.number().int().nullable(),
  last_login_at: z.string().nullable(),
});
export type DrillDownRow = z.infer<typeof drillDownRowSchema>;

export const drillDownPageSchema = z.object({
  data: z.array(drillDownRowSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int().nonnegative(),
  per_page: z.number().int(),
});
export type DrillDownPage = z.infer<typeof drillDownPageSchema>;
