import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  type CatalogWidget,
  dashboardPaths,
  type ErrorBody,
  type MyReferralsResponse,
  type ReferralDetail,
  type ReferralListResponse,
  referralListUrl,
  referralMessages,
  referralPath,
  referralPaths,
  type ReferralsSummary,
} from '@portal/contracts';
import type { schema } from '@portal/db';
import { createCustomer, createLocation, createStaffUser } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout, TestClient } from '../../testing/test-app.ts';
import { createDirectoryService, insertReferral, signInCustomer } from './referrals.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t?.close());

const A = () => t.world.locationA.id;
const B = () => t.world.locationB.id;

const signIn = (customer: { portalEmail: string | null; password: string }) => signInCustomer(t, customer);

/* A customer's own referrals and the dashboards' referral widgets (referrals.test.ts: staff's lists and changes). */

describe("a customer's own referrals", () => {
  it('asks for a referral from a finder result, sees it and its history; staff at their location see it', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: B(), firstName: 'Quinn' });
    const service = await createDirectoryService(t.db, { name: 'Eastside Food Pantry' });
    const own = await signIn(customer);
    const made = await own.post(referralPaths.createFromCatalog, { service_id: service.id, note: 'Open now?' });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: number }>();
    expect((await own.post(referralPaths.createFromCatalog, { service_id: service.id })).statusCode).toBe(409);

    const mine = (await own.get(referralPaths.mine)).json<MyReferralsResponse>();
    expect(mine.data).toEqual([
      expect.objectContaining({ id, status: 'new', to_name: 'Eastside Food Pantry', to_service_id: service.id }),
    ]);
    const detail = (await own.get(referralPath(referralPaths.item, { id }))).json<ReferralDetail>();
    expect(detail.history).toEqual([
      expect.objectContaining({ to_status: 'new', changed_by: `Quinn ${customer.lastName}` }),
    ]);

    const incoming = (
      await (await t.as('caseManagerOther')).get(referralListUrl('incoming', 'new'))
    ).json<ReferralListResponse>();
    expect(incoming.data.rows.map((row) => row.id)).toContain(id);
    expect((await (await t.as('anotherCustomer')).get(referralPath(referralPaths.item, { id }))).statusCode).toBe(404);
    expect((await (await t.as('caseManager')).get(referralPath(referralPaths.item, { id }))).statusCode).toBe(404);
  });

  it('refuses a service that is not active or not there (checked on the server)', async () => {
    const own = await t.as('customer');
    const closed = await createDirectoryService(t.db, { status: 'inactive' });
    for (const id of [closed.id, '00000000-0000-4000-8000-000000000001']) {
      const response = await own.post(referralPaths.createFromCatalog, { service_id: id });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors?.service_id).toEqual([referralMessages.serviceUnavailable]);
    }
  });
});

describe('dashboard widgets', () => {
  it("count a customer's own referrals and a staff user's locations' (Referrals and Catalog widgets)", async () => {
    const location = (await createLocation(t.db, { name: 'Widget Town' })).id;
    const staff = await createStaffUser(t.db, { role: 'case_manager', locationIds: [location] });
    const customer = await createCustomer(t.db, { primaryLocationId: location });
    const service = await createDirectoryService(t.db);
    const add = (values: Partial<typeof schema.referrals.$inferInsert>) =>
      insertReferral(t.db, { customerId: customer.id, kind: 'network', status: 'new', ...values });
    await add({ fromLocationId: location, toLocationId: A(), status: 'new', note: 'first' });
    await add({ fromLocationId: location, toLocationId: A(), status: 'rejected' });
    await add({ fromLocationId: B(), toLocationId: location, status: 'accepted' });
    await add({
      toLocationId: location,
      toServiceId: service.id,
      toServiceName: service.name,
      requestedByCustomer: true,
    });
    await add({ kind: 'external', status: 'inquiry', fromLocationId: location, toServiceName: service.name });
    await add({ kind: 'external', status: 'referral', fromLocationId: location, toServiceName: service.name });

    const client = new TestClient(t.app);
    await client.fetchCsrfToken();
    await client.post(authPaths.staffLogin, { email: staff.email, password: staff.password });
    expect((await client.get(dashboardPaths.referrals)).json()).toEqual({
      incoming_referrals: { new_referral: 1, accepted: 1, rejected: 0, total: 2 },
      outgoing_referrals: { new_referral: 1, accepted: 0, rejected: 1, total: 2 },
      external_referrals: { info: 0, inquiry: 1, referral: 1, total: 2 },
    } satisfies ReferralsSummary);
    const catalog = (await client.get(referralPaths.catalogWidget)).json<CatalogWidget>();
    expect(catalog).toMatchObject({ new_referral: 2, accepted: 1, rejected: 1 });
    expect(catalog.data).toHaveLength(4);

    const own = await signIn(customer);
    expect((await own.get(dashboardPaths.referrals)).json()).toEqual({
      incoming_referrals: { new_referral: 1, accepted: 1, rejected: 1, total: 3 },
      outgoing_referrals: { new_referral: 1, accepted: 0, rejected: 0, total: 1 },
      external_referrals: { info: 0, inquiry: 1, referral: 1, total: 2 },
    } satisfies ReferralsSummary);
    const ownCatalog = (await own.get(referralPaths.catalogWidget)).json<CatalogWidget>();
    expect(ownCatalog.data.find((row) => row.description === 'first')).toMatchObject({
      name: 'Location A',
      location_label: 'Widget Town',
    });
    // A deleted referral counts nowhere.
    await t.db.execute(sql`update referrals set deleted_at = now() where customer_id = ${customer.id}`);
    expect(
      Object.values((await own.get(dashboardPaths.referrals)).json<ReferralsSummary>()).flatMap((g) =>
        Object.values(g),
      ),
    ).toEqual(Array(12).fill(0));
  });
});
