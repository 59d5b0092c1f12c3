import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerIntakeMessages,
  type CustomerChangesResponse,
  type CustomerProfileBody,
  customerProfileMessages,
  customerProfilePaths as paths,
  type CustomerProfileSaved,
  customerRecordMessages,
  customerRecordPath,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type Role, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { insertReferral } from '../referrals/referrals.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(async () => t?.close());

const url = (path: string, id: number) => customerRecordPath(path, { id });

async function newCustomer(values: Parameters<typeof createCustomer>[1] = {}) {
  return createCustomer(t.db, {
    portal: false,
    primaryLocationId: t.world.locationA.id,
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: 'rosa@example.test',
    phone: '720-555-0101',
    birthdate: '1968-03-09',
    address: '12 Elm St',
    zip: '80202',
    ...values,
  });
}

function body(overrides: Partial<CustomerProfileBody> = {}): CustomerProfileBody {
  return {
    first_name: 'Rosa',
    last_name: 'Delgado',
    preferred_name: null,
    birthdate: '1968-03-09',
    email: 'rosa@example.test',
    phone: '(720) 555-0101',
    address: '12 Elm St',
    zip: '80202',
    sex: null,
    hispanic_latino: null,
    races: null,
    disability: null,
    veteran_status: null,
    highest_grade_completed: null,
    employment_status_at_entry: null,
    ...overrides,
  };
}

async function edit(role: Role, id: number, payload: CustomerProfileBody) {
  return (await t.as(role)).put(url(paths.edit, id), payload);
}

