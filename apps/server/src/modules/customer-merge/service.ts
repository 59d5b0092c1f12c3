import { sql } from 'drizzle-orm';
import {
  customerMergeMessages as messages,
  customerRecordRoute,
  employmentStatusAtEntryLabels,
  highestGradeLabels,
  type MergeBody,
  type MergeCandidate,
  type MergeCompareResponse,
  type MergeField,
  mergeFieldLabels,
  mergeFields,
  mergeUndoDays,
  customerRaceLabels,
  customerSexLabels,
  yesNoUndisclosedLabels,
} from '@portal/contracts';
import { type Db, type DbOrTx, schema } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { canSeeCustomer, isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import { childRowCounts, ident, rowsOf } from './catalog.ts';
import * as repository from './repository.ts';

export const mergeJobNames = { run: 'customer-merge.run', sweep: 'customer-merge.sweep' } as const;

/** Merging is for admins and agency admins (docs/spec-decisions.md), of customers they can reach. */
function requireMerger(actor: Actor): StaffActor {
  const staff = requireStaff(actor);
  if (!isAdmin(staff)) throw forbidden();
  return staff;
}

const labelSets: Partial<Record<MergeField, Record<string, string>>> = {
  sex: customerSexLabels,
  hispanic_latino: yesNoUndisclosedLabels,
  disability: yesNoUndisclosedLabels,
  veteran_status: yesNoUndisclosedLabels,
  highest_grade_completed: highestGradeLabels,
  employment_status_at_entry: employmentStatusAtEntryLabels,
  races: customerRaceLabels,
};

/** A column's value as the compare page shows it: labels for coded values, a list joined, null when empty. */
function shown(field: MergeField, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const labels = labelSets[field];
  if (Array.isArray(value))
    return value.length === 0 ? 'Chose not to self-identify' : value.map((v: string) => labels?.[v] ?? v).join(', ');
  // The row comes as JSON: a string, or a number or boolean shown as JSON writes it.
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return labels?.[text] ?? text;
}

/** GET compare: the two records side by side, with every field a merge lets staff choose. */
export async function compare(db: Db, actor: Actor, ids: number[]): Promise<MergeCompareResponse> {
  const staff = requireMerger(actor);
  const columns = mergeFields.map((field) => sql`${field}::text, c.${ident(field)}`);
  const rows = await rowsOf<{
    id: number;
    locationIds: number[];
    deleted: boolean;
    mergedInto: number | null;
    createdAt: string | Date;
    values: Record<string, unknown>;
    locations: string[];
  }>(
    db,
    sql`
    select c.id, c.location_ids as "locationIds", c.deleted_at is not null as deleted, c.merged_into as "mergedInto",
      c.created_at as "createdAt", jsonb_build_object(${sql.join(columns, sql`, `)}) as values,
      array(select l.name from locations l where l.id = any(c.location_ids) order by l.name) as locations
    from customers c where c.id = any(${sql.param(ids)}::int[])`,
  );
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((row) => !canSeeCustomer(staff, row))) throw forbidden();
  const counts = await childRowCounts(db, ids);
  const customers: MergeCandidate[] = ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id)!;
    return {
      id,
      values: Object.fromEntries(
        mergeFields.map((field) => [field, shown(field, row.values[field])]),
      ) as MergeCandidate['values'],
      locations: row.locations,
      created_at: new Date(row.createdAt).toISOString(),
      child_rows: counts.get(id) ?? 0,
      deleted: row.deleted,
      merged_into: row.mergedInto,
    };
  });
  return { customers, fields: mergeFields.map((key) => ({ key, label: mergeFieldLabels[key] })) };
}

/**
 * POST merge: in one transaction, checks both records, copies the chosen values onto the survivor, makes the
 * loser read-only (merged_into, and deleted as a deleted record is) and records the merge; then nudges the job
 * that moves the child rows. The merge row is the job's truth: the sweep finishes a merge whose nudge was lost.
 */
