import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  dynamicQueryPaths,
  enrollmentStatusNames,
  serviceTrackerPaths as paths,
  type QueryCondition,
  type QueryResults,
  type ServiceLogStoreResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createEnrollment, createServiceLog } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { daysFromToday, trackerCatalogue } from '../service-log/tracker.fixtures.ts';

// service_log_enrollments.last_service_at is derived from the logs (max start_at), kept by triggers on service_logs
// (migration 0024); the query tool's "Last Service Log" reads it. These tests prove it follows every write path.

let t: TestApp;
let cm: TestClient;
let catalogue: Awaited<ReturnType<typeof trackerCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
  catalogue = await trackerCatalogue(t.db);
}, testAppTimeout);
afterAll(async () => t?.close());

/** Enrolments whose stored value differs from what their logs say: must always be none. */
async function drifted() {
  return t.database.rawQuery(
    `select e.id, e.last_service_at, (select max(sl.start_at) from service_logs sl where sl.enrollment_id = e.id) as logs
     from service_log_enrollments e
     where e.last_service_at is distinct from (select max(sl.start_at) from service_logs sl where sl.enrollment_id = e.id)`,
  );
}

async function lastServiceOf(enrollmentId: number) {
  const [row] = await t.db
    .select({ at: schema.serviceLogEnrollments.lastServiceAt })
    .from(schema.serviceLogEnrollments)
    .where(eq(schema.serviceLogEnrollments.id, enrollmentId));
  return row?.at?.toISOString() ?? null;
}

async function startOf(logId: number) {
  const [row] = await t.db.select().from(schema.serviceLogs).where(eq(schema.serviceLogs.id, logId));
  return row!;
}

function logBody(customerId: number, startAt: string, enrolling: boolean) {
  return {
    created_for: 'customer',
    customer_created_for: customerId,
    created_at: t.world.locationA.id,
    created_by: t.world.caseManager.id,
    contactTypeValue: catalogue.contact.id,
    title: enrolling ? 'Assessment for WIOA Adult' : 'Job search workshop',
    created_on: startAt,
    service_length: 'Multi-day',
    start_at: startAt,
    end_at: daysFromToday(1),
    serviceTypeValue: catalogue.type.id,
    serviceNameValue: [enrolling ? catalogue.enrolment.id : catalogue.workshop.id],
    programValue: [catalogue.adult.id],
    statusValue: enrolling ? enrollmentStatusNames.enrolled : enrollmentStatusNames.reportable,
    isCommonExit: false,
    note: 'Reviewed the plan.',
    confirm_enrollment: enrolling,
  };
}

const cond = (field: string, operator: QueryCondition['operator'], value: QueryCondition['value']) =>
  ({ identifier: 'condition', type: 'and', field, operator, value }) as QueryCondition;

