import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  customerRecordPath,
  customerRecordPaths,
  type ErrorBody,
  noLocationId,
  type ReferralListResponse,
  type ReferralOption,
  referralListUrl,
  referralMessages,
  referralPaths,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createLocation, createStaffUser } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout, TestClient } from '../../testing/test-app.ts';
import { createDirectoryService, historyOf, insertReferral } from './referrals.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t?.close());

const A = () => t.world.locationA.id;
const B = () => t.world.locationB.id;

describe('options (spec 7)', () => {
  it('lists the types (first: the default), in-network statuses and out-of-network statuses', async () => {
    const staff = await t.as('caseManager');
    expect((await staff.get(referralPaths.categories)).json()).toEqual([
      { value: 'incoming', label: 'Incoming' },
      { value: 'outgoing', label: 'Outgoing' },
      { value: 'external', label: 'Out-of-Network' },
    ]);
    expect((await staff.get(referralPaths.statuses)).json<ReferralOption[]>().map((o) => o.value)).toEqual([
      'new',
      'accepted',
      'in_progress',
      'completed',
      'rejected',
    ]);
    expect((await staff.get(referralPaths.types)).json()).toEqual([
      { value: 'info', label: 'Info' },
      { value: 'inquiry', label: 'Inquiry' },
      { value: 'referral', label: 'Referral' },
    ]);
  });
});

