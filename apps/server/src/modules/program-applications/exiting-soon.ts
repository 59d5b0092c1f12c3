import { sql } from 'drizzle-orm';
import { boardToday, exitingSoonDays, type ExitingSoonItem } from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { automaticExitCandidates, exitEnrollments } from './exits.ts';

/** Customers of the caller's locations (every location for an agency admin) whose enrolment exits by itself soon. */
export async function exitingSoon(db: Db, actor: Actor): Promise<{ data: ExitingSoonItem[] }> {
  const staff = requireStaff(actor);
  const due = await automaticExitCandidates(db, boardToday(), exitingSoonDays);
  if (!due.length) return { data: [] };
  const scope = staff.role === 'agency_admin' ? null : staff.locationIds;
  const names = (await db.execute(sql`
    select id, first_name || ' ' || last_name as full_name from customers
    where id = any(${sql.param([...new Set(due.map((row) => row.customer_id))])}::int[]) and deleted_at is null
      ${scope === null ? sql`` : sql`and location_ids && ${sql.param(scope)}::int[]`}
  `)) as { rows: { id: number; full_name: string }[] };
  const nameOf = new Map(names.rows.map((row) => [row.id, row.full_name]));
  return {
    data: due.flatMap((row) => {
      const fullName = nameOf.get(row.customer_id);
      return fullName === undefined
        ? []
        : [
            {
              customer_id: row.customer_id,
              full_name: fullName,
              enrollment_id: row.id,
              program_name: row.program_name,
              last_service_at: row.last_service_at.toISOString(),
              automatic_exit_on: row.exit_on,
            },
          ];
    }),
  };
}

/**
 * The daily automatic exit: every enrolment 90 days without a service (none planned) exits, dated back to its last
 * service, common-exit ones of a customer together. One transaction per customer; an exited one is never touched
 * again, so a second run the same day changes nothing. Returns how many enrolments exited.
 */
export async function runAutomaticExits(db: Db, now: Date = new Date()): Promise<number> {
  const due = await automaticExitCandidates(db, boardToday(now));
  const groups = new Map<string, { customerId: number; exitAt: Date; ids: number[] }>();
  for (const row of due) {
    const key = `${row.customer_id}:${row.last_service_at.getTime()}`;
    const group = groups.get(key) ?? { customerId: row.customer_id, exitAt: row.last_service_at, ids: [] };
    group.ids.push(row.id);
    groups.set(key, group);
  }
  let exited = 0;
  for (const group of groups.values()) {
    exited += (
      await db.transaction((tx) =>
        exitEnrollments(tx, {
          customerId: group.customerId,
          enrollmentIds: group.ids,
          exitAt: group.exitAt,
          reason: null,
          kind: 'automatic',
          recordedBy: null,
        }),
      )
    ).length;
  }
  return exited;
}
