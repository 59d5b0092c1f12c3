import { serviceTrackerPaths as paths } from '@portal/contracts';
import { createCustomer, createServiceLog } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import { daysFromToday } from './tracker.fixtures.ts';

const fill = (path: string, id: number) => path.replace(':id', String(id));
const allStaff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;
const staffOfA = ['caseManager', 'admin', 'agencyAdmin'] as const;

/** A log at location A made by the role's own user when staff (so the creator rule passes), else by A's case manager. */
async function logAtA({ db, world, role }: MatrixContext) {
  const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
  const own = role === 'caseManager' || role === 'caseManagerOther' || role === 'admin' || role === 'agencyAdmin';
  return createServiceLog(db, {
    customerId: customer.id,
    createdBy: own ? world[role].id : world.caseManager.id,
    locationId: world.locationA.id,
  });
}

describeAccessMatrix('service tracker', [
  { method: 'GET', url: () => paths.contactTypes, allowed: allStaff },
  { method: 'GET', url: () => paths.serviceTypes, allowed: allStaff },
  { method: 'GET', url: () => paths.statuses, allowed: allStaff },
  { method: 'GET', url: () => `${paths.servicePrograms}?ids[]=1`, allowed: allStaff, name: 'service-programs' },
  { method: 'GET', url: () => paths.pirlPrograms, allowed: allStaff },
  { method: 'GET', url: () => paths.formOptions, allowed: allStaff },
  { method: 'GET', url: () => `${paths.professionals}?query=a`, allowed: allStaff, name: 'professionals' },
  {
    method: 'GET',
    url: ({ world }) => fill(paths.eligibility, world.customer.id),
    allowed: staffOfA,
    name: 'eligibility-check',
  },
  { method: 'GET', url: () => paths.logs, allowed: allStaff, name: 'logs' },
  {
    method: 'GET',
    url: ({ world }) => `${paths.logs}?customerValue=${world.customer.id}`,
    allowed: staffOfA,
    name: "a customer's logs",
  },
  {
    method: 'POST',
    url: async (context) => fill(paths.log, (await logAtA(context)).id),
    body: () => ({ end_at: daysFromToday(3) }),
    // Other locations' logs are refused; the agency admin reaches all.
    allowed: staffOfA,
    name: 'edit end date',
  },
  {
    method: 'DELETE',
    url: async (context) => fill(paths.log, (await logAtA(context)).id),
    allowed: staffOfA,
    name: 'delete',
  },
  {
    method: 'POST',
    url: async (context) => fill(paths.notes, (await logAtA(context)).id),
    body: () => ({ body: 'Called' }),
    allowed: staffOfA,
    name: 'add note',
  },
  {
    method: 'POST',
    url: () => paths.store,
    body: ({ world }) => ({ created_for: 'customer', customer_created_for: world.customer.id }),
    // Any staff user may send the form; a bad one is a 422 for them, never a 5xx.
    allowed: allStaff,
    name: 'store',
  },
]);
