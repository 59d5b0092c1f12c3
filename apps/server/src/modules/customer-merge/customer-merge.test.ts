import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  customerMergePaths as paths,
  customerRecordPath,
  customerRecordPaths,
  customerRecordRoute,
  customerMergeMessages,
  type PossibleDuplicates,
} from '@portal/contracts';
import { type Db, schema } from '@portal/db';
import {
  assignCaseManager,
  createCustomer,
  createCustomerDocument,
  createEnrollment,
  createFormResponse,
  createProgram,
  createRestriction,
  createSeedForms,
  createServiceLog,
  saveProgram,
} from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { childColumns, rowsOf } from './catalog.ts';
import { runMerge } from './mover.ts';

const path = (template: string, params: Record<string, number>) => customerRecordPath(template, params);

/** Rows of every child table (read from the catalog, as the job does) that belong to each of the customers. */
async function childCounts(db: Db, ids: number[]): Promise<Record<string, Record<number, number>>> {
  const counts: Record<string, Record<number, number>> = {};
  for (const child of await childColumns(db)) {
    const rows = await rowsOf<{ id: number; n: number }>(
      db,
      sql`select ${sql.identifier(child.column)} as id, count(*)::int as n from ${sql.identifier(child.table)}
        where ${sql.identifier(child.column)} = any(${sql.param(ids)}::int[]) group by 1`,
    );
    const byCustomer = Object.fromEntries(ids.map((id) => [id, 0]));
    for (const row of rows) byCustomer[row.id] = row.n;
    counts[`${child.table}.${child.column}`] = byCustomer;
  }
  return counts;
}

