import { fundingPath, fundingPaths as paths, fundingStatusIds } from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import { type AccessCase, describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import { formBody, fundingSetup, type FundingSetup, transactionIn } from './funding.fixtures.ts';

/**
 * Every funding route, every state change in every status, as every role. Case managers reach the customers of
 * their locations (the customer is at A); approve and reject are for admins; budgets and the funds summary too.
 * A refused step for an allowed role (409 wrong status, 422) is not an access denial.
 */

const allStaff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;
const staffOfA = ['caseManager', 'admin', 'agencyAdmin'] as const;
const admins = ['admin', 'agencyAdmin'] as const;

const setups = new WeakMap<object, Promise<FundingSetup>>();
function setupOf(db: DbOrTx) {
  let setup = setups.get(db);
  if (!setup) {
    setup = fundingSetup(db, 1_000_000_000_000);
    setups.set(db, setup);
  }
  return setup;
}

async function inStatus(context: MatrixContext, status: number) {
  const setup = await setupOf(context.db);
  const app = { db: context.db, world: context.world } as Parameters<typeof transactionIn>[0];
  return transactionIn(app, setup, status);
}

async function formFor(context: MatrixContext) {
  return { ...formBody(await setupOf(context.db), context.world.admin.id), version: 1 };
}

const statusCases: AccessCase[] = fundingStatusIds.flatMap((status): AccessCase[] => [
  {
    method: 'POST',
    name: `approve in status ${status}`,
    url: async (context) => fundingPath(paths.approve, { status, id: (await inStatus(context, status)).id }),
    body: () => ({ version: 1 }),
    allowed: admins,
  },
  {
    method: 'POST',
    name: `reject in status ${status}`,
    url: async (context) => fundingPath(paths.reject, { status, id: (await inStatus(context, status)).id }),
    body: () => ({ version: 1 }),
    allowed: admins,
  },
  {
    method: 'POST',
    name: `cancel in status ${status}`,
    url: async (context) => fundingPath(paths.cancel, { status, id: (await inStatus(context, status)).id }),
    body: () => ({ version: 1 }),
    allowed: staffOfA,
  },
  {
    method: 'POST',
    name: `done in status ${status}`,
    url: async (context) => fundingPath(paths.done, { id: (await inStatus(context, status)).id }),
    body: () => ({ version: 1 }),
    allowed: staffOfA,
  },
  {
    method: 'POST',
    name: `resubmit in status ${status}`,
    url: async (context) => fundingPath(paths.resubmit, { status, id: (await inStatus(context, status)).id }),
    body: formFor,
    allowed: staffOfA,
  },
  {
    method: 'POST',
    name: `submit-expense in status ${status}`,
    url: async (context) => fundingPath(paths.submitExpense, { id: (await inStatus(context, status)).id }),
    body: formFor,
    allowed: staffOfA,
  },
  {
    method: 'POST',
    name: `save in status ${status}`,
    url: async (context) =>
      fundingPath(paths.save, {
        customerId: context.world.customer.id,
        status,
        id: (await inStatus(context, status)).id,
      }),
    body: formFor,
    // Updating a pending one is for admins (forms spec 4); other statuses are refused (409) to everyone at A.
    allowed: status === 1 || status === 3 ? admins : staffOfA,
  },
  {
    method: 'GET',
    name: `detail in status ${status}`,
    url: async (context) => fundingPath(paths.detail, { id: (await inStatus(context, status)).id }),
    allowed: staffOfA,
  },
  {
    method: 'GET',
    name: `print in status ${status}`,
    url: async (context) => fundingPath(paths.print, { id: (await inStatus(context, status)).id }),
    allowed: staffOfA,
  },
]);

describeAccessMatrix('funding', [
  {
    method: 'GET',
    name: 'status counts',
    url: ({ world }) => fundingPath(paths.statusCounts, { customerId: world.customer.id }),
    allowed: staffOfA,
  },
  {
    method: 'GET',
    name: 'logs',
    url: ({ world }) => fundingPath(paths.logs, { customerId: world.customer.id, mode: 'view-expenses' }),
    allowed: staffOfA,
  },
  {
    method: 'POST',
    name: 'save new obligation',
    url: ({ world }) => fundingPath(paths.save, { customerId: world.customer.id, status: 1, id: 0 }),
    body: async (context) => ({ ...(await formFor(context)), version: 0 }),
    allowed: staffOfA,
  },
  ...statusCases,
  { method: 'GET', name: 'aggregate status counts', url: () => paths.aggregateStatusCounts, allowed: allStaff },
  { method: 'GET', name: 'aggregate', url: () => `${paths.aggregate}?sortKey=total&sortOrder=asc`, allowed: allStaff },
  {
    method: 'POST',
    name: 'bulk approve',
    url: () => fundingPath(paths.bulk, { action: 'approve' }),
    body: async (context) => ({ rows: [(await inStatus(context, 1)).id] }),
    allowed: admins,
  },
  {
    method: 'POST',
    name: 'bulk reject',
    url: () => fundingPath(paths.bulk, { action: 'reject' }),
    body: async (context) => ({ rows: [(await inStatus(context, 3)).id] }),
    allowed: admins,
  },
  {
    method: 'POST',
    name: 'bulk done',
    url: () => fundingPath(paths.bulk, { action: 'done' }),
    body: async (context) => ({ rows: [(await inStatus(context, 4)).id] }),
    allowed: allStaff,
  },
  { method: 'POST', name: 'export csv', url: () => paths.exportCsv, body: () => ({}), allowed: allStaff },
  { method: 'GET', name: 'vendors', url: () => `${paths.vendors}?search=a`, allowed: allStaff },
  { method: 'GET', name: 'categories', url: () => paths.categories, allowed: allStaff },
  { method: 'GET', name: 'payment types', url: () => paths.paymentTypes, allowed: allStaff },
  { method: 'GET', name: 'course types', url: () => paths.courseTypes, allowed: allStaff },
  { method: 'GET', name: 'programs', url: () => paths.programs, allowed: allStaff },
  { method: 'GET', name: 'approvers', url: () => paths.approvers, allowed: allStaff },
  { method: 'GET', name: 'budgets', url: () => paths.budgets, allowed: admins },
  {
    method: 'PUT',
    name: 'set budget',
    url: () => paths.budgets,
    body: async (context) => {
      const setup = await setupOf(context.db);
      return { program_id: setup.program.id, program_year: setup.year, budget_cents: 1_000_000_000_000 };
    },
    allowed: admins,
  },
  { method: 'GET', name: 'funds summary', url: () => paths.fundsSummary, allowed: admins },
  { method: 'POST', name: 'funds summary csv', url: () => paths.fundsSummaryCsv, body: () => ({}), allowed: admins },
]);
