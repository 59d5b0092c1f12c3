import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  boardProgramYear,
  formatDollars,
  fundingMessages as messages,
  type FundingBalance,
  type fundingBudgetPutBodySchema,
  type FundingSummaryResponse,
} from '@portal/contracts';
import { type Db, schema } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid } from '../../platform/http/errors.ts';
import { balanceOf } from './records.ts';

/**
 * Budgets per program and WIOA program year, and the funds summary a fiscal agent copies into the quarterly ETA-9130
 * (budget, obligated, expended, available, customers served). Obligated and expended come from the ledger (kept by
 * its trigger in funding_budgets); only the budget is set here.
 */

const b = schema.fundingBudgets;
const p = schema.serviceLogPrograms;

function requireAdmin(actor: Actor) {
  const staff = requireStaff(actor);
  if (!isAdmin(staff)) throw forbidden();
  return staff;
}

async function balances(db: Db, programYear: number): Promise<FundingBalance[]> {
  const rows = await db
    .select({
      program_id: p.id,
      program_name: p.name,
      budget_cents: sql<number>`coalesce(${b.budgetCents}, 0)`.mapWith(Number),
      obligated_cents: sql<number>`coalesce(${b.obligatedCents}, 0)`.mapWith(Number),
      expended_cents: sql<number>`coalesce(${b.expendedCents}, 0)`.mapWith(Number),
    })
    .from(p)
    .leftJoin(b, and(eq(b.programId, p.id), eq(b.programYear, programYear)))
    .where(sql`${p.active} or ${b.programId} is not null`)
    .orderBy(asc(p.name));
  return rows.map((row) => balanceOf({ ...row, program_year: programYear }));
}

export async function listBudgets(db: Db, actor: Actor, programYear: number | undefined) {
  requireAdmin(actor);
  const year = programYear ?? boardProgramYear();
  return { data: await balances(db, year), program_year: year };
}

export async function putBudget(
  db: Db,
  actor: Actor,
  body: z.output<typeof fundingBudgetPutBodySchema>,
  ip: string,
): Promise<{ message: string; data: FundingBalance }> {
  const staff = requireAdmin(actor);
  const [program] = await db.select({ id: p.id }).from(p).where(eq(p.id, body.program_id));
  if (!program) throw invalid({ program_id: [messages.programInvalid] });
  await db.transaction(async (tx) => {
    await tx.insert(b).values({ programId: body.program_id, programYear: body.program_year }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(b)
      .where(and(eq(b.programId, body.program_id), eq(b.programYear, body.program_year)))
      .for('update');
    const committed = current!.obligatedCents + current!.expendedCents;
    if (body.budget_cents < committed) {
      throw invalid({ budget_cents: [messages.budgetBelowCommitted(formatDollars(committed))] });
    }
    await tx
      .update(b)
      .set({ budgetCents: body.budget_cents, updatedBy: staff.staffId, updatedAt: new Date() })
      .where(and(eq(b.programId, body.program_id), eq(b.programYear, body.program_year)));
    await audit(tx, {
      actor: staff,
      action: 'funding.budget',
      entityType: 'funding_budget',
      entityId: `${body.program_id}:${body.program_year}`,
      detail: { budget_cents: body.budget_cents, previous_cents: current!.budgetCents },
      ip,
    });
  });
  const data = (await balances(db, body.program_year)).find((row) => row.program_id === body.program_id)!;
  return { message: messages.budgetSaved, data };
}

export async function fundsSummary(
  db: Db,
  actor: Actor,
  programYear: number | undefined,
): Promise<FundingSummaryResponse> {
  requireAdmin(actor);
  const year = programYear ?? boardProgramYear();
  const a = schema.fundingLedgerAmounts;
  const [rows, counts, years] = await Promise.all([
    balances(db, year),
    db
      .select({
        programId: a.programId,
        customers: sql<number>`count(distinct ${a.customerId})::int`,
      })
      .from(a)
      .where(and(eq(a.programYear, year), sql`(${a.obligatedDeltaCents} > 0 or ${a.expendedDeltaCents} > 0)`))
      .groupBy(a.programId),
    db.selectDistinct({ year: b.programYear }).from(b).orderBy(asc(b.programYear)),
  ]);
  const byProgram = new Map(counts.map((row) => [row.programId, row.customers]));
  const programYears = [...new Set([...years.map((row) => row.year), year])].sort((x, y) => x - y);
  return {
    data: rows.map((row) => ({ ...row, customer_count: byProgram.get(row.program_id) ?? 0 })),
    program_year: year,
    program_years: programYears,
  };
}
