import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessages,
  fundingMessages as messages,
  fundingPath,
  fundingPaths as paths,
  type FundingDetailResponse,
  type FundingLogsResponse,
  type FundingMutationResponse,
  type FundingRecord,
  type FundingStatusCounts,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { uploadEvidence } from '../performance/performance.fixtures.ts';
import { createObligation, formBody, fundingSetup, type FundingSetup } from './funding.fixtures.ts';

let t: TestApp;
let cm: TestClient;
let admin: TestClient;
let setup: FundingSetup;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
  admin = await t.as('admin');
  setup = await fundingSetup(t.db);
}, testAppTimeout);
afterAll(() => t?.close());

const act = (client: TestClient, action: 'approve' | 'reject' | 'cancel', record: FundingRecord, body = {}) =>
  client.post(fundingPath(paths[action], { status: record.status.id, id: record.id }), {
    version: record.version,
    ...body,
  });

async function detail(id: number) {
  const response = await cm.get(fundingPath(paths.detail, { id }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FundingDetailResponse>();
}

const balance = (record: FundingRecord) => record.balances.find((row) => row.program_id === setup.program.id)!;

describe('obligations', () => {
  it('creates an Obligation Pending with its first ledger entry and counts it on the first card', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const record = await createObligation(cm, customer.id, setup, t.world.admin.id);
    expect(record).toMatchObject({
      status: { id: 1, name: 'Obligation Pending' },
      version: 1,
      total_cents: 250_000,
      programs: [{ id: setup.program.id, funds_cents: 250_000 }],
      requester: { id: t.world.caseManager.id },
      approver: { id: t.world.admin.id },
    });
    expect(record.actions).not.toContain('approve');
    const { ledger } = await detail(record.id);
    expect(ledger).toEqual([
      expect.objectContaining({
        version: 1,
        from_status: null,
        to_status: 1,
        actor: expect.objectContaining({ id: t.world.caseManager.id }) as object,
      }),
    ]);
    const counts = await cm.get(fundingPath(paths.statusCounts, { customerId: customer.id }));
    expect(counts.json<FundingStatusCounts>()).toEqual({
      'edit-obligations': 1,
      'create-expenses': 0,
      'edit-expenses': 0,
      'view-expenses': 0,
    });
    const list = await cm.get(fundingPath(paths.logs, { customerId: customer.id, mode: 'edit-obligations' }));
    expect(list.json<FundingLogsResponse>()).toMatchObject({
      data: [{ id: record.id }],
      meta: { total: 1, current_page: 1, last_page: 1 },
    });
  });

  it('refuses an approver who is not a named admin, or who is the requester, and the spec messages for the form', async () => {
    const url = fundingPath(paths.save, { customerId: t.world.customer.id, status: 1, id: 0 });
    const notAdmin = await cm.post(url, formBody(setup, t.world.caseManagerOther.id));
    expect(notAdmin.statusCode).toBe(422);
    expect(notAdmin.json()).toMatchObject({ errors: { approver: [messages.namedAdminApprover] } });
    const self = await admin.post(url, formBody(setup, t.world.admin.id));
    expect(self.json()).toMatchObject({ errors: { approver: [messages.approverIsRequester] } });
    const empty = await cm.post(url, { version: 0, category: 'training', programs: [], description: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      errors: {
        vendor: [messages.vendorRequired],
        approver: [messages.approverRequired],
        payment_type: [messages.paymentTypeRequired],
        recipient_of_payment: [messages.recipientRequired],
        description: [messages.descriptionRequired],
        programs: [messages.programsRequired],
      },
    });
    const log = await cm.post(url, formBody(setup, t.world.admin.id, { category: 'log', vendor: null }));
    expect(log.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      employer_name: ['Employer Name is required.'],
      employer_poc: ['Employer Point of Contact is required.'],
      employer_estimated_hours: ['Employer Estimated Hours is required.'],
    });
    const cents = await cm.post(
      url,
      formBody(setup, t.world.admin.id, { programs: [{ program: setup.program.id, fund_cents: 99.5 }] }),
    );
    expect(cents.statusCode).toBe(422);
  });

  it('refuses to obligate more than the available balance, with the reason', async () => {
    const response = await cm.post(
      fundingPath(paths.save, { customerId: t.world.customer.id, status: 1, id: 0 }),
      formBody(setup, t.world.admin.id, { programs: [{ program: setup.program.id, fund_cents: 900_000_000 }] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: { programs: string[] } }>().errors.programs[0]).toMatch(
      /available in PY\d{4}; \$9,000,000\.00 cannot be obligated\./,
    );
  });

  it('approves once: obligates the money, then 409 for twice, for a stale version, and for self-approval', async () => {
    const record = await createObligation(cm, t.world.customer.id, setup, t.world.admin.id);
    const before = balance(record);
    const approved = await act(admin, 'approve', record);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = approved.json<FundingMutationResponse>().data;
    expect(after.status.id).toBe(2);
    expect(after.obligated).toEqual([{ id: setup.program.id, funds_cents: 250_000 }]);
    expect(balance(after).available_cents).toBe(before.available_cents - 250_000);
    const twice = await act(admin, 'approve', record);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: messages.alreadyApproved });

    const mine = await createObligation(admin, t.world.customer.id, setup, t.world.agencyAdmin.id);
    const self = await act(admin, 'approve', mine);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: messages.selfApproval });
    const stale = await act(await t.as('agencyAdmin'), 'approve', { ...mine, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: messages.stale });
  });

  it('refuses approving a rejected obligation; resubmit brings it back for approval', async () => {
    const record = await createObligation(cm, t.world.customer.id, setup, t.world.admin.id);
    const rejected = await act(admin, 'reject', record, { note: 'Quote missing' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const rejectedRecord = rejected.json<FundingMutationResponse>().data;
    expect(rejectedRecord.status.id).toBe(5);
    const approve = await act(admin, 'approve', rejectedRecord);
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ message: messages.alreadyRejected });
    const resubmit = await cm.post(fundingPath(paths.resubmit, { status: 5, id: record.id }), {
      ...formBody(setup, t.world.admin.id),
      version: rejectedRecord.version,
    });
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect(resubmit.json<FundingMutationResponse>().data.status.id).toBe(1);
  });

  it('refuses an approval without the CSRF header, and leaves the ledger alone', async () => {
    const record = await createObligation(cm, t.world.customer.id, setup, t.world.admin.id);
    const response = await admin.post(
      fundingPath(paths.approve, { status: 1, id: record.id }),
      { version: record.version },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: errorMessages.csrfMismatch });
    expect((await detail(record.id)).ledger).toHaveLength(1);
  });

  it('approves exactly once when the same approval arrives 20 times at once', async () => {
    const record = await createObligation(cm, t.world.customer.id, setup, t.world.admin.id, {
      programs: [{ program: setup.program.id, fund_cents: 1_000 }],
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => act(admin, 'approve', record)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const { ledger } = await detail(record.id);
    expect(ledger.filter((entry) => entry.to_status === 2)).toHaveLength(1);
  });
});