describe('creating a referral (staff, spec 6)', () => {
  it('refers a customer from my chosen location to another one, New, with a history row', async () => {
    const staff = await t.as('caseManager');
    const customer = await createCustomer(t.db, { primaryLocationId: A() });
    const response = await staff.post(referralPaths.create, {
      customer_id: customer.id,
      location_id: A(),
      to_location_id: B(),
      note: 'Needs forklift training',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [row] = await t.db.select().from(schema.referrals).where(eq(schema.referrals.id, id));
    expect(row).toMatchObject({ kind: 'network', status: 'new', fromLocationId: A(), toLocationId: B() });
    expect(await historyOf(t.db, id)).toEqual([
      {
        from_status: null,
        to_status: 'new',
        note: 'Needs forklift training',
        changed_by_staff_id: t.world.caseManager.id,
        changed_by_customer_id: null,
      },
    ]);
  });

  it.each([
    ['no location chosen (9999)', { location_id: noLocationId }, 'location_id', referralMessages.chooseLocation],
    ['no location at all', { location_id: undefined }, 'location_id', referralMessages.chooseLocation],
    ['a location that is not mine', { location_id: 'B' }, 'location_id', referralMessages.locationNotReachable],
    ['the same location', { to_location_id: 'A' }, 'to_location_id', referralMessages.sameLocation],
    ['no target', { to_location_id: null }, 'to_location_id', referralMessages.targetRequired],
    [
      'a location that does not exist',
      { to_location_id: 2_000_000 },
      'to_location_id',
      referralMessages.targetLocationMissing,
    ],
  ] as const)('refuses %s with the message', async (_name, change, field, message) => {
    const staff = await t.as('caseManager');
    const customer = await createCustomer(t.db, { primaryLocationId: A() });
    const body: Record<string, unknown> = { customer_id: customer.id, location_id: A(), to_location_id: B() };
    for (const [key, value] of Object.entries(change)) body[key] = value === 'A' ? A() : value === 'B' ? B() : value;
    const response = await staff.post(referralPaths.create, body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<ErrorBody>().errors?.[field]).toEqual([message]);
    expect(await t.db.select().from(schema.referrals).where(eq(schema.referrals.customerId, customer.id))).toEqual([]);
  });

  it('refers out-of-network to an active directory service only', async () => {
    const staff = await t.as('caseManager');
    const customer = await createCustomer(t.db, { primaryLocationId: A() });
    const active = await createDirectoryService(t.db);
    const closed = await createDirectoryService(t.db, { status: 'defunct' });
    const made = await staff.post(referralPaths.create, {
      customer_id: customer.id,
      location_id: A(),
      to_service_id: active.id,
      external_status: 'info',
    });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(schema.referrals)
      .where(eq(schema.referrals.id, made.json<{ id: number }>().id));
    expect(row).toMatchObject({ kind: 'external', status: 'info', toServiceId: active.id, toServiceName: active.name });
    for (const id of [closed.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await staff.post(referralPaths.create, {
        customer_id: customer.id,
        location_id: A(),
        to_service_id: id,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().errors?.to_service_id).toEqual([referralMessages.serviceUnavailable]);
    }
  });

  it("refuses a customer outside my locations (403) and an archived customer's record (409)", async () => {
    const elsewhere = await createCustomer(t.db, { primaryLocationId: B() });
    const archived = await createCustomer(t.db, { primaryLocationId: A(), status: false });
    const staff = await t.as('caseManager');
    const body = (id: number) => ({ customer_id: id, location_id: A(), to_location_id: B() });
    expect((await staff.post(referralPaths.create, body(elsewhere.id))).statusCode).toBe(403);
    expect((await staff.post(referralPaths.create, body(archived.id))).statusCode).toBe(409);
  });
});

describe('the admin list (spec 2.10, 4, 7)', () => {
  let locationC: number;
  let staffC: Awaited<ReturnType<typeof createStaffUser>>;
  beforeAll(async () => {
    locationC = (await createLocation(t.db, { name: 'Location C' })).id;
    staffC = await createStaffUser(t.db, { role: 'case_manager', locationIds: [locationC] });
    const names = ['Zoe', 'adam', 'Mia', 'Bea', 'Carl', 'Ann', 'Ann', 'Ann', 'Ann', 'Ann', 'Ann', 'Ann'];
    for (const firstName of names) {
      const customer = await createCustomer(t.db, { primaryLocationId: locationC, firstName, lastName: 'Listed' });
      await insertReferral(t.db, {
        customerId: customer.id,
        kind: 'network',
        status: firstName === 'Zoe' ? 'accepted' : 'new',
        fromLocationId: A(),
        toLocationId: locationC,
      });
    }
  });

  async function asStaffC() {
    const client = new TestClient(t.app);
    await client.fetchCsrfToken();
    await client.post(authPaths.staffLogin, { email: staffC.email, password: staffC.password });
    return client;
  }

  it('lists incoming referrals to my locations by first name ascending, 10 a page, with the columns', async () => {
    const client = await asStaffC();
    const response = await client.get(referralListUrl('incoming', 0));
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ReferralListResponse>();
    expect(page.totalRows).toBe(12);
    expect(page.data.rows).toHaveLength(10);
    expect(page.data.rows[0]).toMatchObject({ first_name: 'adam', to_name: 'Location C', selectable: true });
    expect(page.data.rows[0]!.action).toBe(`/workflows/customer-information/${page.data.rows[0]!.customer_id}`);
    expect(page.data.columns.map((column) => column.selector)).toEqual([
      'first_name',
      'last_name',
      'from_location',
      'to_name',
      'status',
      'note',
      'created_at',
    ]);
    expect(page.data.columns[0]).toEqual({
      name: 'First Name',
      selector: 'first_name',
      sortable: true,
      center: false,
      wrap: true,
      compact: false,
      style: {},
    });
  });

  it('pages stably: sorted, then by id, so no row repeats or goes missing', async () => {
    const client = await asStaffC();
    const ids: number[] = [];
    for (const page of [1, 2, 3, 4, 5, 6]) {
      const body = (
        await client.get(referralListUrl('incoming', 0, { perPage: 2, page }))
      ).json<ReferralListResponse>();
      ids.push(...body.data.rows.map((row) => row.id));
    }
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    const desc = (
      await client.get(referralListUrl('incoming', 0, { orderBy: 'first_name', sort: 'desc' }))
    ).json<ReferralListResponse>();
    expect(desc.data.rows[0]!.first_name).toBe('Zoe');
  });

  it('filters by status, and refuses a status of another type or an unknown column (422)', async () => {
    const client = await asStaffC();
    const accepted = (await client.get(referralListUrl('incoming', 'accepted'))).json<ReferralListResponse>();
    expect(accepted.data.rows.map((row) => row.first_name)).toEqual(['Zoe']);
    const wrongStatus = await client.get(referralListUrl('incoming', 'inquiry'));
    expect(wrongStatus.statusCode).toBe(422);
    expect(wrongStatus.json<ErrorBody>().errors?.status).toEqual([referralMessages.statusNotOfType]);
    const unknown = await client.get(referralListUrl('incoming', 0, { orderBy: 'password_hash' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorBody>().errors?.orderBy).toEqual([referralMessages.unknownColumn]);
    // A type that is not one is a page that is not there.
    expect((await client.get(referralListUrl('sideways', 0))).statusCode).toBe(404);
  });

  it('scopes: incoming is to my locations, outgoing from them; other staff see none; agency admins all', async () => {
    const client = await asStaffC();
    expect((await client.get(referralListUrl('outgoing', 0))).json<ReferralListResponse>().totalRows).toBe(0);
    const fromA = (await (await t.as('caseManager')).get(referralListUrl('outgoing', 0))).json<ReferralListResponse>();
    expect(fromA.data.rows.some((row) => row.to_name === 'Location C')).toBe(true);
    const other = (
      await (await t.as('caseManagerOther')).get(referralListUrl('incoming', 0))
    ).json<ReferralListResponse>();
    expect(other.data.rows.some((row) => row.to_name === 'Location C')).toBe(false);
    const agency = (await (await t.as('agencyAdmin')).get(referralListUrl('incoming', 0))).json<ReferralListResponse>();
    expect(agency.totalRows).toBeGreaterThanOrEqual(12);
  });
});

describe('changing statuses (spec 5)', () => {
  async function networkReferral(options: { customerStatus?: boolean; kind?: 'external' } = {}) {
    const customer = await createCustomer(t.db, { primaryLocationId: A(), status: options.customerStatus ?? true });
    const service = options.kind ? await createDirectoryService(t.db) : null;
    const id = await insertReferral(t.db, {
      customerId: customer.id,
      createdByStaffId: t.world.caseManager.id,
      kind: options.kind ?? 'network',
      status: options.kind ? 'referral' : 'new',
      fromLocationId: A(),
      toLocationId: service ? null : B(),
      toServiceId: service?.id ?? null,
      toServiceName: service?.name ?? null,
    });
    return { id, customer };
  }

  it('changes the selected referrals in one go, with history rows, a mail to each customer, and a message', async () => {
    const first = await networkReferral();
    const second = await networkReferral();
    const response = await (
      await t.as('caseManagerOther')
    ).post(referralPaths.updateStatuses, {
      referral_ids: [first.id, second.id],
      status: 'accepted',
      note: 'We have a seat on Monday',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '2 referrals updated.' });
    expect(await historyOf(t.db, first.id)).toEqual([
      {
        from_status: 'new',
        to_status: 'accepted',
        note: 'We have a seat on Monday',
        changed_by_staff_id: t.world.caseManagerOther.id,
        changed_by_customer_id: null,
      },
    ]);
    const mails = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.toAddress, first.customer.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(referralMessages.mailSubject);
    expect(mails[0]!.body).toContain('Your referral to Location B is now: Accepted.');
    expect(mails[0]!.body).toContain('We have a seat on Monday');
    // The referral's maker (location A's case manager) hears of it in the bell.
    const alerts = await t.db
      .select()
      .from(schema.webAlerts)
      .where(eq(schema.webAlerts.userId, t.world.caseManager.id));
    expect(alerts.map((alert) => alert.webMessage)).toContain(
      `${first.customer.firstName} ${first.customer.lastName}&#39;s referral to Location B is now Accepted.`,
    );
  });

  it("mails a customer whose portal account is in Spanish in Spanish; the location's name stays as written", async () => {
    const referral = await networkReferral();
    await t.db
      .update(schema.customerAccounts)
      .set({ preferredLanguage: 'es' })
      .where(eq(schema.customerAccounts.customerId, referral.customer.id));
    const response = await (
      await t.as('caseManagerOther')
    ).post(referralPaths.updateStatuses, { referral_ids: [referral.id], status: 'completed', note: 'Listo' });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.toAddress, referral.customer.email!));
    expect(mails.map(({ subject, body }) => ({ subject, body }))).toEqual([
      {
        subject: 'Su referencia fue actualizada',
        body: [
          `Hola, ${referral.customer.firstName}:`,
          '',
          'Su referencia a Location B ahora está: Completada.',
          '',
          'Nota: Listo',
          '',
          'Inicie sesión en su portal para ver sus referencias.',
        ].join('\n'),
      },
    ]);
  });

  it('does not mail the customer for a change that does not matter to them (In Progress)', async () => {
    const referral = await networkReferral();
    await (
      await t.as('caseManager')
    ).post(referralPaths.updateStatuses, {
      referral_ids: [referral.id],
      status: 'in_progress',
    });
    const mails = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.toAddress, referral.customer.email!));
    expect(mails).toEqual([]);
  });

  it('refuses as a whole: nothing changes when one of the referrals may not be changed', async () => {
    const mine = await networkReferral();
    const external = await networkReferral({ kind: 'external' });
    const archived = await networkReferral({ customerStatus: false });
    const staff = await t.as('caseManager');
    const cases = [
      [[mine.id, external.id], 'accepted', 422, referralMessages.externalNotChangeable],
      [[mine.id], 'inquiry', 422, referralMessages.statusNotOfType],
      [[mine.id, archived.id], 'accepted', 409, referralMessages.customerReadOnly],
      [[mine.id, 2_000_000_000], 'accepted', 404, referralMessages.notReachable],
    ] as const;
    for (const [ids, status, code, message] of cases) {
      const response = await staff.post(referralPaths.updateStatuses, { referral_ids: ids, status });
      expect(response.statusCode, response.body).toBe(code);
      expect(response.json<ErrorBody>().message).toBe(message);
    }
    const stranger = await createStaffUser(t.db, { role: 'case_manager', locationIds: [] });
    const client = new TestClient(t.app);
    await client.fetchCsrfToken();
    await client.post(authPaths.staffLogin, { email: stranger.email, password: stranger.password });
    const refused = await client.post(referralPaths.updateStatuses, { referral_ids: [mine.id], status: 'accepted' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().message).toBe(referralMessages.notReachable);
    const [row] = await t.db.select().from(schema.referrals).where(eq(schema.referrals.id, mine.id));
    expect(row!.status).toBe('new');
    expect(await historyOf(t.db, mine.id)).toEqual([]);
  });

  it("answers a deleted customer's referral exactly as a missing one", async () => {
    const referral = await networkReferral();
    const admin = await t.as('admin');
    await admin.delete(customerRecordPath(customerRecordPaths.remove, { id: referral.customer.id }));
    const deleted = await admin.post(referralPaths.updateStatuses, { referral_ids: [referral.id], status: 'accepted' });
    const missing = await admin.post(referralPaths.updateStatuses, {
      referral_ids: [2_000_000_001],
      status: 'accepted',
    });
    expect({ status: deleted.statusCode, body: deleted.json<unknown>() }).toEqual({
      status: missing.statusCode,
      body: missing.json<unknown>(),
    });
  });

  it('says what is missing: the status (required) and the referrals', async () => {
    const staff = await t.as('caseManager');
    const response = await staff.post(referralPaths.updateStatuses, { referral_ids: [], status: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      referral_ids: [referralMessages.selectReferrals],
      status: [referralMessages.statusRequired],
    });
  });
});
