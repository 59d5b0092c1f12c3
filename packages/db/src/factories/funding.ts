import type { DbOrTx } from '../client.ts';
import {
  fundingBudgets,
  fundingCourseTypes,
  fundingLedgerAmounts,
  fundingLedgerEntries,
  fundingPaymentTypes,
  fundingTransactionPrograms,
  fundingTransactions,
  fundingVendors,
} from '../schema/index.ts';

/**
 * Funding rows for tests, the demo seed and the benches. A transaction is written with its ledger entry in one
 * database transaction, as the schema's triggers demand; its single entry carries the deltas its status implies
 * (an imported history: obligated for 2, 3 and 6, expended for 4 and 7).
 */

let sequence = 0;
const next = () => ++sequence;

export async function createFundingVendor(db: DbOrTx, overrides: Partial<typeof fundingVendors.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(fundingVendors)
    .values({
      name: `Front Range Training ${n}`,
      address: `${100 + n} Main St`,
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      email: `vendor${n}@example.test`,
      taxId: String(840_000_000 + n),
      category: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createFundingPaymentType(
  db: DbOrTx,
  overrides: Partial<typeof fundingPaymentTypes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(fundingPaymentTypes)
    .values({ name: `Check ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function createFundingCourseType(
  db: DbOrTx,
  overrides: Partial<typeof fundingCourseTypes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(fundingCourseTypes)
    .values({ name: `Occupational Skills ${next()}`, ...overrides })
    .returning();
  return row!;
}

/** Sets (or creates) a program's budget for a program year, keeping its running totals. */
export async function setFundingBudget(db: DbOrTx, programId: number, programYear: number, budgetCents: number) {
  const [row] = await db
    .insert(fundingBudgets)
    .values({ programId, programYear, budgetCents })
    .onConflictDoUpdate({ target: [fundingBudgets.programId, fundingBudgets.programYear], set: { budgetCents } })
    .returning();
  return row!;
}

export interface FundingTransactionOverrides extends Partial<typeof fundingTransactions.$inferInsert> {
  customerId: number;
  createdBy: number;
  /** Program lines in cents; at least one. */
  programs: { programId: number; fundsCents: number }[];
  note?: string;
}

function deltasFor(status: number, cents: number) {
  if (status === 2 || status === 3 || status === 6) return { obligatedDeltaCents: cents, expendedDeltaCents: 0 };
  if (status === 4 || status === 7) return { obligatedDeltaCents: 0, expendedDeltaCents: cents };
  return { obligatedDeltaCents: 0, expendedDeltaCents: 0 };
}

export async function createFundingTransaction(db: DbOrTx, overrides: FundingTransactionOverrides) {
  const { programs, note, ...values } = overrides;
  const status = values.status ?? 1;
  const requestedOn = values.requestedOn ?? new Date().toISOString().slice(0, 10);
  const month = Number(requestedOn.slice(5, 7));
  const programYear = values.programYear ?? Number(requestedOn.slice(0, 4)) - (month >= 7 ? 0 : 1);
  const totalCents = programs.reduce((sum, line) => sum + line.fundsCents, 0);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fundingTransactions)
      .values({
        category: 1,
        title: `Funding request ${next()}`,
        description: 'Tuition for an occupational skills course',
        recipientOfPayment: 'vendor',
        requestedBy: values.createdBy,
        ...values,
        status,
        version: 1,
        requestedOn,
        programYear,
        totalCents,
      })
      .returning();
    const transaction = row!;
    await tx
      .insert(fundingTransactionPrograms)
      .values(programs.map((line) => ({ transactionId: transaction.id, ...line })));
    const [entry] = await tx
      .insert(fundingLedgerEntries)
      .values({
        transactionId: transaction.id,
        version: 1,
        actorId: values.createdBy,
        fromStatus: null,
        toStatus: status,
        note: note ?? null,
        ...(values.createdAt ? { at: values.createdAt } : {}),
      })
      .returning({ id: fundingLedgerEntries.id });
    await tx.insert(fundingLedgerAmounts).values(
      programs.map((line) => ({
        entryId: entry!.id,
        programId: line.programId,
        programYear,
        customerId: transaction.customerId,
        requestedCents: line.fundsCents,
        ...deltasFor(status, line.fundsCents),
      })),
    );
    return transaction;
  });
}
