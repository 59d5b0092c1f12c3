import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerIntakeMessages,
  customerIntakePaths,
  customerRecordPaths,
  customerRecordPath as fill,
  type CustomerLookupResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type Role, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';

/**
 * Issue #10: an import needs the grant of a lookup by the same staff user that matched exactly this customer
 * (the spec's 4-of-7 rule); otherwise anyone could import any sequential id into their location and read it.
 */
let t: TestApp;
let ines: { id: number };
let noor: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  const at = (values: Parameters<typeof createCustomer>[1]) =>
    createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationB.id, ...values });
  ines = await at({ firstName: 'Inés', lastName: 'Ortega', birthdate: '1980-04-09', phone: '5551234567' });
  noor = await at({ firstName: 'Noor', lastName: 'Haddad', birthdate: '1975-11-02', email: 'noor@example.test' });
  // Two people with one name, birthdate and phone: a lookup matches both.
  await at({ firstName: 'Sam', lastName: 'Twin', birthdate: '1999-01-01', phone: '5550001111' });
  await at({ firstName: 'Sam', lastName: 'Twin', birthdate: '1999-01-01', phone: '5550001111' });
}, testAppTimeout);
afterAll(() => t.close());

const inesLookup = { first_name: 'Ines', last_name: 'Ortega', birthdate: '04/09/1980', phone: '555-123-4567' };
const noorLookup = { first_name: 'Noor', last_name: 'Haddad', birthdate: '11/02/1975', email: 'noor@example.test' };

async function lookup(role: Role, body: Record<string, string>) {
  const response = await (await t.as(role)).post(customerIntakePaths.lookup, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerLookupResponse>();
}

async function grantFor(role: Role, body: Record<string, string> = inesLookup): Promise<string> {
  const grant = (await lookup(role, body)).data[0]?.import_grant;
  expect(grant).toEqual(expect.any(String));
  return grant!;
}

async function importAs(role: Role, body: Record<string, unknown>) {
  return (await t.as(role)).post(customerIntakePaths.import, body);
}

async function refusals(customerId: number) {
  return t.db
    .select({ actorId: schema.auditLog.actorId, detail: schema.auditLog.detail })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'customers.import_refused'), eq(schema.auditLog.customerId, customerId)));
}

async function locationsOf(customerId: number) {
  const [row] = await t.db
    .select({ locationIds: schema.customers.locationIds })
    .from(schema.customers)
    .where(eq(schema.customers.id, customerId));
  return row!.locationIds;
}

async function removeFromLocationA(customerId: number) {
  await t.db
    .delete(schema.customerSources)
    .where(
      and(
        eq(schema.customerSources.customerId, customerId),
        eq(schema.customerSources.locationId, t.world.locationA.id),
      ),
    );
}

const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: customerIntakeMessages.lookupAgainBeforeImport });
};

describe('import grants', () => {
  it('refuses an import without a lookup, audits it, and the record stays closed', async () => {
    const locationA = t.world.locationA.id;
    const response = await importAs('caseManager', { customer_id: noor.id, location_id: locationA });
    expectRefused(response);
    expect(await locationsOf(noor.id)).toEqual([t.world.locationB.id]);
    expect(await refusals(noor.id)).toEqual([
      { actorId: t.world.caseManager.id, detail: { location_id: locationA, reason: 'missing' } },
    ]);
    const record = await (await t.as('caseManager')).get(fill(customerRecordPaths.record, { id: noor.id }));
    expect([403, 404]).toContain(record.statusCode);
  });

  it('gives a grant only for exactly one match', async () => {
    const single = await lookup('caseManager', inesLookup);
    expect(single.data).toHaveLength(1);
    expect(single.data[0]!.import_grant).toEqual(expect.any(String));
    const several = await lookup('caseManager', {
      first_name: 'Sam',
      last_name: 'Twin',
      birthdate: '01/01/1999',
      phone: '5550001111',
    });
    expect(several.data).toHaveLength(2);
    expect(several.data.map((row) => row.import_grant)).toEqual([null, null]);
  });

  it('imports with my own fresh grant once; a replay is refused and audited', async () => {
    const import_grant = await grantFor('caseManager');
    const body = { customer_id: ines.id, location_id: t.world.locationA.id, import_grant };
    const first = await importAs('caseManager', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id: ines.id, imported: true });
    await removeFromLocationA(ines.id);
    expectRefused(await importAs('caseManager', body));
    expect((await refusals(ines.id)).map((row) => row.detail?.reason)).toContain('used');
    expect(await locationsOf(ines.id)).toEqual([t.world.locationB.id]);
  });

  it("refuses another user's grant, a grant for another customer, and one for another location", async () => {
    const locationA = t.world.locationA.id;
    const adminsGrant = await grantFor('admin');
    expectRefused(
      await importAs('caseManager', { customer_id: ines.id, location_id: locationA, import_grant: adminsGrant }),
    );
    const noorsGrant = await grantFor('caseManager', noorLookup);
    expectRefused(
      await importAs('caseManager', { customer_id: ines.id, location_id: locationA, import_grant: noorsGrant }),
    );
    // Granted while the case manager worked only at A; since then they also work at C.
    const inesGrant = await grantFor('caseManager');
    const [locationC] = await t.db.insert(schema.locations).values({ name: 'Location C' }).returning();
    await t.db
      .insert(schema.staffUserLocations)
      .values({ staffUserId: t.world.caseManager.id, locationId: locationC!.id });
    // A location change made in SQL: the code that changes locations forgets the cached callers (ADR 0027).
    forgetCachedSessions();
    expectRefused(
      await importAs('caseManager', { customer_id: ines.id, location_id: locationC!.id, import_grant: inesGrant }),
    );
    const reasons = (await refusals(ines.id)).map((row) => row.detail?.reason);
    expect(reasons).toEqual(expect.arrayContaining(['other_user', 'other_customer', 'other_location']));
    // None of them spent the grants: their owners can still use them.
    const own = await importAs('admin', { customer_id: ines.id, location_id: locationA, import_grant: adminsGrant });
    expect(own.statusCode, own.body).toBe(200);
    await removeFromLocationA(ines.id);
  });

  it('refuses an expired grant and an unknown one', async () => {
    const import_grant = await grantFor('caseManager');
    await t.db.update(schema.customerImportGrants).set({ expiresAt: new Date(Date.now() - 1_000) });
    const body = { customer_id: ines.id, location_id: t.world.locationA.id };
    expectRefused(await importAs('caseManager', { ...body, import_grant }));
    expectRefused(await importAs('caseManager', { ...body, import_grant: 'made-up' }));
    const reasons = (await refusals(ines.id)).map((row) => row.detail?.reason);
    expect(reasons).toEqual(expect.arrayContaining(['expired', 'unknown']));
  });

  it('lets only one of two simultaneous imports use one grant', async () => {
    const import_grant = await grantFor('caseManager');
    const body = { customer_id: ines.id, location_id: t.world.locationA.id, import_grant };
    const answers = await Promise.all([importAs('caseManager', body), importAs('caseManager', body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    await removeFromLocationA(ines.id);
  });
});
