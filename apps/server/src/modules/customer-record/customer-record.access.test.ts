import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManagerPaths, customerRecordPath, customerRecordPaths as paths, messagePaths } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createRestriction } from '@portal/db/factories';
import type { StaffActor } from '../../platform/access/actor.ts';
import { canSeeCustomer } from '../../platform/access/policies.ts';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import { createTestApp, type Role, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { readRecord, recordReadAction } from './record-read.ts';

// The world's customers are at location A: its case manager, its admin and the agency admin reach them;
// the case manager of location B does not.
const atA = ['caseManager', 'admin', 'agencyAdmin'] as const;
const admins = ['admin', 'agencyAdmin'] as const;

/** A fresh customer at location A per call, so state changes in one role's call do not affect the next. */
async function freshAtA({ db, world }: MatrixContext) {
  const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
  return customer.id;
}
const at = (path: string) => async (context: MatrixContext) =>
  customerRecordPath(path, { id: await freshAtA(context), customerId: await freshAtA(context) });

describeAccessMatrix('customer record', [
  { method: 'GET', url: at(paths.record), allowed: atA, name: 'record' },
  { method: 'GET', url: at(paths.accesses), allowed: atA, name: 'accesses' },
  { method: 'POST', url: at(paths.archive), allowed: atA, name: 'archive' },
  { method: 'DELETE', url: at(paths.remove), allowed: admins, name: 'delete' },
  { method: 'POST', url: at(paths.track), allowed: atA, name: 'track' },
  {
    method: 'PUT',
    url: at(paths.engagement),
    body: () => ({ engagement_status_flag: 1 }),
    allowed: atA,
    name: 'engagement',
  },
  { method: 'GET', url: () => paths.restrictionOptions, allowed: ['caseManager', 'caseManagerOther', ...admins] },
  {
    method: 'POST',
    url: at(paths.restrictions),
    body: () => ({ restriction_id: 1, narrative: 'Escort to the interview room.' }),
    allowed: atA,
    name: 'add flag',
  },
  {
    method: 'POST',
    url: at(paths.restrictions),
    body: () => ({ restriction_id: 3, narrative: 'Hold all documents.' }),
    allowed: admins,
    name: 'add flag 3',
  },
  {
    method: 'POST',
    url: at(paths.restrictions),
    body: () => ({ restriction_id: 4, narrative: 'Restricted.' }),
    allowed: ['admin'],
    name: 'add flag 4',
  },
  { method: 'DELETE', url: at(paths.restrictions), allowed: admins, name: 'remove flags' },
  {
    method: 'DELETE',
    url: async (context) => {
      const id = await freshAtA(context);
      const flag = await createRestriction(context.db, { customerId: id, creatorUserId: context.world.admin.id });
      return customerRecordPath(paths.restriction, { id, flagId: flag.id });
    },
    allowed: admins,
    name: 'remove one flag',
  },
]);

describeAccessMatrix('customer record: case managers and messages', [
  {
    method: 'GET',
    url: () => `${caseManagerPaths.options}?page=1&search=a`,
    allowed: ['caseManager', 'caseManagerOther', ...admins],
    name: 'case-manager options',
  },
  {
    method: 'POST',
    url: () => caseManagerPaths.assign,
    body: async (context) => ({ customer_id: await freshAtA(context), case_managers: [context.world.admin.id] }),
    allowed: atA,
    name: 'assign case managers',
  },
  {
    // The path names the sender: only that user (here the location's case manager) may send as them.
    method: 'POST',
    url: async (context) =>
      customerRecordPath(messagePaths.send, {
        customerId: await freshAtA(context),
        userId: context.world.caseManager.id,
      }),
    body: () => ({ message_subject: 'Your appointment', body: 'See you Monday.' }),
    allowed: ['caseManager'],
    name: 'send message as the location case manager',
  },
]);

// ADR 0027: the record read checks the reach inside its one audited statement, i.e. the `canSeeCustomer` rule in
// SQL. Every kind of caller against every kind of customer: the statement's answer must be the TypeScript rule's,
// an audit row is written exactly when it allows, and the route answers 200 / 403 / 404 with the same bodies as the
// routes that still check in TypeScript (the access list).
describe('customer record read: the reach in SQL agrees with canSeeCustomer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, testAppTimeout);
  afterAll(async () => t?.close());

  async function customers() {
    const { db, world } = t;
    const atA = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
    const atB = await createCustomer(db, { portal: false, primaryLocationId: world.locationB.id });
    const atAWithSourceAtB = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
    await db
      .insert(schema.customerSources)
      .values({ customerId: atAWithSourceAtB.id, locationId: world.locationB.id, source: 'Import' });
    const withoutLocation = await createCustomer(db, { portal: false });
    const archivedAtA = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
    await db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, archivedAtA.id));
    const deletedAtA = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
    await db.update(schema.customers).set({ deletedAt: new Date() }).where(eq(schema.customers.id, deletedAtA.id));
    const withPortalAtA = await createCustomer(db, { primaryLocationId: world.locationA.id });
    return { atA, atB, atAWithSourceAtB, withoutLocation, archivedAtA, deletedAtA, withPortalAtA };
  }

  function staffActors(): Record<string, StaffActor> {
    const { world } = t;
    const staff = (staffId: number, role: StaffActor['role'], locationIds: number[]): StaffActor => ({
      kind: 'staff',
      staffId,
      role,
      locationIds,
      sessionId: 'test',
    });
    const [a, b] = [world.locationA.id, world.locationB.id];
    return {
      'case manager at A': staff(world.caseManager.id, 'case_manager', [a]),
      'case manager at B': staff(world.caseManagerOther.id, 'case_manager', [b]),
      'case manager at A and B': staff(world.caseManager.id, 'case_manager', [b, a]),
      'case manager without locations': staff(world.caseManager.id, 'case_manager', []),
      'admin at A': staff(world.admin.id, 'admin', [a]),
      'admin at B': staff(world.admin.id, 'admin', [b]),
      'admin without locations': staff(world.admin.id, 'admin', []),
      'agency admin without locations': staff(world.agencyAdmin.id, 'agency_admin', []),
      'agency admin at B': staff(world.agencyAdmin.id, 'agency_admin', [b]),
    };
  }

  const auditRows = async (customerId: number) =>
    (
      await t.db
        .select({ actorId: schema.auditLog.actorId, actorGuard: schema.auditLog.actorGuard })
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.customerId, customerId), eq(schema.auditLog.action, recordReadAction)))
    ).map((row) => `${row.actorGuard}:${row.actorId}`);

  it('for every staff actor and customer, the statement reaches exactly whom the TypeScript rule lets see', async () => {
    const targets = await customers();
    const outcomes: string[] = [];
    for (const [customerName, target] of Object.entries(targets)) {
      const [stored] = await t.db
        .select({ locationIds: schema.customers.locationIds })
        .from(schema.customers)
        .where(eq(schema.customers.id, target.id));
      for (const [actorName, actor] of Object.entries(staffActors())) {
        const expected = canSeeCustomer(actor, { id: target.id, locationIds: stored!.locationIds });
        const before = await auditRows(target.id);
        const read = await readRecord(t.db, {
          customerId: target.id,
          staffUserId: actor.staffId,
          role: actor.role,
          locationIds: actor.locationIds,
          sourceLimit: 3,
        });
        const after = await auditRows(target.id);
        expect(read, `${actorName} / ${customerName}`).not.toBeNull();
        expect(read!.reached, `${actorName} / ${customerName}`).toBe(expected);
        // Exactly one audit row (this staff user's) when reached, none when denied.
        expect(after.length - before.length, `${actorName} / ${customerName}`).toBe(expected ? 1 : 0);
        if (expected)
          expect(after.filter((row) => row === `staff:${actor.staffId}`)).toHaveLength(
            before.filter((row) => row === `staff:${actor.staffId}`).length + 1,
          );
        outcomes.push(`${actorName} / ${customerName}: ${expected ? 'allowed' : 'denied'}`);
      }
    }
    // Both answers occur for every kind of actor but the agency admin, who reaches everyone.
    expect(outcomes).toContain('case manager at A / atA: allowed');
    expect(outcomes).toContain('case manager at A / atB: denied');
    expect(outcomes).toContain('case manager at B / atAWithSourceAtB: allowed');
    expect(outcomes).toContain('admin at A / atB: denied');
    expect(outcomes).toContain('admin without locations / atA: denied');
    expect(outcomes).toContain('agency admin without locations / withoutLocation: allowed');
    expect(outcomes).toContain('case manager at A and B / withoutLocation: denied');
  });

  it('a customer that does not exist: no row (404) and no audit row, for every staff actor', async () => {
    const missing = 2_000_000_000;
    for (const actor of Object.values(staffActors())) {
      const read = await readRecord(t.db, {
        customerId: missing,
        staffUserId: actor.staffId,
        role: actor.role,
        locationIds: actor.locationIds,
        sourceLimit: 3,
      });
      expect(read).toBeNull();
    }
    expect(await auditRows(missing)).toEqual([]);
  });

  it('through the route: 200 / 403 / 404 with the bodies of the TypeScript check, one audit row per allowed read', async () => {
    const targets = await customers();
    const { world } = t;
    const record = (id: number) => customerRecordPath(paths.record, { id });
    const accesses = (id: number) => customerRecordPath(paths.accesses, { id });
    // The world's signed-in users: staff at A (case manager, admin), at B, the agency admin, and customers (whom
    // the route's `staff` access refuses before any SQL).
    const cases: Array<[Role, keyof typeof targets, number]> = [
      ['caseManager', 'atA', 200],
      ['caseManager', 'atB', 403],
      ['caseManager', 'archivedAtA', 200],
      ['caseManager', 'deletedAtA', 200],
      ['caseManager', 'withoutLocation', 403],
      ['caseManagerOther', 'atA', 403],
      ['caseManagerOther', 'atAWithSourceAtB', 200],
      ['caseManagerOther', 'archivedAtA', 403],
      ['caseManagerOther', 'deletedAtA', 403],
      ['admin', 'atB', 403],
      ['admin', 'deletedAtA', 200],
      ['agencyAdmin', 'atB', 200],
      ['agencyAdmin', 'withoutLocation', 200],
      ['agencyAdmin', 'deletedAtA', 200],
      ['customer', 'withPortalAtA', 403],
      ['customer', 'atA', 403],
    ];
    for (const [role, customerName, status] of cases) {
      const target = targets[customerName];
      const client = await t.as(role);
      const before = await auditRows(target.id);
      const response = await client.get(record(target.id));
      const label = `${role} / ${customerName}`;
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      const after = await auditRows(target.id);
      expect(after.length - before.length, label).toBe(status === 200 ? 1 : 0);
      if (status === 200) {
        expect(response.json(), label).toMatchObject({ id: target.id, deleted: customerName === 'deletedAtA' });
        const member = world[role as 'caseManager' | 'caseManagerOther' | 'admin' | 'agencyAdmin'];
        expect(after.filter((row) => row === `staff:${member.id}`).length, label).toBe(
          before.filter((row) => row === `staff:${member.id}`).length + 1,
        );
      } else {
        // The same denial the access list (still checked in TypeScript) gives.
        const other = await client.get(accesses(target.id));
        expect(other.statusCode, label).toBe(403);
        expect(response.json(), label).toEqual(other.json());
      }
    }
    for (const role of ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const) {
      const client = await t.as(role);
      const response = await client.get(record(2_000_000_000));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual((await client.get(accesses(2_000_000_000))).json());
    }
    expect(await auditRows(2_000_000_000)).toEqual([]);
  });
});
