import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, schema } from '@portal/db';
import { createFundingTransaction, createServiceLogProgram, setFundingBudget } from '@portal/db/factories';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { seedWorld, type World } from '../../testing/world.ts';

/** What the database itself guarantees, whatever the application does (docs/decisions/0032). */

let database: TestDatabase;
let t: { db: Db; world: World };
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  t = { db, world: await seedWorld(db) };
});
afterAll(() => database?.dispose());

async function pendingObligation() {
  const program = await createServiceLogProgram(t.db);
  const transaction = await createFundingTransaction(t.db, {
    customerId: t.world.customer.id,
    createdBy: t.world.caseManager.id,
    programs: [{ programId: program.id, fundsCents: 150_000 }],
  });
  return { program, transaction };
}

const cause = (error: unknown): string => {
  const inner = (error as { cause?: { message?: string } }).cause;
  return `${(error as Error).message} ${inner?.message ?? ''}`;
};

describe('funding ledger in the database', () => {
  it('refuses an UPDATE of a ledger entry', async () => {
    const { transaction } = await pendingObligation();
    const update = t.db
      .update(schema.fundingLedgerEntries)
      .set({ toStatus: 2 })
      .where(eq(schema.fundingLedgerEntries.transactionId, transaction.id));
    await expect(update).rejects.toSatisfy((error) => cause(error).includes('append-only'));
    const [entry] = await t.db
      .select()
      .from(schema.fundingLedgerEntries)
      .where(eq(schema.fundingLedgerEntries.transactionId, transaction.id));
    expect(entry!.toStatus).toBe(1);
  });

  it('refuses an UPDATE or DELETE of ledger amounts, and a DELETE of an entry', async () => {
    const { transaction } = await pendingObligation();
    await expect(
      t.db.execute(sql`update funding_ledger_amounts set obligated_delta_cents = 999999
        where entry_id in (select id from funding_ledger_entries where transaction_id = ${transaction.id})`),
    ).rejects.toSatisfy((error) => cause(error).includes('append-only'));
    await expect(
      t.db.execute(sql`delete from funding_ledger_amounts
        where entry_id in (select id from funding_ledger_entries where transaction_id = ${transaction.id})`),
    ).rejects.toSatisfy((error) => cause(error).includes('append-only'));
    await expect(
      t.db.execute(sql`delete from funding_ledger_entries where transaction_id = ${transaction.id}`),
    ).rejects.toSatisfy((error) => cause(error).includes('append-only'));
  });

  it('refuses a status change without the ledger entry of the new version', async () => {
    const { transaction } = await pendingObligation();
    await expect(
      t.db
        .update(schema.fundingTransactions)
        .set({ status: 2, version: 2 })
        .where(eq(schema.fundingTransactions.id, transaction.id)),
    ).rejects.toSatisfy((error) => cause(error).includes('ledger entry'));
  });

  it('refuses the same version twice', async () => {
    const { transaction } = await pendingObligation();
    await expect(
      t.db.insert(schema.fundingLedgerEntries).values({
        transactionId: transaction.id,
        version: 1,
        actorId: t.world.admin.id,
        fromStatus: 1,
        toStatus: 2,
      }),
    ).rejects.toSatisfy((error) => cause(error).includes('funding_ledger_entries_version_unique'));
  });

  it('keeps the program year balance from the ledger amounts', async () => {
    const program = await createServiceLogProgram(t.db);
    await setFundingBudget(t.db, program.id, 2025, 1_000_000);
    await createFundingTransaction(t.db, {
      customerId: t.world.customer.id,
      createdBy: t.world.caseManager.id,
      requestedOn: '2025-09-01',
      status: 2,
      programs: [{ programId: program.id, fundsCents: 250_000 }],
    });
    await createFundingTransaction(t.db, {
      customerId: t.world.customer.id,
      createdBy: t.world.caseManager.id,
      requestedOn: '2026-03-01',
      status: 7,
      programs: [{ programId: program.id, fundsCents: 100_001 }],
    });
    const [budget] = await t.db
      .select()
      .from(schema.fundingBudgets)
      .where(eq(schema.fundingBudgets.programId, program.id));
    expect(budget).toMatchObject({
      programYear: 2025,
      budgetCents: 1_000_000,
      obligatedCents: 250_000,
      expendedCents: 100_001,
    });
  });
});
