import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerRecordPath,
  customerRecordPaths,
  customerSnapshotPaths as paths,
  type CustomerSnapshot,
  type RecordAccesses,
} from '@portal/contracts';
import { schema } from '@portal/db';
import {
  assignCaseManager,
  createCustomer,
  createEnrollment,
  createLocation,
  createRestriction,
  createServiceLog,
  createServiceLogProgram,
} from '@portal/db/factories';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (id: number) => customerRecordPath(paths.snapshot, { id });
const atA = (values: Parameters<typeof createCustomer>[1] = {}) =>
  createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id, ...values });

describe('GET the customer snapshot', () => {
  it('returns the identity, every source, case managers, flags and enrolments', async () => {
    const customer = await atA({
      firstName: 'Rosa',
      lastName: 'Delgado',
      birthdate: '1984-02-29',
      phone: '7205550199',
      address: '12 Main St',
      zip: '80204',
      sourceSystemCustomerId: 'EXT-1',
      customerType: 'Adult',
      source: 'Walk-in',
    });
    const aurora = await createLocation(t.db, { name: 'Aurora Center' });
    const when = (day: number) => new Date(Date.UTC(2025, 0, day));
    await t.db.insert(schema.customerSources).values([
      { customerId: customer.id, locationId: aurora.id, source: 'Job Fair', createdAt: when(3) },
      {
        customerId: customer.id,
        locationId: aurora.id,
        source: 'Connecting Colorado',
        sourceCustomerId: 'CC-1',
        createdAt: when(2),
      },
      { customerId: customer.id, locationId: t.world.locationA.id, source: 'Referral', createdAt: when(4) },
    ]);
    await assignCaseManager(t.db, customer.id, t.world.caseManager.id);
    await createRestriction(t.db, {
      customerId: customer.id,
      creatorUserId: t.world.admin.id,
      locationId: t.world.locationA.id,
      narrative: 'Written contact only.',
    });
    const program = await createServiceLogProgram(t.db, { name: 'WIOA Adult' });
    const enrollment = await createEnrollment(t.db, customer.id, {
      programId: program.id,
      createdAt: when(5),
      statuses: ['Active - Reportable Individual', 'Active - Enrolled'],
    });
    await createServiceLog(t.db, { customerId: customer.id, enrollmentId: enrollment.id, createdBy: t.world.admin.id });
    await createServiceLog(t.db, { customerId: customer.id, enrollmentId: enrollment.id, createdBy: t.world.admin.id });

    const response = await (await t.as('caseManager')).get(url(customer.id));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CustomerSnapshot>();
    expect(body).toMatchObject({
      id: customer.id,
      full_name: 'Rosa Delgado',
      birthdate: '1984-02-29',
      phone: '7205550199',
      address: '12 Main St',
      zip: '80204',
      status: true,
      deleted: false,
      customer_type: 'Adult',
      source_system_customer_id: 'EXT-1',
      primary_location: 'Location A',
      case_managers: [
        { id: t.world.caseManager.id, name: `${t.world.caseManager.firstName} ${t.world.caseManager.lastName}` },
      ],
      enrollments: [
        {
          id: enrollment.id,
          program: 'WIOA Adult',
          status: 'Active - Enrolled',
          created_at: when(5).toISOString(),
          exit_at: null,
          service_log_total: 2,
        },
      ],
    });
    // Oldest first; the factory's Walk-in source was written just now, so it comes last.
    expect(body.sources.map((s) => [s.location, s.source, s.source_customer_id, s.created_at])).toEqual([
      ['Aurora Center', 'Connecting Colorado', 'CC-1', when(2).toISOString()],
      ['Aurora Center', 'Job Fair', null, when(3).toISOString()],
      ['Location A', 'Referral', null, when(4).toISOString()],
      ['Location A', 'Walk-in', null, expect.any(String)],
    ]);
    expect(body.restrictions).toEqual([
      expect.objectContaining({ value: 1, location: 'Location A', narrative: 'Written contact only.' }),
    ]);
  });

  it('is a read of the record: audited and listed among the accesses', async () => {
    const customer = await atA();
    const client = await t.as('admin');
    expect((await client.get(url(customer.id))).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.customerId, customer.id), eq(schema.auditLog.action, 'customers.record.read')));
    expect(rows).toEqual([
      expect.objectContaining({ actorGuard: 'staff', actorId: t.world.admin.id, detail: { view: 'snapshot' } }),
    ]);
    const accesses = (
      await client.get(customerRecordPath(customerRecordPaths.accesses, { id: customer.id }))
    ).json<RecordAccesses>();
    expect(accesses.data.map((row) => row.staff_user_id)).toEqual([t.world.admin.id]);
  });

  it('answers 404 for an unknown customer and 403, unaudited, outside the staff user’s locations', async () => {
    const client = await t.as('caseManager');
    expect((await client.get(url(2_000_000_000))).statusCode).toBe(404);
    expect((await client.get('/internal-api/customers/record/abc/snapshot')).statusCode).toBe(404);
    const elsewhere = await createLocation(t.db, { name: 'Elsewhere' });
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: elsewhere.id, lastName: 'Hidden' });
    const denied = await client.get(url(customer.id));
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('Hidden');
    const audited = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.customerId, customer.id));
    expect(audited).toEqual([]);
  });
});
