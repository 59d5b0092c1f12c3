import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  customerPaths,
  dashboardPaths,
  enrollmentStatusNames,
  type CustomerSearchResponse,
  type DrillDownPage,
  type EnrolledCustomers,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createEnrollment, createLocation, createStaffUser } from '@portal/db/factories';
import { createTestApp, TestClient, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

/*
 * "Enrolled" comes from the enrolments alone (the report: James Carter has an open 'Active - Enrolled' enrolment,
 * yet the only-enrolled search and the Enrolled widget left him out, because they read a copied flag).
 */

const { reportable, enrolled } = enrollmentStatusNames;
let t: TestApp;
let staff: TestClient;
let nell: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  // A location of their own, so the widget's counts are this file's customers only.
  const location = await createLocation(t.db, { name: 'Enrolment Center' });
  const at = (firstName: string, values: Parameters<typeof createCustomer>[1] = {}) =>
    createCustomer(t.db, { portal: false, primaryLocationId: location.id, firstName, lastName: 'Carter', ...values });

  const james = await at('James');
  await createEnrollment(t.db, james.id, { statuses: [reportable, enrolled] });
  await createEnrollment(t.db, james.id, { statuses: [reportable, 'Exited'], exitAt: new Date() });
  const exited = await at('Ezra');
  await createEnrollment(t.db, exited.id, { statuses: [reportable, enrolled], exitAt: new Date() });
  const reportableOnly = await at('Rita');
  await createEnrollment(t.db, reportableOnly.id, { statuses: [reportable] });
  const movedBack = await at('Milo');
  await createEnrollment(t.db, movedBack.id, { statuses: [enrolled, reportable] });
  nell = await at('Nell');
  const archived = await at('Abe', { status: false });
  await createEnrollment(t.db, archived.id, { statuses: [enrolled] });

  const user = await createStaffUser(t.db, { role: 'case_manager', locationIds: [location.id] });
  staff = new TestClient(t.app);
  await staff.fetchCsrfToken();
  const login = await staff.post(authPaths.staffLogin, { email: user.email, password: user.password });
  expect(login.statusCode, login.body).toBe(200);
}, testAppTimeout);
afterAll(() => t?.close());

const names = (rows: { first_name?: string; full_name?: string }[]) =>
  rows.map((row) => row.first_name ?? row.full_name?.split(' ')[0]);

describe('currently enrolled: an open enrolment whose newest status is Active - Enrolled', () => {
  it('is what the only-enrolled search filter keeps', async () => {
    const all = await staff.post(customerPaths.search, { query: 'Carter', search_type: 'name', show_archived: 3 });
    expect(names(all.json<CustomerSearchResponse>().data).sort()).toEqual(
      ['Abe', 'Ezra', 'James', 'Milo', 'Nell', 'Rita'].sort(),
    );
    const only = await staff.post(customerPaths.search, {
      query: 'Carter',
      search_type: 'name',
      show_only_enrolled: 1,
    });
    expect(only.statusCode, only.body).toBe(200);
    expect(names(only.json<CustomerSearchResponse>().data)).toEqual(['James']);
    const withArchived = await staff.post(customerPaths.search, {
      query: 'Carter',
      search_type: 'name',
      show_only_enrolled: 1,
      show_archived: 3,
    });
    expect(names(withArchived.json<CustomerSearchResponse>().data)).toEqual(['Abe', 'James']);
  });

  it('is what the Enrolled widget counts and lists (active customers only)', async () => {
    const widget = (await staff.get(dashboardPaths.enrolledCustomers)).json<EnrolledCustomers>();
    expect(widget.total).toBe(1);
    const list = (await staff.get(dashboardPaths.enrolledList)).json<DrillDownPage>();
    expect(names(list.data)).toEqual(['James']);
  });

  it('follows the enrolments as they change: enrolling and exiting show at once', async () => {
    const total = async () => (await staff.get(dashboardPaths.enrolledCustomers)).json<EnrolledCustomers>().total;
    const enrolment = await createEnrollment(t.db, nell.id, { statuses: [reportable, enrolled] });
    expect(await total()).toBe(2);
    await t.db
      .update(schema.serviceLogEnrollments)
      .set({ exitAt: new Date() })
      .where(eq(schema.serviceLogEnrollments.id, enrolment.id));
    expect(await total()).toBe(1);
  });
});
