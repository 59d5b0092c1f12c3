import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerRecordMessages,
  customerRecordPath,
  customerRecordPaths as paths,
  customerRecordSchema,
  type CustomerRecord,
  type ErrorBody,
  type RecordAccesses,
  type RestrictionOption,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { assignCaseManager, createCustomer, createLocation, createRestriction } from '@portal/db/factories';
import { createTestApp, type Role, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (path: string, id: number) => customerRecordPath(path, { id, customerId: id });

async function newCustomer(values: Parameters<typeof createCustomer>[1] = {}) {
  return createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id, ...values });
}

async function record(role: Role, id: number) {
  const response = await (await t.as(role)).get(url(paths.record, id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerRecord>();
}

describe('GET the customer record', () => {
  it('returns the banner fields', async () => {
    const customer = await newCustomer({
      firstName: 'Lena',
      lastName: 'Okafor',
      phone: '3035550142',
      customerType: 'Adult',
      agreementSigned: true,
      engagementStatusFlag: true,
    });
    const second = await createLocation(t.db, { name: 'Aurora Center' });
    await t.db.insert(schema.customerSources).values([
      { customerId: customer.id, locationId: second.id, source: 'Referral' },
      { customerId: customer.id, locationId: second.id, source: 'Job Fair' },
    ]);
    await assignCaseManager(t.db, customer.id, t.world.caseManager.id);
    const body = await record('caseManager', customer.id);
    expect(body).toMatchObject({
      id: customer.id,
      first_name: 'Lena',
      last_name: 'Okafor',
      full_name: 'Lena Okafor',
      phone: '3035550142',
      status: true,
      deleted: false,
      engagement_status_flag: true,
      agreement_signed: true,
      customer_type: 'Adult',
      tracked_by_user: false,
      source_total: 3,
      can_archive: true,
      can_delete: false,
      is_admin: false,
      is_agency_admin: false,
      restrictions: [],
    });
    expect(body.sources).toEqual([
      { id: expect.any(Number) as number, location: 'Location A', source: 'Walk-in' },
      expect.objectContaining({ source: 'Referral' }),
    ]);
    expect(body.case_managers).toEqual({
      [String(t.world.caseManager.id)]: `${t.world.caseManager.firstName} ${t.world.caseManager.lastName}`,
    });
  });

  it('tells admins they may delete; a missing engagement flag stays null', async () => {
    const customer = await newCustomer();
    const body = await record('admin', customer.id);
    expect(body).toMatchObject({ can_delete: true, is_admin: true, engagement_status_flag: null });
  });

  it('lets the case manager of another location in only once the customer has a source there', async () => {
    const customer = await newCustomer();
    const other = await t.as('caseManagerOther');
    expect((await other.get(url(paths.record, customer.id))).statusCode).toBe(403);
    await t.db
      .insert(schema.customerSources)
      .values({ customerId: customer.id, locationId: t.world.locationB.id, source: 'Import' });
    expect((await other.get(url(paths.record, customer.id))).statusCode).toBe(200);
  });

  it('answers 404 for a customer that does not exist or an id that is not one', async () => {
    const client = await t.as('admin');
    expect((await client.get(url(paths.record, 2_000_000_000))).statusCode).toBe(404);
    expect((await client.get('/internal-api/customers/record/abc')).statusCode).toBe(404);
  });

  it('writes an audit row per read, and the access list shows who and when', async () => {
    const customer = await newCustomer();
    await record('caseManager', customer.id);
    await record('admin', customer.id);
    const denied = await (await t.as('caseManagerOther')).get(url(paths.record, customer.id));
    expect(denied.statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.customerId, customer.id), eq(schema.auditLog.action, 'customers.record.read')));
    expect(rows.map((row) => row.actorId).sort()).toEqual([t.world.caseManager.id, t.world.admin.id].sort());
    const response = await (await t.as('caseManager')).get(url(paths.accesses, customer.id));
    expect(response.statusCode).toBe(200);
    const { data } = response.json<RecordAccesses>();
    expect(data.map((row) => row.staff_user_id)).toEqual([t.world.admin.id, t.world.caseManager.id]);
    expect(data[0]!.staff_name).toBe(`${t.world.admin.firstName} ${t.world.admin.lastName}`);
    expect(Date.parse(data[0]!.accessed_at)).not.toBeNaN();
  });
});

