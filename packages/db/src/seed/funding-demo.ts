import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { boardToday, programYearBounds, programYearOfDate } from '@portal/contracts';
import type { DbOrTx } from '../client.ts';
import { budgets, employer, plan, vendorRows, type DemoTransaction } from './funding-demo-plan.ts';
import { createFundingVendor, setFundingBudget } from '../factories/funding.ts';
import {
  clientSettings,
  customers,
  fundingCourseTypes,
  fundingLedgerAmounts,
  fundingLedgerEntries,
  fundingPaymentTypes,
  fundingTransactionPrograms,
  fundingTransactions,
  serviceLogPrograms,
  serviceLogs,
  staffUserLocations,
  staffUsers,
} from '../schema/index.ts';

/**
 * Funding in the demo (issue #25): the feature on, the lookups, two vendors per vendor category, budgets for this and
 * last WIOA program year, and transactions of Denver and Aurora customers in every status and category, each with
 * the full ledger history its status implies, so every card, filter, balance and the funds summary has something.
 */

const paymentTypeNames = ['Check', 'ACH Direct Deposit', 'Purchasing Card', 'Voucher'];
const courseTypeNames = ['Occupational Skills Training', 'Registered Apprenticeship', 'Customized Training'];

/** Payment and course types every installation offers (added once, when there are none). */
export async function seedFundingReference(db: DbOrTx) {
  const [payments] = await db.select({ n: count() }).from(fundingPaymentTypes);
  if ((payments?.n ?? 0) === 0) await db.insert(fundingPaymentTypes).values(paymentTypeNames.map((name) => ({ name })));
  const [courses] = await db.select({ n: count() }).from(fundingCourseTypes);
  if ((courses?.n ?? 0) === 0) await db.insert(fundingCourseTypes).values(courseTypeNames.map((name) => ({ name })));
}

type Step = { to: number; by: 'requester' | 'approver'; money?: 'obligate' | 'expend' | 'release' };
/** The path a transaction took to its status (forms spec 4; 8 is a cancelled approved obligation). */
const paths: Record<DemoTransaction['status'], Step[]> = {
  1: [{ to: 1, by: 'requester' }],
  2: [
    { to: 1, by: 'requester' },
    { to: 2, by: 'approver', money: 'obligate' },
  ],
  3: [
    { to: 1, by: 'requester' },
    { to: 2, by: 'approver', money: 'obligate' },
    { to: 3, by: 'requester' },
  ],
  // prettier-ignore
  4: [{ to: 1, by: 'requester' }, { to: 2, by: 'approver', money: 'obligate' }, { to: 3, by: 'requester' }, { to: 4, by: 'approver', money: 'expend' }],
  5: [
    { to: 1, by: 'requester' },
    { to: 5, by: 'approver' },
  ],
  // prettier-ignore
  6: [{ to: 1, by: 'requester' }, { to: 2, by: 'approver', money: 'obligate' }, { to: 3, by: 'requester' }, { to: 6, by: 'approver' }],
  // prettier-ignore
  7: [{ to: 1, by: 'requester' }, { to: 2, by: 'approver', money: 'obligate' }, { to: 3, by: 'requester' }, { to: 4, by: 'approver', money: 'expend' }, { to: 7, by: 'approver' }],
  // prettier-ignore
  8: [{ to: 1, by: 'requester' }, { to: 2, by: 'approver', money: 'obligate' }, { to: 8, by: 'requester', money: 'release' }],
};

const dayMs = 86_400_000;

