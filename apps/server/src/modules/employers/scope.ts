import { and, eq, isNull } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireStaff, staffReachesLocation } from '../../platform/access/policies.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';

const { employers, locations } = schema;

/**
 * Which employers a staff user reaches (docs/spec-decisions.md, Employer records): those whose account originator is
 * one of the user's locations; agency admins reach all. null means "every location".
 */
export type OriginatorScope = number[] | null;
export const originatorScope = (staff: StaffActor): OriginatorScope =>
  staff.role === 'agency_admin' ? null : staff.locationIds;

export type EmployerRow = typeof employers.$inferSelect & { accountOriginator: string };

/**
 * Every employer route's first step: a live employer the caller reaches. A deleted or unknown employer is 404; one of
 * another location is 403 (as for customers).
 */
export async function reachableEmployer(db: DbOrTx, actor: Actor, employerId: number) {
  const staff = requireStaff(actor);
  const [row] = await db
    .select({ employer: employers, accountOriginator: locations.name })
    .from(employers)
    .innerJoin(locations, eq(locations.id, employers.accountOriginatorLocationId))
    .where(and(eq(employers.id, employerId), isNull(employers.deletedAt)));
  if (!row) throw notFound();
  if (!staffReachesLocation(staff, row.employer.accountOriginatorLocationId)) throw forbidden();
  return { staff, employer: { ...row.employer, accountOriginator: row.accountOriginator } satisfies EmployerRow };
}