describe('archive, delete, pin and engagement', () => {
  it('archive flips the status and returns it; the banner follows', async () => {
    const customer = await newCustomer();
    const client = await t.as('caseManager');
    const first = await client.post(url(paths.archive, customer.id));
    expect(first.json()).toEqual({ status: false });
    expect((await record('caseManager', customer.id)).status).toBe(false);
    expect((await client.post(url(paths.archive, customer.id))).json()).toEqual({ status: true });
  });

  it('delete is soft and for admins; afterwards the record says deleted and offers no actions', async () => {
    const customer = await newCustomer();
    expect((await (await t.as('caseManager')).delete(url(paths.remove, customer.id))).statusCode).toBe(403);
    const response = await (await t.as('admin')).delete(url(paths.remove, customer.id));
    expect(response.json()).toEqual({ deleted: true });
    const body = await record('admin', customer.id);
    expect(body).toMatchObject({ deleted: true, can_archive: false, can_delete: false });
    // A deleted customer answers every write as a missing one (decision 0010).
    expect((await (await t.as('admin')).post(url(paths.archive, customer.id))).statusCode).toBe(404);
  });

  it('the pin is per staff user and toggles', async () => {
    const customer = await newCustomer();
    const client = await t.as('caseManager');
    expect((await client.post(url(paths.track, customer.id))).json()).toEqual({ tracked_by_user: true });
    expect((await record('caseManager', customer.id)).tracked_by_user).toBe(true);
    expect((await record('admin', customer.id)).tracked_by_user).toBe(false);
    expect((await client.post(url(paths.track, customer.id))).json()).toEqual({ tracked_by_user: false });
  });

  it('engagement is saved only when it changes', async () => {
    const customer = await newCustomer({ engagementStatusFlag: true });
    const client = await t.as('caseManager');
    const same = await client.put(url(paths.engagement, customer.id), { engagement_status_flag: 1 });
    expect(same.json()).toEqual({ engagement_status_flag: true, changed: false });
    const idle = await client.put(url(paths.engagement, customer.id), { engagement_status_flag: 0 });
    expect(idle.json()).toEqual({ engagement_status_flag: false, changed: true });
    expect((await record('caseManager', customer.id)).engagement_status_flag).toBe(false);
  });

  it('rejects an engagement value other than 1 or 0 with a 422', async () => {
    const customer = await newCustomer();
    const response = await (
      await t.as('caseManager')
    ).put(url(paths.engagement, customer.id), {
      engagement_status_flag: 'idle',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.engagement_status_flag).toBeDefined();
  });
});

describe('restriction flags', () => {
  const options = async (role: Role) =>
    (await (await t.as(role)).get(paths.restrictionOptions)).json<RestrictionOption[]>().map((o) => o.value);

  it('hides option 3 from case managers and option 4 from everyone but admins', async () => {
    expect(await options('caseManager')).toEqual([1, 2]);
    expect(await options('agencyAdmin')).toEqual([1, 2, 3]);
    expect(await options('admin')).toEqual([1, 2, 3, 4]);
  });

  it('adds a flag with its note; the banner lists the newest first with creator and location', async () => {
    const customer = await newCustomer();
    const client = await t.as('caseManager');
    await createRestriction(t.db, { customerId: customer.id, creatorUserId: t.world.admin.id, restrictionId: 2 });
    const response = await client.post(url(paths.restrictions, customer.id), {
      restriction_id: 1,
      creator_user_id: t.world.caseManager.id,
      location_id: t.world.locationA.id,
      narrative: '  Meet in the front office.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = (await record('caseManager', customer.id)).restrictions;
    expect(first).toMatchObject({
      value: 1,
      label: 'Safety Concern',
      narrative: 'Meet in the front office.',
      location: 'Location A',
      creator: `${t.world.caseManager.firstName} ${t.world.caseManager.lastName}`,
    });
    expect(second).toMatchObject({ value: 2, location: null });
  });

  it('the reply (written without a Zod pass) is exactly the contract: no extra key, a flag dated in ISO 8601', async () => {
    const customer = await newCustomer({ birthdate: '1990-04-02', email: 'lena.okafor@example.test' });
    const flag = await createRestriction(t.db, {
      customerId: customer.id,
      creatorUserId: t.world.admin.id,
      locationId: t.world.locationA.id,
    });
    // Microseconds, which the reply truncates to milliseconds as Date's toISOString does.
    await t.db
      .update(schema.customerRestrictions)
      .set({ createdAt: sql`'2026-03-04 05:06:07.891234+00'::timestamptz` })
      .where(eq(schema.customerRestrictions.id, flag.id));
    await assignCaseManager(t.db, customer.id, t.world.caseManager.id);
    const body = await record('caseManager', customer.id);
    // Zod's parse drops unknown keys at every depth and checks every type: equal means nothing more, nothing wrong.
    expect(body).toEqual(customerRecordSchema.parse(body));
    expect(body.restrictions).toEqual([
      expect.objectContaining({ id: flag.id, created_at: '2026-03-04T05:06:07.891Z' }),
    ]);
    expect(body.intake_completed).toBe(true);
    expect(body.deleted).toBe(false);
  });

  it.each([
    [{ narrative: 'x' }, 'restriction_id', customerRecordMessages.flagRequired],
    [{ restriction_id: '', narrative: 'x' }, 'restriction_id', customerRecordMessages.flagRequired],
    [{ restriction_id: 999, narrative: 'x' }, 'restriction_id', customerRecordMessages.flagRequired],
    [{ restriction_id: 1 }, 'narrative', customerRecordMessages.noteRequired],
    [{ restriction_id: 1, narrative: '   ' }, 'narrative', customerRecordMessages.noteRequired],
  ])('422 for %j', async (body, field, message) => {
    const customer = await newCustomer();
    const response = await (await t.as('caseManager')).post(url(paths.restrictions, customer.id), body);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[field]).toEqual([message]);
    const rows = await t.db
      .select()
      .from(schema.customerRestrictions)
      .where(eq(schema.customerRestrictions.customerId, customer.id));
    expect(rows).toEqual([]);
  });

  it('refuses a location the user does not work at, and another user as creator', async () => {
    const customer = await newCustomer();
    const client = await t.as('caseManager');
    const elsewhere = await client.post(url(paths.restrictions, customer.id), {
      restriction_id: 1,
      location_id: t.world.locationB.id,
      narrative: 'x',
    });
    expect(elsewhere.statusCode).toBe(422);
    const impostor = await client.post(url(paths.restrictions, customer.id), {
      restriction_id: 1,
      creator_user_id: t.world.admin.id,
      narrative: 'x',
    });
    expect(impostor.statusCode).toBe(403);
  });

  it('admins remove the flags; case managers cannot', async () => {
    const customer = await newCustomer();
    await createRestriction(t.db, { customerId: customer.id, creatorUserId: t.world.caseManager.id });
    expect((await (await t.as('caseManager')).delete(url(paths.restrictions, customer.id))).statusCode).toBe(403);
    const response = await (await t.as('admin')).delete(url(paths.restrictions, customer.id));
    expect(response.json()).toEqual({ removed: 1 });
    expect((await record('admin', customer.id)).restrictions).toEqual([]);
  });

  it('admins remove one flag at a time: the others stay; another customer’s flag is a 404', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const kept = await createRestriction(t.db, { customerId: customer.id, creatorUserId: t.world.admin.id });
    await createRestriction(t.db, { customerId: customer.id, creatorUserId: t.world.admin.id, restrictionId: 2 });
    const [newest] = (await record('admin', customer.id)).restrictions;
    expect(newest).toMatchObject({ value: 2 });
    const one = (flagId: number, customerId = customer.id) =>
      customerRecordPath(paths.restriction, { id: customerId, flagId });

    expect((await (await t.as('caseManager')).delete(one(newest!.id))).statusCode).toBe(403);
    const admin = await t.as('admin');
    const response = await admin.delete(one(newest!.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ removed: 1 });
    const left = (await record('admin', customer.id)).restrictions;
    expect(left.map((flag) => flag.id)).toEqual([kept.id]);

    expect((await admin.delete(one(newest!.id))).statusCode).toBe(404);
    expect((await admin.delete(one(kept.id, other.id))).statusCode).toBe(404);
    expect((await record('admin', customer.id)).restrictions).toHaveLength(1);
  });
});
