import {
  dashboardPaths,
  defaultClientSettings,
  programApplicationPaths,
  referralPaths,
  type CatalogWidget,
  type ClientSettings,
  type CustomerLoginInfo,
  type EnrolledCustomers,
  type ExitingSoonItem,
  type MyCustomers,
  type PortalUsageStatistics,
  type ReferralsSummary,
  type StaffOutcomes,
} from '@portal/contracts';
import type { MockResponse } from '../../test/fetchMock';

const zeroNetwork = { new_referral: 0, accepted: 0, rejected: 0, total: 0 };
export const zeroReferrals: ReferralsSummary = {
  incoming_referrals: zeroNetwork,
  outgoing_referrals: zeroNetwork,
  external_referrals: { info: 0, inquiry: 0, referral: 0, total: 0 },
};
export const emptyCatalog: CatalogWidget = { new_referral: 0, accepted: 0, rejected: 0, data: [] };
export const zeroOutcomes: StaffOutcomes = {
  total_completed_outcomes: 0,
  total_assigned_outcomes: 0,
  total_recommended_outcomes: 0,
};

export interface DashboardAnswers {
  flags?: Record<string, boolean>;
  logins?: CustomerLoginInfo;
  usage?: PortalUsageStatistics;
  enrolled?: EnrolledCustomers;
  mine?: MyCustomers;
  outcomes?: StaffOutcomes;
  referrals?: ReferralsSummary;
  catalog?: CatalogWidget;
  pinned?: number;
  exitingSoon?: ExitingSoonItem[];
}

/** The mockFetch routes a dashboard needs; every figure defaults to a plausible empty answer. */
export function dashboardRoutes(answers: DashboardAnswers = {}): Record<string, MockResponse> {
  const settings: ClientSettings = {
    ...defaultClientSettings,
    terminology_customer: 'Participant',
    terminology_customers: 'Participants',
    feature_flags: answers.flags ?? {},
  };
  return {
    'GET /settings': { body: settings },
    [`GET ${dashboardPaths.customerLoginInfo}`]: {
      body: answers.logins ?? { featureEnabled: false, current_month: '2026-11', unique_logins: 0, total_logins: 0 },
    },
    [`GET ${dashboardPaths.portalUsageStatistics}`]: {
      body: answers.usage ?? {
        featureEnabled: false,
        current_month: '2026-11',
        active_accounts: 0,
        inactive_accounts: 0,
      },
    },
    [`GET ${dashboardPaths.enrolledCustomers}`]: {
      body: answers.enrolled ?? { total: 0, program_year: '2026-2027' },
    },
    [`GET ${dashboardPaths.myCustomers}`]: { body: answers.mine ?? { data: [], total: 0 } },
    [`GET ${dashboardPaths.staffOutcomes}`]: { body: answers.outcomes ?? zeroOutcomes },
    [`GET ${dashboardPaths.referrals}`]: { body: answers.referrals ?? zeroReferrals },
    [`GET ${referralPaths.catalogWidget}`]: { body: answers.catalog ?? emptyCatalog },
    [`GET ${dashboardPaths.totalUniqueCustomers}`]: { body: { total: answers.pinned ?? 0 } },
    [`GET ${programApplicationPaths.exitingSoon}`]: { body: { data: answers.exitingSoon ?? [] } },
  };
}