/** The customers the query tool finds with an open Adult enrolment whose last service log is before `before`. */
async function staleCustomers(before: string) {
  const admin = await t.as('agencyAdmin');
  const response = await admin.post(dynamicQueryPaths.run, {
    resource: 'customers',
    conditions: [
      {
        identifier: 'group',
        type: 'and',
        conditions: [
          cond('enrollment.open', 'is', true),
          cond('enrollment.program', 'is', catalogue.adult.id),
          cond('enrollment.last_service_log', 'lessThan', before),
        ],
      },
    ],
    fields: [{ id: 'customer.id', name: 'Customer ID', type: 'int' }],
    sortFields: [],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QueryResults>().data.map((row) => row['customer.id']);
}

describe('an enrolment’s last service', () => {
  it('follows the service log store and delete, and the query tool reads it', async () => {
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const opened = await cm.post(paths.store, logBody(customer.id, daysFromToday(-25), true));
    expect(opened.statusCode, opened.body).toBe(200);
    const openerId = opened.json<ServiceLogStoreResponse>().ids[0]!;
    const opener = await startOf(openerId);
    expect(opener.enrollmentId).not.toBeNull();
    const enrollmentId = opener.enrollmentId!;
    expect(await lastServiceOf(enrollmentId)).toBe(opener.startAt.toISOString());
    expect(await staleCustomers(daysFromToday(-10))).toContain(customer.id);

    // A later log joins the enrolment: the enrolment's last service moves to it, and it is no longer stale.
    const joined = await cm.post(paths.store, logBody(customer.id, daysFromToday(-1), false));
    expect(joined.statusCode, joined.body).toBe(200);
    const joinedLog = await startOf(joined.json<ServiceLogStoreResponse>().ids[0]!);
    expect(joinedLog.enrollmentId).toBe(enrollmentId);
    expect(await lastServiceOf(enrollmentId)).toBe(joinedLog.startAt.toISOString());
    expect(await staleCustomers(daysFromToday(-10))).not.toContain(customer.id);
    expect(await drifted()).toEqual([]);

    // Deleting the later log takes it back to the opener's start: stale again.
    expect((await cm.delete(paths.log.replace(':id', String(joinedLog.id)))).json()).toEqual({ saved: true });
    expect(await lastServiceOf(enrollmentId)).toBe(opener.startAt.toISOString());
    expect(await staleCustomers(daysFromToday(-10))).toContain(customer.id);

    // Deleting the opener removes the enrolment with it.
    expect((await cm.delete(paths.log.replace(':id', String(openerId)))).json()).toEqual({ saved: true });
    expect(await lastServiceOf(enrollmentId)).toBeNull();
    expect(await staleCustomers(daysFromToday(-10))).not.toContain(customer.id);
    expect(await drifted()).toEqual([]);
  });

  it('cannot drift from the logs on any other write: factories, bulk SQL, moves, edits, cascades', async () => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000);
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const other = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const first = await createEnrollment(t.db, customer.id, { programId: catalogue.adult.id });
    const second = await createEnrollment(t.db, customer.id, { programId: catalogue.adult.id });
    const third = await createEnrollment(t.db, other.id, { programId: catalogue.adult.id });
    expect(await lastServiceOf(first.id)).toBeNull();

    // Factories.
    const early = await createServiceLog(t.db, {
      customerId: customer.id,
      createdBy: t.world.caseManager.id,
      enrollmentId: first.id,
      startAt: day(-30),
    });
    expect(await lastServiceOf(first.id)).toBe(early.startAt.toISOString());
    expect(await drifted()).toEqual([]);

    // Bulk SQL adding logs to several enrolments in one statement (as the bench and scale seeds do).
    await t.database.rawQuery(
      `insert into service_logs (customer_id, enrollment_id, title, service_id, created_by, created_on, start_at)
       select $1::int, e, 'Bulk', $2::int, $3::int, current_date, now() - (e % 5) * interval '1 day'
       from unnest($4::int[]) as e`,
      [customer.id, early.serviceId, t.world.caseManager.id, [first.id, first.id, second.id]],
    );
    expect(await drifted()).toEqual([]);
    expect(await lastServiceOf(second.id)).not.toBeNull();

    // Moving a start, moving a log to another enrolment, unlinking it, and an edit that touches neither.
    await t.db
      .update(schema.serviceLogs)
      .set({ startAt: day(5) })
      .where(eq(schema.serviceLogs.id, early.id));
    expect(await lastServiceOf(first.id)).toBe((await startOf(early.id)).startAt.toISOString());
    await t.db.update(schema.serviceLogs).set({ enrollmentId: third.id }).where(eq(schema.serviceLogs.id, early.id));
    expect(await lastServiceOf(third.id)).toBe((await startOf(early.id)).startAt.toISOString());
    expect(await drifted()).toEqual([]);
    await t.db.update(schema.serviceLogs).set({ enrollmentId: null }).where(eq(schema.serviceLogs.id, early.id));
    expect(await lastServiceOf(third.id)).toBeNull();
    await t.db.update(schema.serviceLogs).set({ endAt: day(9), title: 'Edited' });
    expect(await drifted()).toEqual([]);

    // Deleting an enrolment (its logs' enrollment_id is set null) and a customer (logs and enrolments cascade).
    await t.db.delete(schema.serviceLogEnrollments).where(eq(schema.serviceLogEnrollments.id, second.id));
    expect(await drifted()).toEqual([]);
    await t.db.delete(schema.customers).where(eq(schema.customers.id, customer.id));
    expect(await drifted()).toEqual([]);
    expect(await lastServiceOf(first.id)).toBeNull();
  });
});
