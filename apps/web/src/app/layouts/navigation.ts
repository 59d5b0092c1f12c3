import type { FeatureFlag } from '@portal/contracts';
import type commonMessages from '../../locales/en/common';
import { customerPortalPrefix, portalPaths } from '../../platform/auth';

export interface NavItem {
  to: string;
  label: string;
  /** The participant's pages: the label's key in the common catalogue, shown in the chosen language. */
  labelKey?: `nav.${keyof (typeof commonMessages)['nav']}`;
  /** Shown only while this client-settings feature flag is on. */
  feature?: FeatureFlag;
  /** On a wide screen, items of one group sit in a menu of that name; folded, they are listed with the rest. */
  group?: string;
}

/** The items whose feature flag, if they name one, is on. */
export function itemsForFeatures(items: readonly NavItem[], flags: Readonly<Record<string, boolean>>): NavItem[] {
  return items.filter((item) => item.feature === undefined || flags[item.feature] === true);
}

/**
 * Every portal's navigation. Only pages the router has are listed; app/links.test.ts checks each target against the
 * route table, so a link to a page not built yet fails there instead of leading to 'Page not found!'.
 */
export const customerNavItems: readonly NavItem[] = [
  { to: '/customer-portal/my-career', label: 'My Career', labelKey: 'nav.myCareer' },
  { to: '/customer-portal/outcomes', label: 'Outcomes', labelKey: 'nav.outcomes', feature: 'outcomes' },
  { to: '/customer-portal/occupations', label: 'Occupations', labelKey: 'nav.occupations' },
  { to: '/customer-portal/career-cluster/result', label: 'Career Clusters', labelKey: 'nav.careerClusters' },
  { to: '/customer-portal/educational-programs', label: 'Programs', labelKey: 'nav.programs' },
  { to: '/customer-portal/job-board', label: 'Job Board', labelKey: 'nav.jobBoard' },
  { to: '/customer-portal/forms', label: 'Forms', labelKey: 'nav.forms' },
  { to: '/customer-portal/documents', label: 'Documents', labelKey: 'nav.documents' },
  { to: '/customer-portal/community-catalog', label: '211 Resource Finder', labelKey: 'nav.resourceFinder' },
  { to: '/customer-portal/referrals', label: 'Referrals', labelKey: 'nav.referrals' },
  { to: `${customerPortalPrefix}/profile`, label: 'My Profile', labelKey: 'nav.myProfile' },
];

/**
 * /referrals/all and /community-catalog are reached from the dashboard's Referrals and Catalog widgets (staff spec
 * 2.1 names them as the widgets' targets): the staff header has no room for more links on a 1280 px screen.
 */
export const staffNavItems: readonly NavItem[] = [
  { to: portalPaths.staff.home, label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/customers', label: 'Customers' },
  { to: '/service-tracker', label: 'Service Tracker' },
  { to: '/employer-records', label: 'Employer Records' },
  { to: '/dynamic-querying', label: 'Dynamic Querying' },
  { to: '/transactions', label: 'Transactions', feature: 'funding' },
];

/**
 * Screens only admins may use; the server refuses everyone else anyway (403). The set-up screens share one menu, so
 * the admin's header fits a 1280 px laptop.
 */
export const staffAdminNavItems: readonly NavItem[] = [
  { to: '/reports', label: 'Reports' },
  { to: '/admin/forms', label: 'Form definitions', group: 'Administration' },
  { to: '/admin/service-catalog', label: 'Service catalogue', group: 'Administration' },
  { to: '/admin/home-resources', label: 'Home resources', group: 'Administration' },
  { to: '/admin/outcome-library', label: 'Outcome library', group: 'Administration' },
];

export const publicNavItems: readonly NavItem[] = [
  { to: '/career-cluster/survey', label: 'Career Cluster Survey', labelKey: 'nav.careerClusterSurvey' },
  { to: '/job-board', label: 'Job Board', labelKey: 'nav.jobBoard' },
  { to: '/about', label: 'About', labelKey: 'nav.about' },
  { to: portalPaths.customer.login, label: 'Sign in', labelKey: 'nav.signIn' },
];

/** The footer's link, in every layout. */
export const aboutPath = '/about';
