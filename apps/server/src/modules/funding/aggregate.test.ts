import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundingAggregateCsvName,
  fundingPath,
  fundingPaths as paths,
  type FundingAggregateResponse,
  type FundingBulkResponse,
  type FundingStatusCounts,
  type FundingSummaryResponse,
  fundingMessages,
} from '@portal/contracts';
import { schema } from '@portal/db';
import {
  createCustomer,
  createFundingTransaction,
  createServiceLogProgram,
  setFundingBudget,
} from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { aggregateVersion } from './aggregate-count.ts';
import { fundingSetup, type FundingSetup } from './funding.fixtures.ts';

let t: TestApp;
let admin: TestClient;
let setup: FundingSetup;
let customerIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin');
  setup = await fundingSetup(t.db, 50_000_000);
  const zoe = await createCustomer(t.db, {
    firstName: 'Zoë',
    lastName: 'Abreu',
    primaryLocationId: t.world.locationA.id,
  });
  const amy = await createCustomer(t.db, {
    firstName: 'Amy',
    lastName: 'Baker',
    primaryLocationId: t.world.locationA.id,
  });
  const other = await createCustomer(t.db, {
    firstName: 'Otto',
    lastName: 'Elsewhere',
    primaryLocationId: t.world.locationB.id,
  });
  customerIds = [zoe.id, amy.id, other.id];
  const rows = [
    { customerId: zoe.id, fundsCents: 123_456, title: '=HYPERLINK("http://x")' },
    { customerId: amy.id, fundsCents: 50_000, title: 'Welding' },
    { customerId: amy.id, fundsCents: 75_001, title: 'CDL' },
    { customerId: other.id, fundsCents: 10_000, title: 'Elsewhere' },
  ];
  for (const row of rows) {
    await createFundingTransaction(t.db, {
      customerId: row.customerId,
      createdBy: t.world.caseManager.id,
      approverId: t.world.admin.id,
      vendorId: setup.vendor.id,
      title: row.title,
      status: 1,
      programs: [{ programId: setup.program.id, fundsCents: row.fundsCents }],
    });
  }
}, testAppTimeout);
afterAll(() => t?.close());

const aggregateUrl = (query: Record<string, string>) => `${paths.aggregate}?${new URLSearchParams(query)}`;

