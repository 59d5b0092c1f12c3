import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceTrackerPaths as paths, type ServiceLogListResponse } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { seedServiceLogDemo } from '@portal/db/seed';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** The demo makes the tracker meaningful on first start: logs with notes and programs, and a group's workshop. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCustomer(t.db, { firstName: 'James', lastName: 'Carter', primaryLocationId: t.world.locationA.id });
  await seedServiceLogDemo(t.db);
}, 120_000);
afterAll(() => t?.close());

describe('the service tracker demo', () => {
  it("shows the case manager's logs, a group log first, with notes, programs and contact types", async () => {
    const cm = await t.as('caseManager');
    const response = await cm.get(`${paths.logs}?created_by[]=${t.world.caseManager.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<ServiceLogListResponse>();
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(data[0]).toMatchObject({ group: { name: 'Tuesday Job Club' }, duration: 'Single-day', minutes_in_day: 90 });
    const customerLogs = data.filter((log) => log.customer !== null);
    expect(customerLogs.every((log) => log.notes.length === 1 && log.contact_type?.name === 'In person')).toBe(true);
    expect(customerLogs.some((log) => log.programs.some((program) => program.name === 'WIOA Dislocated Worker'))).toBe(
      true,
    );
    // A colleague logged one on the case manager's behalf: both are named, and the rights are the colleague's.
    const onBehalf = data.find((log) => log.logged_by_user !== null);
    expect(onBehalf).toMatchObject({ user: { id: t.world.caseManager.id }, can_edit: false, can_delete: false });
  });
});
