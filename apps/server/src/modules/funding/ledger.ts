import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatDollars, fundingMessages as messages, type FundingStatus } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';

/**
 * The only code that writes the ledger (docs/decisions/0032). A state change locks the transaction row, checks the
 * version the caller saw, appends the entry of the next version with its amounts, then moves the row's status and
 * version (the database refuses the move without that entry, and refuses any change to an entry).
 */

const { fundingTransactions: transactions, fundingLedgerEntries: entries, fundingLedgerAmounts: amounts } = schema;
const { fundingBudgets: budgets, serviceLogPrograms: programs } = schema;

export type LockedTransaction = typeof transactions.$inferSelect & { status: FundingStatus };

export async function lockTransaction(tx: DbOrTx, id: number): Promise<LockedTransaction | null> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return (row as LockedTransaction | undefined) ?? null;
}

export interface LedgerAmount {
  programId: number;
  requestedCents: number;
  obligatedDeltaCents?: number;
  expendedDeltaCents?: number;
}

export interface AppendInput {
  row: LockedTransaction;
  actorId: number;
  toStatus: FundingStatus;
  note?: string | null | undefined;
  amounts: LedgerAmount[];
  /** The requester of a new pending step (submit, resubmit); kept otherwise. */
  requestedBy?: number;
}

/** Appends the entry of version row.version + 1 and moves the row to it; returns the new version. */
export async function appendEntry(tx: DbOrTx, input: AppendInput): Promise<number> {
  const { row } = input;
  const version = row.version + 1;
  const [entry] = await tx
    .insert(entries)
    .values({
      transactionId: row.id,
      version,
      actorId: input.actorId,
      fromStatus: row.status,
      toStatus: input.toStatus,
      note: input.note ?? null,
    })
    .returning({ id: entries.id });
  await insertAmounts(tx, entry!.id, row, input.amounts);
  await tx
    .update(transactions)
    .set({
      status: input.toStatus,
      version,
      requestedBy: input.requestedBy ?? row.requestedBy,
      updatedAt: new Date(),
    })
    .where(eq(transactions.id, row.id));
  row.status = input.toStatus;
  row.version = version;
  if (input.requestedBy !== undefined) row.requestedBy = input.requestedBy;
  return version;
}

export async function insertAmounts(
  tx: DbOrTx,
  entryId: number,
  row: { programYear: number; customerId: number },
  lines: LedgerAmount[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(amounts).values(
    lines.map((line) => ({
      entryId,
      programId: line.programId,
      programYear: row.programYear,
      customerId: row.customerId,
      requestedCents: line.requestedCents,
      obligatedDeltaCents: line.obligatedDeltaCents ?? 0,
      expendedDeltaCents: line.expendedDeltaCents ?? 0,
    })),
  );
}

/** What the transaction holds obligated now, per program (the sum of its obligated deltas). */
export async function obligatedByProgram(tx: DbOrTx, transactionId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      programId: amounts.programId,
      cents: sql<string>`sum(${amounts.obligatedDeltaCents})`,
    })
    .from(amounts)
    .innerJoin(entries, eq(entries.id, amounts.entryId))
    .where(eq(entries.transactionId, transactionId))
    .groupBy(amounts.programId);
  return new Map(
    rows.map((row) => [row.programId, Number(row.cents)]).filter(([, cents]) => cents !== 0) as [number, number][],
  );
}

export interface Shortfall {
  programId: number;
  message: string;
}

/**
 * Whether each program's available balance in the program year covers `needs` (cents per program). With `lock`,
 * the budget rows are locked (in program order, so two approvals never deadlock) until the caller's transaction
 * ends, so the check and the ledger entry that spends the money cannot be separated by another approval.
 */
export async function shortfalls(
  tx: DbOrTx,
  programYear: number,
  needs: Map<number, number>,
  { lock }: { lock: boolean },
): Promise<Shortfall[]> {
  const wanted = [...needs.entries()].filter(([, cents]) => cents > 0).map(([programId]) => programId);
  if (wanted.length === 0) return [];
  const budgetQuery = tx
    .select({
      programId: budgets.programId,
      budget: budgets.budgetCents,
      obligated: budgets.obligatedCents,
      expended: budgets.expendedCents,
    })
    .from(budgets)
    .where(and(eq(budgets.programYear, programYear), inArray(budgets.programId, wanted)))
    .orderBy(asc(budgets.programId));
  const budgetRows = lock ? await budgetQuery.for('update') : await budgetQuery;
  const byProgram = new Map(budgetRows.map((row) => [row.programId, row]));
  // The programs' names only for a refusal's message (the usual approval has none to name).
  const short = wanted.filter((programId) => {
    const budget = byProgram.get(programId);
    return !budget || (needs.get(programId) ?? 0) > budget.budget - budget.obligated - budget.expended;
  });
  if (short.length === 0) return [];
  const names = await tx
    .select({ programId: programs.id, name: programs.name })
    .from(programs)
    .where(inArray(programs.id, short))
    .orderBy(asc(programs.id));
  const problems: Shortfall[] = [];
  for (const { programId, name } of names) {
    const need = needs.get(programId) ?? 0;
    const budget = byProgram.get(programId);
    if (!budget) {
      problems.push({ programId, message: messages.noBudget(name, programYear) });
      continue;
    }
    const available = budget.budget - budget.obligated - budget.expended;
    problems.push({
      programId,
      message: messages.overBudget(name, programYear, formatDollars(available), formatDollars(need)),
    });
  }
  return problems;
}