export async function seedFundingDemo(
  tx: DbOrTx,
  people: { adminEmail: string; denverEmail: string; auroraEmail: string },
) {
  await tx
    .update(clientSettings)
    .set({
      featureFlags: sql`${clientSettings.featureFlags} || '{"funding": true}'::jsonb`,
      minimumFundingThreshold: '100',
    })
    .where(eq(clientSettings.id, 1));
  await seedFundingReference(tx);
  const vendors = [];
  for (const row of vendorRows) vendors.push(await createFundingVendor(tx, { ...row, state: 'CO', email: null }));

  const programs = await tx
    .select({ id: serviceLogPrograms.id, name: serviceLogPrograms.name })
    .from(serviceLogPrograms);
  const programId = new Map(programs.map((program) => [program.name, program.id]));
  const today = boardToday();
  const year = programYearOfDate(today);
  for (const [name, [current, last]] of Object.entries(budgets)) {
    const id = programId.get(name);
    if (id === undefined) continue;
    await setFundingBudget(tx, id, year, current * 100);
    await setFundingBudget(tx, id, year - 1, last * 100);
  }

  const staff = await tx
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.email, [people.adminEmail, people.denverEmail, people.auroraEmail]));
  const staffId = (email: string) => staff.find((row) => row.email === email)?.id;
  const approver = staffId(people.adminEmail);
  if (approver === undefined) return;
  const fullName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;
  const demoPeople = await tx
    .select({ id: customers.id, name: fullName, location: customers.primaryLocationId })
    .from(customers)
    .where(inArray(fullName, [...new Set(plan.map((row) => row.customer))]));
  const denver = await tx
    .select({ id: staffUserLocations.locationId })
    .from(staffUserLocations)
    .where(eq(staffUserLocations.staffUserId, staffId(people.denverEmail) ?? 0));
  const denverIds = new Set(denver.map((row) => row.id));

  for (const item of plan) {
    const person = demoPeople.find((row) => row.name === item.customer);
    if (!person) continue;
    const requester = staffId(
      person.location !== null && denverIds.has(person.location) ? people.denverEmail : people.auroraEmail,
    );
    if (requester === undefined) continue;
    const requestedOn = item.lastYear
      ? shiftDays(programYearBounds(year - 1).from, 365 - item.daysAgo)
      : minDate(shiftDays(today, -item.daysAgo), today, programYearBounds(year).from);
    const [log] = item.log
      ? await tx
          .select({ id: serviceLogs.id })
          .from(serviceLogs)
          .where(and(eq(serviceLogs.customerId, person.id), eq(serviceLogs.title, item.log)))
          .limit(1)
      : [];
    await writeTransaction(tx, item, {
      customerId: person.id,
      requester,
      approver,
      requestedOn,
      programYear: programYearOfDate(requestedOn),
      serviceLogId: log?.id ?? null,
      vendorId: item.vendor === undefined ? null : vendors[item.vendor]!.id,
      programId: (name) => programId.get(name)!,
    });
  }
}

const shiftDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
/** This year's demo requests stay inside this program year (a date before July 1 would fall in the last one). */
const minDate = (date: string, today: string, yearStart: string) =>
  date < yearStart ? (today < yearStart ? today : yearStart) : date;

interface Resolved {
  customerId: number;
  requester: number;
  approver: number;
  requestedOn: string;
  programYear: number;
  serviceLogId: number | null;
  vendorId: number | null;
  programId: (name: string) => number;
}

/** The transaction at its final status and version, its current lines, and one ledger entry per step. */
async function writeTransaction(tx: DbOrTx, item: DemoTransaction, at: Resolved) {
  const steps = paths[item.status];
  const obligation = Object.entries(item.funds).map(([name, dollars]) => ({
    programId: at.programId(name),
    cents: dollars * 100,
  }));
  const expense = Object.entries(item.expense ?? item.funds).map(([name, dollars]) => ({
    programId: at.programId(name),
    cents: dollars * 100,
  }));
  const hasExpense = steps.some((step) => step.to === 3);
  const current = hasExpense ? expense : obligation;
  const started = Date.parse(`${at.requestedOn}T16:00:00Z`);
  const [row] = await tx
    .insert(fundingTransactions)
    .values({
      customerId: at.customerId,
      serviceLogId: at.serviceLogId,
      category: item.category,
      status: item.status,
      version: steps.length,
      requestedBy: at.requester,
      createdBy: at.requester,
      approverId: at.approver,
      title: item.title,
      requestedOn: at.requestedOn,
      programYear: at.programYear,
      vendorId: item.category === 3 ? null : at.vendorId,
      paymentTypeId: null,
      recipientOfPayment: item.category === 3 ? 'employer' : 'vendor',
      description: item.description,
      ...(item.category === 3 ? employer : {}),
      totalCents: current.reduce((sum, line) => sum + line.cents, 0),
      createdAt: new Date(started),
      updatedAt: new Date(started + (steps.length - 1) * dayMs),
    })
    .returning({ id: fundingTransactions.id });
  const id = row!.id;
  await tx
    .insert(fundingTransactionPrograms)
    .values(current.map((line) => ({ transactionId: id, programId: line.programId, fundsCents: line.cents })));
  let from: number | null = null;
  for (const [index, step] of steps.entries()) {
    const [entry] = await tx
      .insert(fundingLedgerEntries)
      .values({
        transactionId: id,
        version: index + 1,
        actorId: step.by === 'approver' ? at.approver : at.requester,
        at: new Date(started + index * dayMs),
        fromStatus: from,
        toStatus: step.to,
        note: null,
      })
      .returning({ id: fundingLedgerEntries.id });
    const lines = step.to >= 3 && step.to !== 5 && step.to !== 8 ? expense : obligation;
    await tx.insert(fundingLedgerAmounts).values(
      lines.map((line) => {
        const obligated = obligation.find((other) => other.programId === line.programId)?.cents ?? 0;
        return {
          entryId: entry!.id,
          programId: line.programId,
          programYear: at.programYear,
          customerId: at.customerId,
          requestedCents: line.cents,
          obligatedDeltaCents:
            step.money === 'obligate'
              ? line.cents
              : step.money === 'expend' || step.money === 'release'
                ? -obligated
                : 0,
          expendedDeltaCents: step.money === 'expend' ? line.cents : 0,
        };
      }),
    );
    from = step.to;
  }
}
