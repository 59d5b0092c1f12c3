import type { DbOrTx } from '@portal/db';
import { createCustomer, createLocation, createStaffUser } from '@portal/db/factories';

/**
 * The people every integration test can count on: two locations, two customers at A, staff at
 * A and at B, an admin at A and an agency admin without locations.
 */
export async function seedWorld(db: DbOrTx) {
  const locationA = await createLocation(db, { name: 'Location A' });
  const locationB = await createLocation(db, { name: 'Location B' });
  const customer = await createCustomer(db, { primaryLocationId: locationA.id });
  const anotherCustomer = await createCustomer(db, { primaryLocationId: locationA.id });
  const caseManager = await createStaffUser(db, { role: 'case_manager', locationIds: [locationA.id] });
  const caseManagerOther = await createStaffUser(db, { role: 'case_manager', locationIds: [locationB.id] });
  const admin = await createStaffUser(db, { role: 'admin', locationIds: [locationA.id] });
  const agencyAdmin = await createStaffUser(db, { role: 'agency_admin', locationIds: [] });
  return { locationA, locationB, customer, anotherCustomer, caseManager, caseManagerOther, admin, agencyAdmin };
}

export type World = Awaited<ReturnType<typeof seedWorld>>;

export const matrixRoles = [
  'guest',
  'customer',
  'anotherCustomer',
  'caseManager',
  'caseManagerOther',
  'admin',
  'agencyAdmin',
] as const;
export type Role = (typeof matrixRoles)[number];

/** How a role signs in: which guard, and with which world member's credentials. */
export function credentialsFor(world: World, role: Exclude<Role, 'guest'>) {
  const member = world[role];
  if ('portalEmail' in member) {
    if (!member.portalEmail) throw new Error(`${role} has no portal account`);
    return { guard: 'customer' as const, email: member.portalEmail, password: member.password };
  }
  return { guard: 'staff' as const, email: member.email, password: member.password };
}
