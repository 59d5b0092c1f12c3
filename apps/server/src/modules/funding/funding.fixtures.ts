import { expect } from 'vitest';
import {
  boardProgramYear,
  fundingPath,
  fundingPaths,
  type FundingMutationResponse,
  type FundingSaveBody,
} from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import {
  createFundingPaymentType,
  createFundingTransaction,
  createFundingVendor,
  createServiceLogProgram,
  setFundingBudget,
} from '@portal/db/factories';
import type { TestApp, TestClient } from '../../testing/test-app.ts';

/** A program with a budget this program year, a training vendor and a payment type. */
export async function fundingSetup(db: DbOrTx, budgetCents = 1_000_000) {
  const year = boardProgramYear();
  const program = await createServiceLogProgram(db);
  await setFundingBudget(db, program.id, year, budgetCents);
  const vendor = await createFundingVendor(db, { category: 1 });
  const paymentType = await createFundingPaymentType(db);
  return { year, program, vendor, paymentType };
}
export type FundingSetup = Awaited<ReturnType<typeof fundingSetup>>;

export function formBody(
  setup: FundingSetup,
  approverId: number,
  overrides: Partial<FundingSaveBody> = {},
): FundingSaveBody {
  return {
    version: 0,
    category: 'training',
    vendor: setup.vendor.id,
    approver: approverId,
    payment_type: setup.paymentType.id,
    recipient_of_payment: 'vendor',
    name_of_course: 'CDL Class A',
    description: 'Tuition for the CDL Class A course',
    programs: [{ program: setup.program.id, fund_cents: 250_000 }],
    threshold_confirmed: true,
    ...overrides,
  };
}

/** POST save/1/0 as `client`: a new Obligation Pending; returns the record. */
export async function createObligation(
  client: TestClient,
  customerId: number,
  setup: FundingSetup,
  approverId: number,
  overrides: Partial<FundingSaveBody> = {},
) {
  const response = await client.post(
    fundingPath(fundingPaths.save, { customerId, status: 1, id: 0 }),
    formBody(setup, approverId, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FundingMutationResponse>().data;
}

/** A transaction in any status, written straight through the factory (for access and list tests). */
export async function transactionIn(t: TestApp, setup: FundingSetup, status: number, customerId?: number) {
  return createFundingTransaction(t.db, {
    customerId: customerId ?? t.world.customer.id,
    createdBy: t.world.caseManager.id,
    approverId: t.world.admin.id,
    vendorId: setup.vendor.id,
    paymentTypeId: setup.paymentType.id,
    status,
    programs: [{ programId: setup.program.id, fundsCents: 10_000 }],
  });
}