export async function startMerge(
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  body: { survivor_id: number; loser_id: number; fields_from_loser: MergeBody['fields_from_loser'] & {} },
  ip: string,
): Promise<{ merge_id: number }> {
  const staff = requireMerger(actor);
  const fields = mergeFields.filter((field) => body.fields_from_loser.includes(field));
  const mergeId = await db.transaction(async (tx) => {
    const locked = await repository.lockCustomers(tx, [body.survivor_id, body.loser_id]);
    if (locked.length !== 2) throw notFound();
    if (locked.some((row) => !canSeeCustomer(staff, row))) throw forbidden();
    if (locked.some((row) => row.mergedInto !== null)) throw conflict(messages.alreadyMerged);
    if (locked.some((row) => row.deletedAt !== null)) throw conflict(messages.deleted);
    // A record still receiving another merge's rows would leave the late ones behind if it were merged away now.
    if (locked.find((row) => row.id === body.loser_id)!.receiving) throw conflict(messages.alreadyMerged);
    const survivorBefore = await repository.survivorValues(tx, body.survivor_id, fields);
    await repository.copyFields(tx, body.survivor_id, body.loser_id, fields);
    await repository.markLoser(tx, body.loser_id, body.survivor_id);
    const [merge] = await tx
      .insert(schema.customerMerges)
      .values({
        survivorId: body.survivor_id,
        loserId: body.loser_id,
        requestedBy: staff.staffId,
        fieldsFromLoser: fields,
        survivorBefore,
      })
      .returning({ id: sql<number>`id` });
    await audit(tx, {
      actor: staff,
      action: 'customer.merge.requested',
      entityType: 'customer_merge',
      entityId: merge!.id,
      customerId: body.survivor_id,
      detail: { survivor_id: body.survivor_id, loser_id: body.loser_id, fields_from_loser: fields },
      ip,
    });
    return merge!.id;
  });
  await jobs.send(mergeJobNames.run, { mergeId });
  return { merge_id: mergeId };
}

/** Only the staff who can reach the survivor learn of a merge; to anyone else it does not exist. */
async function reachableMerge(db: DbOrTx, staff: StaffActor, mergeId: number, lock = false) {
  const merge = await repository.findMerge(db, mergeId, lock);
  if (!merge) throw notFound();
  const [survivor] = await repository.lockCustomers(db, [merge.survivorId], lock);
  if (!survivor || !canSeeCustomer(staff, survivor)) throw notFound();
  return merge;
}

/** GET the poll (staff spec 4): false while the job runs, then the survivor's address. */
export async function status(db: Db, actor: Actor, mergeId: number): Promise<false | string> {
  const staff = requireMerger(actor);
  const merge = await reachableMerge(db, staff, mergeId);
  if (merge.status === 'running') return false;
  if (merge.status === 'undone') throw conflict(messages.alreadyUndone);
  return customerRecordRoute(merge.survivorId);
}

/** POST undo: within mergeUndoDays of the merge, once it has finished, by an admin who can reach the survivor. */
export async function undo(db: Db, actor: Actor, mergeId: number, ip: string) {
  const staff = requireMerger(actor);
  return db.transaction(async (tx) => {
    const merge = await reachableMerge(tx, staff, mergeId, true);
    if (merge.status === 'undone') throw conflict(messages.alreadyUndone);
    if (merge.status === 'running') throw conflict(messages.notCompleted);
    if (Date.now() - merge.createdAt.getTime() > mergeUndoDays * 86_400_000) throw conflict(messages.undoExpired);
    const pair = await repository.lockCustomers(tx, [merge.survivorId, merge.loserId]);
    if (pair.find((row) => row.id === merge.survivorId)?.mergedInto != null) {
      throw conflict(messages.survivorMergedAway);
    }
    await repository.undoMoves(tx, merge);
    await repository.restoreFields(tx, merge.survivorId, merge.survivorBefore as Record<string, unknown>);
    await repository.markLoser(tx, merge.loserId, null);
    await repository.markUndone(tx, merge.id, staff.staffId);
    await audit(tx, {
      actor: staff,
      action: 'customer.merge.undone',
      entityType: 'customer_merge',
      entityId: merge.id,
      customerId: merge.survivorId,
      detail: { survivor_id: merge.survivorId, loser_id: merge.loserId },
      ip,
    });
    return { message: messages.undone, survivor_id: merge.survivorId, loser_id: merge.loserId };
  });
}