const total = (counts: Record<number, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

async function movesOf(db: Db, mergeId: number) {
  return db.select().from(schema.customerMergeMoves).where(eq(schema.customerMergeMoves.mergeId, mergeId));
}

describe('customer merge', () => {
  let t: TestApp;
  let formId: number;
  let programId: number;

  beforeAll(async () => {
    t = await createTestApp();
    formId = Object.values(await createSeedForms(t.db))[0]!;
    programId = (await createProgram(t.db)).id;
  }, 3 * testAppTimeout);
  afterAll(() => t?.close());

  /** A duplicate pair at location A, each with a history, and rows that collide (a program saved by both, ...). */
  async function duplicates() {
    const at = { primaryLocationId: t.world.locationA.id, birthdate: '1984-03-09' };
    const survivor = await createCustomer(t.db, { ...at, firstName: 'Dana', lastName: 'Whitfield' });
    const loser = await createCustomer(t.db, { ...at, firstName: 'Dana', lastName: 'Whitfeild', phone: '5055550123' });
    for (const customer of [survivor, loser]) {
      await createServiceLog(t.db, { customerId: customer.id, createdBy: t.world.caseManager.id });
      await createEnrollment(t.db, customer.id);
      await saveProgram(t.db, customer.id, programId);
      await assignCaseManager(t.db, customer.id, t.world.caseManager.id);
      await createFormResponse(t.db, { formId, customerId: customer.id });
    }
    for (let i = 0; i < 3; i += 1) {
      await createServiceLog(t.db, { customerId: loser.id, createdBy: t.world.caseManager.id });
      await createRestriction(t.db, { customerId: loser.id, creatorUserId: t.world.caseManager.id });
    }
    await createCustomerDocument(t.db, loser.id);
    return { survivor, loser };
  }

  async function merge(survivorId: number, loserId: number, fields: string[] = []) {
    const response = await (
      await t.as('admin')
    ).post(paths.merge, {
      survivor_id: survivorId,
      loser_id: loserId,
      fields_from_loser: fields,
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json<{ merge_id: number }>().merge_id;
  }

  /** What a finished merge must leave: every row of both is on the survivor, folded or kept; nothing twice. */
  async function expectComplete(
    mergeId: number,
    before: Awaited<ReturnType<typeof childCounts>>,
    s: number,
    l: number,
  ) {
    const after = await childCounts(t.db, [s, l]);
    const moves = await movesOf(t.db, mergeId);
    for (const [name, counts] of Object.entries(before)) {
      const mine = moves.filter((move) => `${move.tableName}.${move.columnName}` === name);
      const folded = mine.filter((move) => move.action === 'folded').length;
      const kept = mine.filter((move) => move.action === 'kept').length;
      expect(total(after[name]!), name).toBe(total(counts) - folded);
      expect(after[name]![l], name).toBe(kept);
      expect(mine.filter((move) => move.action === 'moved').length, name).toBe(counts[l]! - folded - kept);
    }
    const keys = moves.map((move) => `${move.tableName}.${move.columnName}:${JSON.stringify(move.rowKey)}`);
    expect(new Set(keys).size).toBe(keys.length);
    const [row] = await t.db.select().from(schema.customerMerges).where(eq(schema.customerMerges.id, mergeId));
    expect(row!.status).toBe('completed');
  }

  it('moves every child table to the survivor, folds colliding leaves, keeps colliding parents; the loser is read-only', async () => {
    const { survivor, loser } = await duplicates();
    const before = await childCounts(t.db, [survivor.id, loser.id]);
    const mergeId = await merge(survivor.id, loser.id, ['last_name', 'phone']);

    const admin = await t.as('admin');
    expect((await admin.get(path(paths.status, { mergeId }))).json()).toBe(false);
    await runMerge(t.db, mergeId);
    await expectComplete(mergeId, before, survivor.id, loser.id);
    expect((await admin.get(path(paths.status, { mergeId }))).json()).toBe(customerRecordRoute(survivor.id));

    const moves = await movesOf(t.db, mergeId);
    expect(
      moves
        .filter((m) => m.action === 'folded')
        .map((m) => m.tableName)
        .sort(),
    ).toEqual(['customer_accounts', 'customer_case_managers', 'saved_programs']);
    expect(moves.filter((m) => m.action === 'kept').map((m) => m.tableName)).toEqual(['form_responses']);
    const [kept] = await t.db.select().from(schema.customers).where(eq(schema.customers.id, survivor.id));
    expect(kept).toMatchObject({ lastName: 'Whitfeild', phone: '5055550123', firstName: 'Dana' });
    const [gone] = await t.db.select().from(schema.customers).where(eq(schema.customers.id, loser.id));
    expect(gone!.mergedInto).toBe(survivor.id);

    const write = await (await t.as('caseManager')).post(path(customerRecordPaths.archive, { id: loser.id }));
    expect(write.statusCode).toBe(404);
    const [audited] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'customer.merge.completed'))
      .orderBy(sql`id desc`)
      .limit(1);
    const rows = (audited!.detail as { rows: Record<string, { moved?: unknown[] }> }).rows;
    expect(rows['service_logs.customer_id']!.moved).toHaveLength(4);
  });

  it('a job stopped halfway and run again neither loses nor doubles a row', async () => {
    const { survivor, loser } = await duplicates();
    const before = await childCounts(t.db, [survivor.id, loser.id]);
    const mergeId = await merge(survivor.id, loser.id);
    const stop = new Error('worker stopped');
    await expect(
      runMerge(t.db, mergeId, {
        batchSize: 1,
        afterBatch: (batches) => {
          if (batches === 4) throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect(await movesOf(t.db, mergeId)).toHaveLength(4);
    const [halfway] = await t.db.select().from(schema.customerMerges).where(eq(schema.customerMerges.id, mergeId));
    expect(halfway!.status).toBe('running');
    expect((await (await t.as('admin')).get(path(paths.status, { mergeId }))).json()).toBe(false);

    await runMerge(t.db, mergeId, { batchSize: 2 });
    await expectComplete(mergeId, before, survivor.id, loser.id);
    // A late retry of a finished merge changes nothing.
    await runMerge(t.db, mergeId);
    await expectComplete(mergeId, before, survivor.id, loser.id);
  });

  it('undo puts every row and the survivor’s fields back, once', async () => {
    const { survivor, loser } = await duplicates();
    const before = await childCounts(t.db, [survivor.id, loser.id]);
    const mergeId = await merge(survivor.id, loser.id, ['last_name']);
    const admin = await t.as('admin');
    const early = await admin.post(path(paths.undo, { mergeId }));
    expect(early.json()).toEqual({ message: customerMergeMessages.notCompleted });
    await runMerge(t.db, mergeId);

    const undone = await admin.post(path(paths.undo, { mergeId }));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await childCounts(t.db, [survivor.id, loser.id])).toEqual(before);
    const [kept] = await t.db.select().from(schema.customers).where(eq(schema.customers.id, survivor.id));
    expect(kept!.lastName).toBe('Whitfield');
    const [back] = await t.db.select().from(schema.customers).where(eq(schema.customers.id, loser.id));
    expect(back).toMatchObject({ mergedInto: null, deletedAt: null });
    expect((await admin.post(path(paths.undo, { mergeId }))).statusCode).toBe(409);
  });

  it('the merged record names the merge to undo to an admin while it may be undone; the survivor lists it', async () => {
    const { survivor, loser } = await duplicates();
    const mergeId = await merge(survivor.id, loser.id);
    const undoOf = async (role: 'admin' | 'caseManager') =>
      (await (await t.as(role)).get(path(paths.possibleDuplicates, { id: loser.id }))).json<PossibleDuplicates>()
        .undo_merge_id;
    // Running: not yet.
    expect(await undoOf('admin')).toBeNull();
    const running = (
      await (await t.as('admin')).get(path(paths.possibleDuplicates, { id: survivor.id }))
    ).json<PossibleDuplicates>();
    expect(running.merged_from).toEqual([]);
    await runMerge(t.db, mergeId);
    const notice = (
      await (await t.as('admin')).get(path(paths.possibleDuplicates, { id: loser.id }))
    ).json<PossibleDuplicates>();
    expect(notice).toMatchObject({ merged_into: survivor.id, undo_merge_id: mergeId, duplicates: [] });
    expect(await undoOf('caseManager')).toBeNull();
    const live = (
      await (await t.as('admin')).get(path(paths.possibleDuplicates, { id: survivor.id }))
    ).json<PossibleDuplicates>();
    expect(live.undo_merge_id).toBeNull();
    // The survivor points back at the merged record, for everyone who reads it.
    const back = (
      await (await t.as('caseManager')).get(path(paths.possibleDuplicates, { id: survivor.id }))
    ).json<PossibleDuplicates>();
    expect(back.merged_from.map((row: { id: number }) => row.id)).toEqual([loser.id]);
    expect(Number.isNaN(Date.parse(back.merged_from[0]!.merged_at))).toBe(false);

    await t.db
      .update(schema.customerMerges)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(schema.customerMerges.id, mergeId));
    expect(await undoOf('admin')).toBeNull();
  });

  it('refuses an undo after 30 days, and a merge of a merged, deleted or unreachable record', async () => {
    const { survivor, loser } = await duplicates();
    const mergeId = await merge(survivor.id, loser.id);
    await runMerge(t.db, mergeId);
    await t.db
      .update(schema.customerMerges)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(schema.customerMerges.id, mergeId));
    const admin = await t.as('admin');
    expect((await admin.post(path(paths.undo, { mergeId }))).json()).toEqual({
      message: customerMergeMessages.undoExpired,
    });
    const third = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id, portal: false });
    const again = await admin.post(paths.merge, { survivor_id: third.id, loser_id: loser.id });
    expect(again.json()).toEqual({ message: customerMergeMessages.alreadyMerged });
    const elsewhere = await createCustomer(t.db, { primaryLocationId: t.world.locationB.id, portal: false });
    expect((await admin.post(paths.merge, { survivor_id: third.id, loser_id: elsewhere.id })).statusCode).toBe(403);
    const same = await admin.post(paths.merge, { survivor_id: third.id, loser_id: third.id });
    expect(same.statusCode).toBe(422);
    expect(same.json<ErrorBody>().errors?.loser_id).toEqual([customerMergeMessages.sameRecord]);
  });

  it('compare shows both records with the fields to choose and their record counts', async () => {
    const { survivor, loser } = await duplicates();
    const response = await (await t.as('agencyAdmin')).get(`${paths.compare}?ids=${survivor.id},${loser.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      customers: Array<{ id: number; values: Record<string, string | null>; child_rows: number }>;
    }>();
    expect(body.customers.map((c) => [c.id, c.values.last_name])).toEqual([
      [survivor.id, 'Whitfield'],
      [loser.id, 'Whitfeild'],
    ]);
    expect(body.customers[1]!.child_rows).toBeGreaterThan(body.customers[0]!.child_rows);
    expect((await (await t.as('admin')).get(`${paths.compare}?ids=${survivor.id}`)).statusCode).toBe(422);
  });

  it('finds possible duplicates by birthdate and a typo-tolerant name', async () => {
    const { survivor, loser } = await duplicates();
    const other = await createCustomer(t.db, {
      primaryLocationId: t.world.locationA.id,
      birthdate: '1984-03-09',
      firstName: 'Morgan',
      lastName: 'Blake',
    });
    const client = await t.as('caseManager');
    const found = (await client.get(path(paths.possibleDuplicates, { id: survivor.id }))).json<PossibleDuplicates>();
    expect(found.duplicates.map((d: { id: number }) => d.id)).toContain(loser.id);
    expect(found.duplicates.map((d: { id: number }) => d.id)).not.toContain(other.id);
    expect(found.can_merge).toBe(false);
    const none = (await client.get(path(paths.possibleDuplicates, { id: other.id }))).json<PossibleDuplicates>();
    expect(none.duplicates.map((d: { id: number }) => d.id)).not.toContain(survivor.id);
  });
});
