import { referralListUrl, referralPath, referralPaths } from '@portal/contracts';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import { createDirectoryService, insertReferral } from './referrals.fixtures.ts';

const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;
const customers = ['customer', 'anotherCustomer'] as const;

/** A referral of the world's customer (location A) from location A to a location of its own. */
async function referralOfCustomer({ db, world }: MatrixContext, toLocationId: number | null = null) {
  return insertReferral(db, {
    customerId: world.customer.id,
    kind: 'network',
    status: 'new',
    fromLocationId: world.locationA.id,
    toLocationId: toLocationId ?? world.locationA.id,
  });
}

/*
 * Every referrals route, called as every role. A customer sees only their own referrals; staff only those from or to
 * their locations (location A's staff and the agency admin here; location B's case manager is refused).
 */
describeAccessMatrix('referrals', [
  { method: 'GET', url: () => referralPaths.categories, allowed: staff },
  { method: 'GET', url: () => referralPaths.statuses, allowed: staff },
  { method: 'GET', url: () => referralPaths.types, allowed: staff },
  { method: 'GET', url: () => referralListUrl('incoming', 0), allowed: staff, name: 'referrals/all (list)' },
  {
    method: 'GET',
    url: () => referralListUrl('outgoing', 0, { isExport: 1 }),
    allowed: staff,
    name: 'referrals/all (export)',
  },
  {
    method: 'POST',
    url: () => referralPaths.updateStatuses,
    body: () => ({}),
    allowed: staff,
    name: 'update-statuses (bad body: 422 for staff)',
  },
  {
    method: 'POST',
    url: () => referralPaths.updateStatuses,
    body: async (context) => ({ referral_ids: [await referralOfCustomer(context)], status: 'accepted' }),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: "update-statuses of a location A referral (location B's staff: 403)",
  },
  {
    method: 'POST',
    url: () => referralPaths.create,
    body: ({ world }) => ({
      customer_id: world.customer.id,
      location_id: world.locationA.id,
      to_location_id: world.locationB.id,
    }),
    // Location B's case manager reaches neither the customer nor location A.
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
  },
  { method: 'GET', url: () => referralPaths.mine, allowed: customers },
  {
    method: 'POST',
    url: () => referralPaths.createFromCatalog,
    body: async ({ db }) => ({ service_id: (await createDirectoryService(db)).id }),
    allowed: customers,
  },
  { method: 'GET', url: () => referralPaths.catalogWidget, allowed: [...staff, ...customers] },
  {
    method: 'GET',
    url: async (context) => referralPath(referralPaths.item, { id: await referralOfCustomer(context) }),
    // The customer's own; staff of location A and the agency admin. Others: 404, as for a referral not there.
    allowed: ['customer', 'caseManager', 'admin', 'agencyAdmin'],
    deniedStatus: { anotherCustomer: 404, caseManagerOther: 404 },
    name: 'referrals/:id',
  },
]);
