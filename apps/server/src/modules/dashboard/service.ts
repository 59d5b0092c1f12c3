import {
  boardDayStart,
  drillDownPerPage,
  monthOf,
  myCustomersWidgetSize,
  programYearOf,
  type CustomerLoginInfo,
  type DrillDownPage,
  type EnrolledCustomers,
  type MyCustomers,
  type PortalUsageStatistics,
  type ReferralsSummary,
  type StaffOutcomes,
  type TotalUniqueCustomers,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { notFound } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import * as repository from './repository.ts';
import * as referrals from '../referrals/summary.ts';
import * as outcomes from '../outcomes/service.ts';

/** Figures cover the staff user's locations; agency admins see every location's. */
function scopeOf(staff: StaffActor): repository.CustomerScope {
  return staff.role === 'agency_admin' ? { kind: 'all' } : { kind: 'locations', ids: staff.locationIds };
}

/** The current calendar month in the board's time zone: the instants its first day and the next month's begin. */
export function currentMonth(now: Date): repository.Period {
  const [year, month] = monthOf(now).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: boardDayStart(`${monthOf(now)}-01`), to: boardDayStart(`${next}-01`) };
}

async function flagOn(db: Db, flag: string): Promise<boolean> {
  const settings = await getClientSettings(db);
  return settings.feature_flags[flag] === true;
}

export async function customerLoginInfo(db: Db, actor: Actor, now = new Date()): Promise<CustomerLoginInfo> {
  const staff = requireStaff(actor);
  const featureEnabled = await flagOn(db, 'customer_login_info');
  const period = currentMonth(now);
  const counts = featureEnabled
    ? await repository.customerLogins(db, scopeOf(staff), period)
    : { unique_logins: 0, total_logins: 0 };
  return { featureEnabled, current_month: monthOf(now), ...counts };
}

export async function portalUsageStatistics(db: Db, actor: Actor, now = new Date()): Promise<PortalUsageStatistics> {
  const staff = requireStaff(actor);
  const featureEnabled = await flagOn(db, 'portal_usage_statistics');
  const counts = featureEnabled
    ? await repository.portalAccounts(db, scopeOf(staff), currentMonth(now).from)
    : { active: 0, inactive: 0 };
  return {
    featureEnabled,
    current_month: monthOf(now),
    active_accounts: counts.active,
    inactive_accounts: counts.inactive,
  };
}

export async function enrolledCustomers(db: Db, actor: Actor, now = new Date()): Promise<EnrolledCustomers> {
  const staff = requireStaff(actor);
  return { total: await repository.enrolledCustomers(db, scopeOf(staff)), program_year: programYearOf(now) };
}

export async function myCustomers(db: Db, actor: Actor): Promise<MyCustomers> {
  const staff = requireStaff(actor);
  const found = await repository.myCustomers(db, staff.staffId, myCustomersWidgetSize);
  return {
    data: found.map(({ id, full_name, avatar_url, email }) => ({ id, full_name, avatar_url, email })),
    total: found[0]?.total ?? 0,
  };
}

/** Completed, assigned and recommended outcomes of customers at the caller's locations (modules/outcomes). */
export async function staffOutcomes(db: Db, actor: Actor): Promise<StaffOutcomes> {
  return outcomes.staffTotals(db, actor);
}

/** The Referrals widget, on both dashboards: a customer's own referrals, or a staff user's locations'. */
export async function referralsSummary(db: Db, actor: Actor): Promise<ReferralsSummary> {
  return referrals.referralsSummary(db, actor);
}

export async function totalUniqueCustomers(db: Db, actor: Actor): Promise<TotalUniqueCustomers> {
  const staff = requireStaff(actor);
  return { total: await repository.pinnedCustomers(db, staff.staffId) };
}

export type DrillDown = 'logins' | 'accounts' | 'enrolled' | 'mine';

/**
 * A widget's full list, a page at a time. The login and account lists exist only while their widget's feature
 * flag is on (404 otherwise, as for any page that is not there). A page past the end is empty, not an error.
 */
export async function drillDown(
  db: Db,
  actor: Actor,
  list: DrillDown,
  page: number,
  now = new Date(),
): Promise<DrillDownPage> {
  const staff = requireStaff(actor);
  const slice = { offset: (page - 1) * drillDownPerPage, limit: drillDownPerPage };
  const scope = scopeOf(staff);
  let found: repository.DrillDownRow[];
  switch (list) {
    case 'logins':
      if (!(await flagOn(db, 'customer_login_info'))) throw notFound();
      found = await repository.loginCustomers(db, scope, currentMonth(now), slice);
      break;
    case 'accounts':
      if (!(await flagOn(db, 'portal_usage_statistics'))) throw notFound();
      found = await repository.portalAccountList(db, scope, slice);
      break;
    case 'enrolled':
      found = await repository.enrolledList(db, scope, slice);
      break;
    case 'mine':
      found = await repository.myCustomerList(db, staff.staffId, slice);
      break;
  }
  const total = found[0]?.total ?? (page > 1 ? await countPastEnd(db, actor, list, now) : 0);
  return {
    data: found.map(({ total: _total, ...row }) => row),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / drillDownPerPage)),
    total,
    per_page: drillDownPerPage,
  };
}

/** Past the last page the window count is not there to read: ask the first page for it. */
async function countPastEnd(db: Db, actor: Actor, list: DrillDown, now: Date): Promise<number> {
  return (await drillDown(db, actor, list, 1, now)).total;
}