async function changesOf(role: Role, id: number, page = 1) {
  const response = await (await t.as(role)).get(`${url(paths.changes, id)}?page=${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerChangesResponse>();
}

describe('PUT the customer profile', () => {
  it('saves the changed fields and keeps one history row each, by the session user', async () => {
    const customer = await newCustomer();
    const response = await edit(
      'caseManager',
      customer.id,
      body({ address: '400 Pine Ave', zip: '80203', veteran_status: 'yes', races: ['white', 'asian', 'white'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<CustomerProfileSaved>();
    expect(saved.changed).toEqual(['address', 'zip', 'races', 'veteran_status']);
    expect(saved.profile).toMatchObject({ address: '400 Pine Ave', zip: '80203', races: ['asian', 'white'] });

    const rows = await t.db
      .select()
      .from(schema.customerChanges)
      .where(eq(schema.customerChanges.customerId, customer.id));
    expect(rows.map((row) => [row.field, row.oldValue, row.newValue])).toEqual([
      ['address', '12 Elm St', '400 Pine Ave'],
      ['zip', '80202', '80203'],
      ['races', null, 'asian,white'],
      ['veteran_status', null, 'yes'],
    ]);
    expect(new Set(rows.map((row) => row.changedByStaffId))).toEqual(new Set([t.world.caseManager.id]));
    expect(new Set(rows.map((row) => row.changedAt.toISOString())).size).toBe(1);

    const [audited] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'customers.profile_updated'));
    expect(audited?.detail).toEqual({ fields: ['address', 'zip', 'races', 'veteran_status'] });
  });

  it('counts the same phone typed another way as no change, and an unchanged form as nothing', async () => {
    const customer = await newCustomer();
    const response = await edit('caseManager', customer.id, body());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerProfileSaved>().changed).toEqual([]);
    const [row] = await t.db.select().from(schema.customers).where(eq(schema.customers.id, customer.id));
    expect(row?.phone).toBe('720-555-0101');
    expect((await changesOf('caseManager', customer.id)).total).toBe(0);
  });

  it('keeps neither the edit nor its history when writing the history fails', async () => {
    const customer = await newCustomer();
    // The customer row is updated first; a history row the database refuses must take that update back with it.
    await t.db.execute(sql`alter table customer_changes add constraint test_refuse check (new_value <> 'Rosalind')`);
    try {
      const response = await edit('caseManager', customer.id, body({ first_name: 'Rosalind', veteran_status: 'no' }));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await t.db.execute(sql`alter table customer_changes drop constraint test_refuse`);
    }
    const rows = await t.db
      .select()
      .from(schema.customerChanges)
      .where(eq(schema.customerChanges.customerId, customer.id));
    expect(rows).toEqual([]);
    const [row] = await t.db.select().from(schema.customers).where(eq(schema.customers.id, customer.id));
    expect([row?.firstName, row?.veteranStatus]).toEqual(['Rosa', null]);
  });

  it('answers 422 with the intake messages', async () => {
    const customer = await newCustomer();
    const response = await edit(
      'caseManager',
      customer.id,
      body({ first_name: '  ', email: 'not-an-email', phone: '555-01', zip: '8020', birthdate: '02/30/1990' }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.first_name?.[0]).toBeTruthy();
    expect(errors.email).toEqual([customerIntakeMessages.invalidEmail]);
    expect(errors.phone).toEqual([customerIntakeMessages.invalidPhone]);
    expect(errors.zip).toEqual([customerProfileMessages.invalidZip]);
    expect(errors.birthdate).toEqual([customerIntakeMessages.invalidDate]);
  });

  it('refuses a demographic value outside the lists (422, not 500)', async () => {
    const customer = await newCustomer();
    const response = await edit('caseManager', customer.id, {
      ...body(),
      veteran_status: 'maybe',
      races: ['martian'],
    } as unknown as CustomerProfileBody);
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['races.0', 'veteran_status']);
  });

  it('applies the minimum age when the birthdate changes, not to a youth already on file', async () => {
    const today = new Date();
    const youth = `${today.getUTCFullYear() - 16}-01-15`;
    const customer = await newCustomer({ birthdate: youth });
    const keep = await edit('caseManager', customer.id, body({ birthdate: youth, first_name: 'Rosie' }));
    expect(keep.statusCode, keep.body).toBe(200);
    const younger = `${today.getUTCFullYear() - 15}-01-15`;
    const refused = await edit('caseManager', customer.id, body({ birthdate: younger }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.birthdate).toEqual([
      customerIntakeMessages.minimumAge('Customer', 18),
    ]);
  });

  it('keeps deleted customers read-only (404) and archived ones until unarchived (409)', async () => {
    const deleted = await newCustomer({ deletedAt: new Date() });
    expect((await edit('admin', deleted.id, body({ first_name: 'Ghost' }))).statusCode).toBe(404);
    const archived = await newCustomer({ status: false });
    const response = await edit('admin', archived.id, body({ first_name: 'Ghost' }));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(customerRecordMessages.archivedReadOnly);
    const rows = await t.db
      .select()
      .from(schema.customerChanges)
      .where(eq(schema.customerChanges.customerId, deleted.id));
    expect(rows).toEqual([]);
  });
});

describe('GET the change history', () => {
  it('lists changes newest first with labels and who made them, twenty a page', async () => {
    const customer = await newCustomer();
    for (let n = 0; n < 11; n += 1) {
      const response = await edit(
        'caseManager',
        customer.id,
        body({ preferred_name: `Ro ${n}`, address: `${n} Elm St` }),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const first = await changesOf('caseManager', customer.id);
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 22 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      field: 'address',
      field_label: 'Address',
      old_value: '9 Elm St',
      new_value: '10 Elm St',
      changed_by: `${t.world.caseManager.firstName} ${t.world.caseManager.lastName}`,
    });
    const second = await changesOf('caseManager', customer.id, 2);
    expect(second.data.map((row) => [row.field, row.old_value])).toEqual([
      ['address', '12 Elm St'],
      ['preferred_name', null],
    ]);
  });

  it('masks personal values for a reader through an open referral, not for staff of the location', async () => {
    const customer = await newCustomer();
    await edit('caseManager', customer.id, body({ preferred_name: 'Ro', birthdate: '1968-03-10', address: '5 Oak' }));
    await insertReferral(t.db, {
      customerId: customer.id,
      kind: 'network',
      status: 'new',
      fromLocationId: t.world.locationA.id,
      toLocationId: t.world.locationB.id,
      toServiceName: null,
      createdByStaffId: t.world.caseManager.id,
    });
    const values = (page: CustomerChangesResponse) =>
      Object.fromEntries(page.data.map((row) => [row.field, [row.old_value, row.new_value]]));
    expect(values(await changesOf('caseManagerOther', customer.id))).toEqual({
      preferred_name: [null, 'Ro'],
      birthdate: ['***', '***'],
      address: ['***', '***'],
    });
    for (const role of ['caseManager', 'admin', 'agencyAdmin'] as const) {
      expect(values(await changesOf(role, customer.id))).toEqual({
        preferred_name: [null, 'Ro'],
        birthdate: ['1968-03-09', '1968-03-10'],
        address: ['12 Elm St', '5 Oak'],
      });
    }
  });
});
