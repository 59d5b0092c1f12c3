import { performanceKinds, performancePath, performancePaths as paths, wagePath, wagePaths } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import { insertPerformanceRecord, performanceBody } from './performance.fixtures.ts';
import { externalWage } from '../wages/wages.fixtures.ts';

const allStaff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;
const staffOfA = ['caseManager', 'admin', 'agencyAdmin'] as const;

const isStaff = (role: string) => (allStaff as readonly string[]).includes(role);

/** The customer of the record the last recordAtA made (the matrix builds the url before the body). */
let lastCustomerId = 0;

/** A record of a customer at A, made by the role's own user when staff (so the creator rule passes). */
async function recordAtA({ db, world, role }: MatrixContext) {
  const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
  const creator = isStaff(role) ? world[role as (typeof allStaff)[number]].id : world.caseManager.id;
  lastCustomerId = customer.id;
  return insertPerformanceRecord(db, { customerId: customer.id, creatorUserId: creator });
}

describeAccessMatrix('performance metrics', [
  {
    method: 'GET',
    url: () => paths.typeSearch.replace(':endpoint', performanceKinds.credential_attainment.endpoint),
    allowed: allStaff,
    name: 'type search',
  },
  {
    method: 'GET',
    url: ({ world }) => `${paths.list}?customer_id=${world.customer.id}`,
    // Staff of the customer's location; others get 403.
    allowed: staffOfA,
    name: 'list',
  },
  { method: 'GET', url: () => `${paths.userSearch}?term=a`, allowed: allStaff, name: 'user search' },
  {
    method: 'POST',
    url: () => paths.create,
    body: ({ world }) => performanceBody(world.customer.id),
    allowed: staffOfA,
    name: 'create',
  },
  {
    method: 'POST',
    url: async (context) => performancePath(paths.update, (await recordAtA(context)).id),
    body: () => performanceBody(lastCustomerId),
    allowed: staffOfA,
    name: 'update',
  },
  {
    method: 'DELETE',
    url: async (context) => performancePath(paths.remove, (await recordAtA(context)).id),
    allowed: staffOfA,
    name: 'delete',
  },
]);

describeAccessMatrix('wage and employment records', [
  {
    method: 'GET',
    url: ({ world }) => wagePath(wagePaths.list, { customerId: world.customer.id }),
    allowed: staffOfA,
    name: 'list',
  },
  { method: 'GET', url: () => `${wagePaths.onetSearch}?query=nurse`, allowed: allStaff, name: 'onet search' },
  {
    method: 'POST',
    url: () => wagePaths.create,
    // Any valid-looking body: an allowed role reaches the customer (then a 422 for the unknown O*NET code).
    body: ({ world }) => ({
      customerId: world.customer.id,
      date_received: '2026-03-02',
      employer_name: 'Front Range Health',
      job_title: 'LPN',
      start_date: '2026-02-16',
      starting_wage: 20,
      wage_increment: 'hourly',
      is_job_relevant: 'yes',
      onet_code: '29-2061.00',
    }),
    allowed: staffOfA,
    name: 'create',
  },
  {
    method: 'POST',
    url: async ({ db, world }) => {
      const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
      return wagePath(wagePaths.update, { id: (await externalWage(db, customer.id, 2)).id });
    },
    body: () => ({ is_job_relevant: 0 }),
    allowed: staffOfA,
    name: 'update',
  },
]);