describe('the admin aggregate', () => {
  it('counts per card at the caller’s locations only', async () => {
    const response = await admin.get(paths.aggregateStatusCounts);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FundingStatusCounts>()['edit-obligations']).toBe(3);
    const agency = await (await t.as('agencyAdmin')).get(paths.aggregateStatusCounts);
    expect(agency.json<FundingStatusCounts>()['edit-obligations']).toBe(4);
  });

  it('sorts by one column ascending, descending, and none (date descending), and pages with meta', async () => {
    const totals = async (sortOrder: string) => {
      const response = await admin.get(aggregateUrl({ sortKey: 'total', sortOrder }));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<FundingAggregateResponse>().data.map((row) => row.total_cents);
    };
    expect(await totals('asc')).toEqual([50_000, 75_001, 123_456]);
    expect(await totals('desc')).toEqual([123_456, 75_001, 50_000]);
    const none = await admin.get(aggregateUrl({ sortKey: 'total', sortOrder: 'none' }));
    const body = none.json<FundingAggregateResponse>();
    expect(body.data.map((row) => row.title)).toEqual(['CDL', 'Welding', '=HYPERLINK("http://x")']);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, to: 3, total: 3 });
    const byCustomer = await admin.get(aggregateUrl({ sortKey: 'customer', sortOrder: 'asc' }));
    expect(byCustomer.json<FundingAggregateResponse>().data.map((row) => row.customer)).toEqual([
      'Zoë Abreu',
      'Amy Baker',
      'Amy Baker',
    ]);
    expect(body.data[0]!.balances[0]).toMatchObject({ program_id: setup.program.id, budget_cents: 50_000_000 });
    const empty = await admin.get(aggregateUrl({ status: 'view-expenses' }));
    expect(empty.json<FundingAggregateResponse>()).toMatchObject({ data: [], meta: { total: 0 } });
    const program = await createServiceLogProgram(t.db);
    const filtered = await admin.get(aggregateUrl({ program: String(program.id) }));
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.json<FundingAggregateResponse>().meta.total).toBe(0);
  });

  it('exports the card as Aggregate-Expense-List.csv: BOM, accents, formula-safe, cents as decimals', async () => {
    const response = await admin.post(paths.exportCsv, {
      status: 'edit-obligations',
      sortKey: 'total',
      sortOrder: 'desc',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(fundingAggregateCsvName);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Customer ID,Customer,Date,Title,Status,Category,Submitter,Approver,Vendor,Program Year,Programs,Total',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Zoë Abreu');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toMatch(/,1234\.56$/);
    expect(lines[1]).toContain(': 1234.56');
    expect(lines[2]).toMatch(/,750\.01$/);
  });

  it('bulk-approves with exactly one ledger entry per row and says which rows it refused', async () => {
    const page = (await admin.get(paths.aggregate)).json<FundingAggregateResponse>();
    const ids = page.data.map((row) => row.id);
    const mine = await createFundingTransaction(t.db, {
      customerId: customerIds[0]!,
      createdBy: t.world.admin.id,
      approverId: t.world.agencyAdmin.id,
      programs: [{ programId: setup.program.id, fundsCents: 1_000 }],
    });
    const response = await admin.post(fundingPath(paths.bulk, { action: 'approve' }), { rows: [...ids, mine.id] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<FundingBulkResponse>();
    expect(body.message).toBe('Transaction Approved');
    expect(body.done.sort()).toEqual([...ids].sort());
    expect(body.refused).toEqual([
      { id: mine.id, message: 'You cannot approve or reject a transaction you requested.' },
    ]);
    const [entries] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.fundingLedgerEntries)
      .where(
        sql`${schema.fundingLedgerEntries.transactionId} in ${ids} and ${schema.fundingLedgerEntries.toStatus} = 2`,
      );
    expect(entries!.count).toBe(ids.length);
    const cm = await t.as('caseManager');
    const denied = await cm.post(fundingPath(paths.bulk, { action: 'approve' }), { rows: ids });
    expect(denied.statusCode).toBe(403);
  });

  it('refuses a budget for a program year more than one ahead, with a field message', async () => {
    for (const programYear of [setup.year + 2, 9999]) {
      const put = await admin.put(paths.budgets, {
        program_id: setup.program.id,
        program_year: programYear,
        budget_cents: 100,
      });
      expect(put.statusCode, put.body).toBe(422);
      expect(put.json<{ errors: Record<string, string[]> }>().errors.program_year).toEqual([
        fundingMessages.budgetYearAhead,
      ]);
    }
    const next = await admin.put(paths.budgets, {
      program_id: setup.program.id,
      program_year: setup.year + 1,
      budget_cents: 100,
    });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('sets budgets (not below what is committed) and summarises the program year', async () => {
    const put = await admin.put(paths.budgets, {
      program_id: setup.program.id,
      program_year: setup.year,
      budget_cents: 1,
    });
    expect(put.statusCode).toBe(422);
    const ok = await admin.put(paths.budgets, {
      program_id: setup.program.id,
      program_year: setup.year,
      budget_cents: 60_000_000,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const summary = await admin.get(`${paths.fundsSummary}?program_year=${setup.year}`);
    const row = summary.json<FundingSummaryResponse>().data.find((line) => line.program_id === setup.program.id)!;
    expect(row).toMatchObject({
      budget_cents: 60_000_000,
      obligated_cents: 248_457,
      expended_cents: 0,
      customer_count: 2,
    });
    expect(row.available_cents).toBe(60_000_000 - 248_457);
    const csv = await admin.post(paths.fundsSummaryCsv, { program_year: setup.year });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`,PY${setup.year},600000.00,2484.57,0.00,597515.43,2`);
    const [budget] = await t.db
      .select()
      .from(schema.fundingBudgets)
      .where(eq(schema.fundingBudgets.programId, setup.program.id));
    expect(budget!.budgetCents).toBe(60_000_000);
  });

  it('follows the customer: moved to another location or deleted, the transaction leaves the caller’s aggregate', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    await createFundingTransaction(t.db, {
      customerId: customer.id,
      createdBy: t.world.caseManager.id,
      status: 7,
      programs: [{ programId: setup.program.id, fundsCents: 100 }],
    });
    const doneCount = async (client: TestClient) =>
      (await client.get(paths.aggregateStatusCounts)).json<FundingStatusCounts>()['view-expenses'];
    const other = await t.as('caseManagerOther');
    expect(await doneCount(admin)).toBe(1);
    expect(await doneCount(other)).toBe(0);
    await t.db.delete(schema.customerSources).where(eq(schema.customerSources.customerId, customer.id));
    await t.db
      .update(schema.customers)
      .set({ primaryLocationId: t.world.locationB.id })
      .where(eq(schema.customers.id, customer.id));
    expect(await doneCount(admin)).toBe(0);
    expect(await doneCount(other)).toBe(1);
    await t.db.update(schema.customers).set({ deletedAt: new Date() }).where(eq(schema.customers.id, customer.id));
    expect(await doneCount(other)).toBe(0);
  });

  it('sorts by submitter name, and follows a renamed submitter', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    for (const createdBy of [t.world.caseManager.id, t.world.admin.id]) {
      await createFundingTransaction(t.db, {
        customerId: customer.id,
        createdBy,
        status: 4,
        programs: [{ programId: setup.program.id, fundsCents: 100 }],
      });
    }
    const submitters = async () =>
      (await admin.get(aggregateUrl({ status: 'edit-expenses', sortKey: 'submitter', sortOrder: 'asc' })))
        .json<FundingAggregateResponse>()
        .data.map((row) => row.submitter);
    await t.db.update(schema.staffUsers).set({ lastName: 'Zeta' }).where(eq(schema.staffUsers.id, t.world.admin.id));
    await t.db
      .update(schema.staffUsers)
      .set({ lastName: 'Alpha' })
      .where(eq(schema.staffUsers.id, t.world.caseManager.id));
    expect(await submitters()).toEqual([`${t.world.caseManager.firstName} Alpha`, `${t.world.admin.firstName} Zeta`]);
    await t.db.update(schema.staffUsers).set({ lastName: 'Aaron' }).where(eq(schema.staffUsers.id, t.world.admin.id));
    expect(await submitters()).toEqual([`${t.world.admin.firstName} Aaron`, `${t.world.caseManager.firstName} Alpha`]);
  });

  // Last: its Expense Done row would shift the counts and budgets the tests above check.
  it('exports every status when the body names no card and no rows', async () => {
    const done = await createFundingTransaction(t.db, {
      customerId: customerIds[1]!,
      createdBy: t.world.caseManager.id,
      approverId: t.world.admin.id,
      title: 'Forklift, "Level 1"',
      status: 7,
      programs: [{ programId: setup.program.id, fundsCents: 5 }],
    });
    const card = await admin.post(paths.exportCsv, { status: 'edit-obligations' });
    const response = await admin.post(paths.exportCsv, {});
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.slice(1).trim().split('\r\n');
    const cardLines = card.body.slice(1).trim().split('\r\n');
    // Before, no card meant the first card only; now the card's rows and the others' are all there.
    expect(lines).toEqual(expect.arrayContaining(cardLines));
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(lines.length - 1);
    expect(lines.length).toBeGreaterThan(cardLines.length);
    const row = lines.find((line) => line.startsWith(`${done.id},`));
    expect(row).toContain(',"Forklift, ""Level 1""",Expense Done,');
    expect(row).toMatch(/: 0\.05,0\.05$/);
  });

  it('counts again only when the aggregate version moves: once per database transaction, at its commit', async () => {
    const total = async () => (await admin.get(paths.aggregate)).json<FundingAggregateResponse>().meta.total;
    const before = await aggregateVersion(t.db);
    const first = await total();
    expect(await total()).toBe(first);
    expect(await aggregateVersion(t.db)).toBe(before);
    await t.db.transaction(async (tx) => {
      for (const title of ['Welding II', 'Welding III']) {
        await createFundingTransaction(tx, {
          customerId: customerIds[0]!,
          createdBy: t.world.caseManager.id,
          title,
          status: 1,
          programs: [{ programId: setup.program.id, fundsCents: 100 }],
        });
      }
      expect(await aggregateVersion(tx)).toBe(before);
    });
    expect(await aggregateVersion(t.db)).toBe(before! + 1);
    expect(await total()).toBe(first + 2);
  });

  it('runs two batches and single approvals at once over shared budgets; an over-budget row alone is refused', async () => {
    const small = await createServiceLogProgram(t.db);
    await setFundingBudget(t.db, small.id, setup.year, 1_500);
    const big = setup.program.id;
    const pending = (programs: [number, number][]) =>
      createFundingTransaction(t.db, {
        customerId: customerIds[0]!,
        createdBy: t.world.caseManager.id,
        approverId: t.world.admin.id,
        programYear: setup.year,
        status: 1,
        programs: programs.map(([programId, fundsCents]) => ({ programId, fundsCents })),
      });
    // The small program's 1,500 cents: r1 (1,000) always fits (at most 200 go before it), so r2 (1,000) never does.
    const r1 = await pending([
      [big, 1_000],
      [small.id, 1_000],
    ]);
    const r2 = await pending([[small.id, 1_000]]);
    const r3 = await pending([[small.id, 100]]);
    const r4 = await pending([[big, 100]]);
    const r5 = await pending([
      [big, 100],
      [small.id, 100],
    ]);
    const r6 = await pending([[big, 100]]);
    const bulkUrl = fundingPath(paths.bulk, { action: 'approve' });
    const single = (id: number) => admin.post(fundingPath(paths.approve, { status: 1, id }), { version: 1 });
    const [a, b, s5, s6] = await Promise.all([
      admin.post(bulkUrl, { rows: [r1.id, r2.id] }),
      admin.post(bulkUrl, { rows: [r4.id, r3.id] }),
      single(r5.id),
      single(r6.id),
    ]);
    for (const response of [a, b, s5, s6]) expect(response.statusCode, response.body).toBe(200);
    expect(a.json<FundingBulkResponse>().done).toEqual([r1.id]);
    expect(a.json<FundingBulkResponse>().refused).toEqual([
      { id: r2.id, message: expect.stringContaining('available') as string },
    ]);
    expect(b.json<FundingBulkResponse>().done.sort()).toEqual([r3.id, r4.id].sort());
    const entries = await t.db
      .select({ id: schema.fundingLedgerEntries.transactionId, to: schema.fundingLedgerEntries.toStatus })
      .from(schema.fundingLedgerEntries)
      .where(sql`${schema.fundingLedgerEntries.transactionId} in ${[r1.id, r2.id]}`);
    expect(entries.filter((entry) => entry.id === r2.id).map((entry) => entry.to)).toEqual([1]);
    const [budget] = await t.db
      .select({ obligated: schema.fundingBudgets.obligatedCents })
      .from(schema.fundingBudgets)
      .where(
        sql`${schema.fundingBudgets.programId} = ${small.id} and ${schema.fundingBudgets.programYear} = ${setup.year}`,
      );
    expect(Number(budget!.obligated)).toBe(1_200);
  });
});
