import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  fundingMessages,
  serviceLogFundingMessages as messages,
  serviceTrackerPaths as paths,
  programYearOfDate,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createService, linkServicePrograms, setFundingBudget } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { uploadEvidence } from '../performance/performance.fixtures.ts';
import { invoiceCategory } from './funding-request.ts';
import { logHeaderFor, today, trackerCatalogue } from './tracker.fixtures.ts';

let t: TestApp;
let cm: TestClient;
let catalogue: Awaited<ReturnType<typeof trackerCatalogue>>;
let training: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
  catalogue = await trackerCatalogue(t.db);
  training = await createService(t.db, {
    serviceTypeId: catalogue.type.id,
    name: 'Occupational Skills Training',
    duration: 'Multi-day',
    expenseAssociated: true,
    expenseCategory: 'training',
  });
  await linkServicePrograms(t.db, training.id, [catalogue.adult.id]);
  await setFundingBudget(t.db, catalogue.adult.id, programYearOfDate(today()), 500_000);
});
afterAll(() => t.close());

const setFlag = (on: boolean, thresholdDollars = 0) =>
  t.db
    .update(schema.clientSettings)
    .set({
      featureFlags: sql`${schema.clientSettings.featureFlags} || ${JSON.stringify({ funding: on })}::jsonb`,
      minimumFundingThreshold: String(thresholdDollars),
    })
    .where(eq(schema.clientSettings.id, 1));

function fundedLog(customerId: number, funding: Record<string, unknown> = {}) {
  return {
    ...logHeaderFor(t, catalogue, customerId),
    title: 'CDL Class A course',
    service_length: 'Single-day',
    start_at: today(),
    minutes_in_day: 60,
    serviceNameValue: [training.id],
    statusValue: 'Active - Reportable Individual',
    note: 'Tuition for the spring cohort.',
    fundingAssociated: true,
    fundingLog: {
      approved_by: t.world.admin.id,
      programFunds: [{ program: catalogue.adult.id, fund: 1_250_00 }],
      description: 'Tuition, spring cohort',
      recipient_of_payment: 'vendor',
      ...funding,
    },
  };
}

const logsOf = async (customerId: number) =>
  (await t.db.select({ n: count() }).from(schema.serviceLogs).where(eq(schema.serviceLogs.customerId, customerId)))[0]!
    .n;

describe('the service log TRANSACTION block', () => {
  it('is refused while the funding feature is off', async () => {
    await setFlag(false);
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const saved = await cm.post(paths.store, fundedLog(customer.id));
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json<ErrorBody>().errors?.fundingAssociated).toEqual([messages.fundingOff]);
    expect(await logsOf(customer.id)).toBe(0);
  });

  it('saves the log and an Obligation Pending with its first ledger entry in one transaction', async () => {
    await setFlag(true);
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const saved = await cm.post(paths.store, fundedLog(customer.id));
    expect(saved.statusCode, saved.body).toBe(200);
    const [logId] = saved.json<{ ids: number[] }>().ids;
    const [row] = await t.db
      .select()
      .from(schema.fundingTransactions)
      .where(eq(schema.fundingTransactions.serviceLogId, logId!));
    expect(row).toMatchObject({
      customerId: customer.id,
      status: 1,
      version: 1,
      category: 1,
      approverId: t.world.admin.id,
      requestedBy: t.world.caseManager.id,
      totalCents: 125_000,
    });
    const entries = await t.db
      .select()
      .from(schema.fundingLedgerEntries)
      .where(eq(schema.fundingLedgerEntries.transactionId, row!.id));
    expect(entries).toMatchObject([{ version: 1, fromStatus: null, toStatus: 1, actorId: t.world.caseManager.id }]);
  });

  it('names a case manager as approver: 422 under the approver, and neither the log nor the request is kept', async () => {
    await setFlag(true);
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const saved = await cm.post(paths.store, fundedLog(customer.id, { approved_by: t.world.caseManagerOther.id }));
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json<ErrorBody>().errors?.['fundingLog.approved_by']).toEqual([fundingMessages.namedAdminApprover]);
    expect(await logsOf(customer.id)).toBe(0);
  });

  it('refuses more than the program has available, with the reason, and keeps no log', async () => {
    await setFlag(true);
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const saved = await cm.post(
      paths.store,
      fundedLog(customer.id, { programFunds: [{ program: catalogue.adult.id, fund: 900_000_00 }] }),
    );
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json<ErrorBody>().errors?.['fundingLog.programFunds']?.[0]).toContain('available');
    expect(await logsOf(customer.id)).toBe(0);
  });

  it('asks for the threshold confirm under the minimum, then saves with it', async () => {
    await setFlag(true, 500);
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const small = { programFunds: [{ program: catalogue.adult.id, fund: 100_00 }] };
    const refused = await cm.post(paths.store, fundedLog(customer.id, small));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<ErrorBody>().errors?.['fundingLog.confirm_threshold']).toEqual([messages.thresholdConfirm]);
    const saved = await cm.post(paths.store, fundedLog(customer.id, { ...small, confirm_threshold: true }));
    expect(saved.statusCode, saved.body).toBe(200);
    await setFlag(true, 0);
  });

  it('refuses a request with a service that takes none, and a fund with cents or under a dollar', async () => {
    await setFlag(true);
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const plain = await cm.post(paths.store, { ...fundedLog(customer.id), serviceNameValue: [catalogue.workshop.id] });
    expect(plain.statusCode, plain.body).toBe(422);
    expect(plain.json<ErrorBody>().errors?.fundingAssociated).toEqual([messages.notFundable]);
    const cents = await cm.post(
      paths.store,
      fundedLog(customer.id, { programFunds: [{ program: catalogue.adult.id, fund: 1_250_50 }] }),
    );
    expect(cents.statusCode, cents.body).toBe(422);
    expect(await logsOf(customer.id)).toBe(0);
  });

  it("files the invoice as the customer's document, linked to the obligation; an upload of another purpose is refused", async () => {
    await setFlag(true);
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const wrong = await uploadEvidence(t, cm, 'invoice.pdf', 'evidence');
    const refused = await cm.post(paths.store, fundedLog(customer.id, { invoice: wrong }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<ErrorBody>().errors?.['fundingLog.invoice']).toEqual([fundingMessages.invoiceFailed]);
    expect(await logsOf(customer.id)).toBe(0);

    const invoice = await uploadEvidence(t, cm, 'invoice.pdf', 'invoice');
    const saved = await cm.post(paths.store, fundedLog(customer.id, { invoice }));
    expect(saved.statusCode, saved.body).toBe(200);
    const [linked] = await t.db
      .select({ category: schema.documents.documentCategory, customerId: schema.documents.customerId })
      .from(schema.fundingTransactionDocuments)
      .innerJoin(schema.documents, eq(schema.documents.id, schema.fundingTransactionDocuments.documentId))
      .innerJoin(
        schema.fundingTransactions,
        eq(schema.fundingTransactions.id, schema.fundingTransactionDocuments.transactionId),
      )
      .where(eq(schema.fundingTransactions.customerId, customer.id));
    expect(linked).toEqual({ category: invoiceCategory, customerId: customer.id });
  });
});
