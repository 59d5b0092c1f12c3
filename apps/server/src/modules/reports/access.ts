import { caseManagerReportsFlag } from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';

/**
 * The reporting permission (issue #28): admins and agency admins; case managers too when the client setting
 * feature_flags.case_manager_reports is on (docs/spec-decisions.md).
 */
export async function mayReport(db: DbOrTx, role: StaffActor['role']): Promise<boolean> {
  if (role === 'admin' || role === 'agency_admin') return true;
  return (await getClientSettings(db)).feature_flags[caseManagerReportsFlag] === true;
}

export async function requireReporter(db: DbOrTx, actor: Actor): Promise<StaffActor> {
  const staff = requireStaff(actor);
  if (!(await mayReport(db, staff.role))) throw forbidden();
  return staff;
}

/** Whose records a report counts: the caller's locations, or every location for agency admins (as the indicators). */
export function locationScopeOf(staff: { role: StaffActor['role']; locationIds: number[] }): number[] | null {
  return staff.role === 'agency_admin' ? null : staff.locationIds;
}

/** Birth dates and other PII show unmasked to admins only, as in the query tool. */
export function seesPii(actor: Actor): boolean {
  return isAdmin(actor);
}
