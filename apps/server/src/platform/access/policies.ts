import { forbidden, unauthenticated } from '../http/errors.ts';
import type { Actor, CustomerActor, RouteAccess, StaffActor } from './actor.ts';

/** Pure decisions, table-tested in policies.test.ts. */

export function isAdmin(actor: Actor): boolean {
  return actor.kind === 'staff' && (actor.role === 'admin' || actor.role === 'agency_admin');
}

export function isAgencyAdmin(actor: Actor): boolean {
  return actor.kind === 'staff' && actor.role === 'agency_admin';
}

/** Staff reach a location they work at; agency admins reach every location. */
export function staffReachesLocation(actor: StaffActor, locationId: number | null): boolean {
  if (actor.role === 'agency_admin') return true;
  return locationId !== null && actor.locationIds.includes(locationId);
}

/** A customer's record is reachable by the customer and by staff of any of the customer's locations. */
export function canSeeCustomer(actor: Actor, customer: { id: number; locationIds: number[] }): boolean {
  switch (actor.kind) {
    case 'guest':
      return false;
    case 'customer':
      return actor.customerId === customer.id;
    case 'staff':
      return actor.role === 'agency_admin' || customer.locationIds.some((id) => actor.locationIds.includes(id));
  }
}

export function routeAccessAllows(access: RouteAccess, actor: Actor): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'guest-or-customer':
      return actor.kind !== 'staff';
    case 'authenticated':
      return actor.kind !== 'guest';
    case 'customer':
      return actor.kind === 'customer';
    case 'staff':
      return actor.kind === 'staff';
    case 'admin':
      return isAdmin(actor);
    case 'agency-admin':
      return isAgencyAdmin(actor);
  }
}

/** Throws 401 for a guest where a sign-in is needed, 403 for a signed-in user without the right. */
export function assertRouteAccess(access: RouteAccess, actor: Actor): void {
  if (routeAccessAllows(access, actor)) return;
  throw actor.kind === 'guest' && access !== 'guest-or-customer' ? unauthenticated() : forbidden();
}

export function requireCustomer(actor: Actor): CustomerActor {
  if (actor.kind === 'customer') return actor;
  throw actor.kind === 'guest' ? unauthenticated() : forbidden();
}

export function requireStaff(actor: Actor): StaffActor {
  if (actor.kind === 'staff') return actor;
  throw actor.kind === 'guest' ? unauthenticated() : forbidden();
}

/** For routes open to both guards: a signed-in customer or staff user. */
export function requireSignedIn(actor: Actor): CustomerActor | StaffActor {
  if (actor.kind === 'guest') throw unauthenticated();
  return actor;
}
