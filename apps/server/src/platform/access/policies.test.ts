import { describe, expect, it } from 'vitest';
import type { Actor, RouteAccess } from './actor.ts';
import { assertRouteAccess, canSeeCustomer, routeAccessAllows, staffReachesLocation } from './policies.ts';

const guest: Actor = { kind: 'guest' };
const customer: Actor = { kind: 'customer', customerId: 7, sessionId: 's' };
const caseManager: Actor = { kind: 'staff', staffId: 1, role: 'case_manager', locationIds: [1], sessionId: 's' };
const admin: Actor = { kind: 'staff', staffId: 2, role: 'admin', locationIds: [1], sessionId: 's' };
const agencyAdmin: Actor = { kind: 'staff', staffId: 3, role: 'agency_admin', locationIds: [], sessionId: 's' };
const actors = { guest, customer, caseManager, admin, agencyAdmin };

const table: Record<RouteAccess, Array<keyof typeof actors>> = {
  public: ['guest', 'customer', 'caseManager', 'admin', 'agencyAdmin'],
  'guest-or-customer': ['guest', 'customer'],
  authenticated: ['customer', 'caseManager', 'admin', 'agencyAdmin'],
  customer: ['customer'],
  staff: ['caseManager', 'admin', 'agencyAdmin'],
  admin: ['admin', 'agencyAdmin'],
  'agency-admin': ['agencyAdmin'],
};

describe('route access', () => {
  for (const [access, allowed] of Object.entries(table) as Array<[RouteAccess, Array<keyof typeof actors>]>) {
    for (const [name, actor] of Object.entries(actors) as Array<[keyof typeof actors, Actor]>) {
      const expected = allowed.includes(name);
      it(`${access} ${expected ? 'allows' : 'refuses'} ${name}`, () => {
        expect(routeAccessAllows(access, actor)).toBe(expected);
        if (expected) expect(() => assertRouteAccess(access, actor)).not.toThrow();
        else
          expect(() => assertRouteAccess(access, actor)).toThrow(
            expect.objectContaining({ status: name === 'guest' ? 401 : 403 }),
          );
      });
    }
  }
});

describe('customer and location scope', () => {
  it.each([
    [guest, { id: 7, locationIds: [1] }, false],
    [customer, { id: 7, locationIds: [] }, true],
    [customer, { id: 8, locationIds: [1] }, false],
    [caseManager, { id: 8, locationIds: [1, 2] }, true],
    [caseManager, { id: 8, locationIds: [2] }, false],
    [caseManager, { id: 8, locationIds: [] }, false],
    [agencyAdmin, { id: 8, locationIds: [] }, true],
  ] as const)('canSeeCustomer %#', (actor, target, expected) => {
    expect(canSeeCustomer(actor, { id: target.id, locationIds: [...target.locationIds] })).toBe(expected);
  });
  it('staffReachesLocation', () => {
    expect(staffReachesLocation(caseManager, 1)).toBe(true);
    expect(staffReachesLocation(caseManager, null)).toBe(false);
    expect(staffReachesLocation(agencyAdmin, 99)).toBe(true);
  });
});
