import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  type ErrorBody,
  customerIntakePaths,
  customerRecordMessages,
  customerRecordPath as fill,
  customerRecordPaths as recordPaths,
  experiencePaths,
  messagePaths,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createSeedForms } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import type { HttpMethod } from '../../testing/test-client.ts';
import { type Call, missingId, staffWriteTable } from './customer-writable.fixtures.ts';
import { customerWrites, notCustomerWrites } from './customer-writable-routes.fixtures.ts';

/*
 * Walks the app's route table: every state-changing route is either a write on a customer (called here on a deleted,
 * a missing and an archived customer) or named below as not one, with the reason. A new route fails the first test
 * until someone decides which it is (docs/decisions/0010-read-only-customers.md).
 */

let t: TestApp;
let formId: number;
beforeAll(async () => {
  t = await createTestApp();
  formId = (await createSeedForms(t.db))['WIOA Adult & DW']!;
}, testAppTimeout);
afterAll(() => t?.close());

const staffWrites = staffWriteTable(
  () => t,
  () => formId,
);

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const key = (method: string, url: string) => `${method} ${url}`;

async function newCustomer() {
  return createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
}

async function send(client: TestClient, method: string, call: Call) {
  const response = await client.request(method as HttpMethod, call.url, call.body);
  return { status: response.statusCode, body: response.body };
}

/** Audit rows of writes on the customer (a refusal may be audited too; it writes nothing). */
async function writesAudited(customerId: number) {
  const rows = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.customerId, customerId));
  return rows.filter((row) => !row.action.endsWith('_refused')).length;
}

const split = (route: string) => {
  const [method, url] = route.split(' ') as [string, string];
  return { method, url };
};

describe('the route table', () => {
  it('names every state-changing route as a write on a customer or as not one', () => {
    const known = new Set([
      ...Object.keys(staffWrites),
      ...Object.keys(customerWrites),
      ...Object.keys(notCustomerWrites),
    ]);
    const routes = t.app.routeRegistry.filter((route) => writeMethods.has(route.method));
    const undecided = routes.map((route) => key(route.method, route.url)).filter((route) => !known.has(route));
    expect(undecided, 'state-changing routes this test does not know: add them to a table above').toEqual([]);
    const registered = new Set(routes.map((route) => key(route.method, route.url)));
    const stale = [...known].filter((route) => !registered.has(route));
    expect(stale, 'routes listed here that the app no longer has').toEqual([]);
  });
});

describe('writes on a deleted customer', () => {
  for (const [route, write] of Object.entries(staffWrites)) {
    it(`${route} answers as for a missing customer and writes nothing`, async () => {
      const admin = await t.as('admin');
      const customer = await newCustomer();
      expect((await admin.delete(fill(recordPaths.remove, { id: customer.id }))).statusCode).toBe(200);
      const { method } = split(route);
      const auditRows = await writesAudited(customer.id);

      const deleted = await send(admin, method, await write.call(customer.id));
      const missing = await send(admin, method, write.missingCall?.() ?? (await write.call(missingId)));

      expect(write.missingStatus ? [write.missingStatus] : [404, 422], deleted.body).toContain(deleted.status);
      expect(deleted).toEqual(missing);
      expect(await writesAudited(customer.id), 'no write was audited').toBe(auditRows);
    });
  }

  it('keeps the message and the flag out (the report: 200 delivered, 200 flag added)', async () => {
    const admin = await t.as('admin');
    const customer = await newCustomer();
    await admin.delete(fill(recordPaths.remove, { id: customer.id }));
    const message = await admin.post(fill(messagePaths.send, { customerId: customer.id, userId: t.world.admin.id }), {
      message_subject: 'Hello',
      body: 'Checking in',
    });
    const flag = await admin.post(fill(recordPaths.restrictions, { id: customer.id }), {
      restriction_id: 1,
      narrative: 'Note',
    });
    expect([message.statusCode, flag.statusCode]).toEqual([404, 404]);
    const messages = await t.db
      .select()
      .from(schema.customerMessages)
      .where(eq(schema.customerMessages.customerId, customer.id));
    const flags = await t.db
      .select()
      .from(schema.customerRestrictions)
      .where(eq(schema.customerRestrictions.customerId, customer.id));
    expect([messages.length, flags.length]).toEqual([0, 0]);
    // Reads still work, so the history stays auditable.
    const record = await admin.get(fill(recordPaths.record, { id: customer.id }));
    expect(record.json()).toMatchObject({ deleted: true, can_archive: false, can_delete: false });
  });

  it("ends the customer's own portal: the session is a guest and sign-in fails like an unknown email", async () => {
    const customer = await newCustomer();
    const own = await t.login('guest');
    expect(
      (await own.post(authPaths.customerLogin, { email: customer.portalEmail, password: customer.password }))
        .statusCode,
    ).toBe(200);
    await (await t.as('admin')).delete(fill(recordPaths.remove, { id: customer.id }));

    // The session is a guest's now: no write gets past sign-in (401) or the session-bound CSRF check (403).
    for (const [route, call] of Object.entries(customerWrites)) {
      const { method } = split(route);
      expect([401, 403], route).toContain((await send(own, method, call)).status);
    }
    expect((await own.get(authPaths.customerCurrentUser)).statusCode).toBe(401);
    const again = await (
      await t.login('guest')
    ).post(authPaths.customerLogin, {
      email: customer.portalEmail,
      password: customer.password,
    });
    const unknown = await (
      await t.login('guest')
    ).post(authPaths.customerLogin, {
      email: 'nobody@example.test',
      password: customer.password,
    });
    expect({ status: again.statusCode, body: again.json<ErrorBody>() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json<ErrorBody>(),
    });
  });
});

describe('writes on an archived customer', () => {
  async function archivedCustomer() {
    const customer = await newCustomer();
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, customer.id));
    return customer;
  }

  for (const [route, write] of Object.entries(staffWrites)) {
    const { method } = split(route);
    if (route === `POST ${customerIntakePaths.import}`) continue; // decision 0010: left open
    it(`${route} ${write.allowedWhenArchived ? 'works (a way out of archived)' : 'is refused as read-only'}`, async () => {
      const customer = await archivedCustomer();
      const response = await send(await t.as('admin'), method, await write.call(customer.id));
      if (write.allowedWhenArchived) expect(response.status, response.body).toBe(200);
      else
        expect(response).toEqual({
          status: 409,
          body: JSON.stringify({ message: customerRecordMessages.archivedReadOnly }),
        });
    });
  }

  it("refuses the customer's own writes, and lets them read and sign out", async () => {
    const customer = await archivedCustomer();
    const own = await t.login('guest');
    expect(
      (await own.post(authPaths.customerLogin, { email: customer.portalEmail, password: customer.password }))
        .statusCode,
    ).toBe(200);
    for (const [route, call] of Object.entries(customerWrites)) {
      const { method } = split(route);
      expect(await send(own, method, call), route).toEqual({
        status: 409,
        body: JSON.stringify({ message: customerRecordMessages.archivedReadOnlyForCustomer }),
      });
    }
    expect((await own.get(experiencePaths.jobs)).statusCode).toBe(200);
    expect((await own.post(authPaths.logout)).statusCode).toBe(200);
  });
});