describe('expenses', () => {
  it('submits an expense under the obligation with an invoice, approves it (the difference released), marks it done', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const record = await createObligation(cm, customer.id, setup, t.world.admin.id);
    const obligation = (await act(admin, 'approve', record)).json<FundingMutationResponse>().data;
    const availableAfterObligation = balance(obligation).available_cents;
    const invoice = await uploadEvidence(t, cm, 'invoice.pdf', 'invoice');
    const submitted = await cm.post(fundingPath(paths.submitExpense, { id: record.id }), {
      ...formBody(setup, t.world.admin.id, { programs: [{ program: setup.program.id, fund_cents: 200_000 }] }),
      version: obligation.version,
      invoice,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const expense = submitted.json<FundingMutationResponse>().data;
    expect(expense).toMatchObject({ status: { id: 3 }, invoice: { original_filename: 'invoice.pdf' } });
    expect(expense.invoices[0]!.url).toBe(`/documents/${expense.invoice!.id}/download`);

    const approved = (await act(admin, 'approve', expense)).json<FundingMutationResponse>().data;
    expect(approved.status.id).toBe(4);
    expect(approved.obligated).toEqual([]);
    expect(balance(approved).available_cents).toBe(availableAfterObligation + 50_000);
    const { ledger } = await detail(record.id);
    expect(ledger.at(-1)).toMatchObject({
      from_status: 4,
      to_status: 4,
      note: 'Deobligation',
      amounts: [{ program_id: setup.program.id, obligated_delta_cents: -50_000, expended_delta_cents: 0 }],
    });
    expect(ledger.at(-2)!.amounts).toEqual([
      {
        program_id: setup.program.id,
        requested_cents: 200_000,
        obligated_delta_cents: -200_000,
        expended_delta_cents: 200_000,
      },
    ]);
    const done = await cm.post(fundingPath(paths.done, { id: record.id }), { version: approved.version });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<FundingMutationResponse>().data).toMatchObject({ status: { id: 7 }, actions: ['print'] });

    const pdf = await cm.get(fundingPath(paths.print, { id: record.id }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('lets an expense exceed its obligation only by what the budget still has', async () => {
    const small = await fundingSetup(t.db, 12_000);
    const record = await createObligation(cm, t.world.customer.id, small, t.world.admin.id, {
      vendor: small.vendor.id,
      payment_type: small.paymentType.id,
      programs: [{ program: small.program.id, fund_cents: 10_000 }],
    });
    const obligation = (await act(admin, 'approve', record)).json<FundingMutationResponse>().data;
    const expense = (fund_cents: number) =>
      cm.post(fundingPath(paths.submitExpense, { id: record.id }), {
        ...formBody(small, t.world.admin.id, { programs: [{ program: small.program.id, fund_cents }] }),
        version: obligation.version,
      });
    const over = await expense(15_000);
    expect(over.statusCode).toBe(422);
    expect(over.json<{ errors: { programs: string[] } }>().errors.programs[0]).toContain('has $20.00 available');
    const within = await expense(11_000);
    expect(within.statusCode, within.body).toBe(200);
    const approved = (
      await act(admin, 'approve', within.json<FundingMutationResponse>().data)
    ).json<FundingMutationResponse>().data;
    expect(approved.balances[0]).toMatchObject({ obligated_cents: 0, expended_cents: 11_000, available_cents: 1_000 });
  });

  it('cancelling an approved obligation releases its amount as a ledger entry', async () => {
    const record = await createObligation(cm, t.world.customer.id, setup, t.world.admin.id, {
      programs: [{ program: setup.program.id, fund_cents: 30_000 }],
    });
    const approved = (await act(admin, 'approve', record)).json<FundingMutationResponse>().data;
    const cancelled = await act(cm, 'cancel', approved);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json<FundingMutationResponse>().data;
    expect(after.status.id).toBe(8);
    expect(balance(after).available_cents).toBe(balance(approved).available_cents + 30_000);
  });

  it('leaves an archived customer read-only', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const record = await createObligation(cm, customer.id, setup, t.world.admin.id);
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, customer.id));
    const approve = await act(admin, 'approve', record);
    expect(approve.statusCode).toBe(409);
    const create = await cm.post(
      fundingPath(paths.save, { customerId: customer.id, status: 1, id: 0 }),
      formBody(setup, t.world.admin.id),
    );
    expect(create.statusCode).toBe(409);
    const list = await cm.get(fundingPath(paths.logs, { customerId: customer.id, mode: 'edit-obligations' }));
    expect(list.json<FundingLogsResponse>().data[0]).toMatchObject({ read_only: true, actions: [] });
  });
});

describe('lookups', () => {
  it('offers active admins other than the caller as approvers, vendors by category, programs with their balance', async () => {
    const approvers = (await cm.get(paths.approvers)).json<{ data: { id: number }[] }>().data.map((row) => row.id);
    expect(approvers).toContain(t.world.admin.id);
    expect(approvers).not.toContain(t.world.caseManager.id);
    const own = (await admin.get(paths.approvers)).json<{ data: { id: number }[] }>().data.map((row) => row.id);
    expect(own).not.toContain(t.world.admin.id);
    const training = await cm.get(`${paths.vendors}?category=training`);
    expect(training.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(setup.vendor.id);
    const support = await cm.get(`${paths.vendors}?category=support`);
    expect(support.json<{ data: { id: number }[] }>().data.map((row) => row.id)).not.toContain(setup.vendor.id);
    const programs = await cm.get(paths.programs);
    expect(programs.statusCode, programs.body).toBe(200);
    const program = programs
      .json<{ data: { id: number; budget_cents: number; available_cents: number }[] }>()
      .data.find((row) => row.id === setup.program.id);
    expect(program!.budget_cents).toBe(1_000_000);
    expect(program!.available_cents).toBeLessThan(1_000_000);
  });
});
