import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serviceLogLimits,
  serviceLogPath,
  serviceLogPaths as paths,
  type EnrollmentsResponse,
} from '@portal/contracts';
import {
  createCustomer,
  createEnrollment,
  createLocation,
  createService,
  createServiceLog,
  createServiceLogProgram,
  createServiceType,
} from '@portal/db/factories';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (id: number) => serviceLogPath(paths.enrollments, { id });
const atA = () => createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
const day = 86_400_000;

describe('GET the service-log enrolments of a customer', () => {
  it('lists enrolments, open first, with statuses and logs newest first', async () => {
    const customer = await atA();
    const type = await createServiceType(t.db, { name: 'Career Services', color: '#1c7ed6' });
    const assessment = await createService(t.db, {
      serviceTypeId: type.id,
      name: 'Initial Assessment',
      enrollment: true,
    });
    const adult = await createServiceLogProgram(t.db, { name: 'WIOA Adult', isCommonExit: true });
    const wagner = await createServiceLogProgram(t.db, { name: 'Wagner-Peyser' });
    const start = new Date(Date.UTC(2026, 0, 5, 9));
    const open = await createEnrollment(t.db, customer.id, {
      programId: adult.id,
      serviceId: assessment.id,
      createdAt: start,
      statuses: ['Active - Reportable Individual', 'Active - Enrolled'],
    });
    // Exited, and newer: still listed after the open one.
    await createEnrollment(t.db, customer.id, {
      programId: wagner.id,
      createdAt: new Date(start.getTime() + 10 * day),
      exitAt: new Date(start.getTime() + 20 * day),
      statuses: ['Exited'],
    });
    const first = await createServiceLog(t.db, {
      customerId: customer.id,
      enrollmentId: open.id,
      createdBy: t.world.caseManager.id,
      serviceId: assessment.id,
      locationId: t.world.locationA.id,
      title: 'Intake interview',
      startAt: start,
    });
    const second = await createServiceLog(t.db, {
      customerId: customer.id,
      enrollmentId: open.id,
      createdBy: t.world.admin.id,
      serviceId: assessment.id,
      title: 'Follow-up',
      startAt: new Date(start.getTime() + 3 * day),
      endAt: null,
    });
    // A log without an enrolment is not part of the panel.
    await createServiceLog(t.db, { customerId: customer.id, createdBy: t.world.caseManager.id, title: 'Loose' });

    const response = await (await t.as('caseManager')).get(url(customer.id));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<EnrollmentsResponse>();
    expect(body.data.map((e) => e.program.name)).toEqual(['WIOA Adult', 'Wagner-Peyser']);
    const [current, exited] = body.data;
    expect(current).toMatchObject({
      id: open.id,
      program: { id: adult.id, name: 'WIOA Adult', is_common_exit: true },
      service: { id: assessment.id, name: 'Initial Assessment' },
      created_at: start.toISOString(),
      exit_at: null,
    });
    expect(current!.statuses.data).toEqual([
      { name: 'Active - Enrolled', created_at: new Date(start.getTime() + day).toISOString() },
      { name: 'Active - Reportable Individual', created_at: start.toISOString() },
    ]);
    expect(current!.serviceLogs.data).toEqual([
      {
        id: second.id,
        title: 'Follow-up',
        service: { name: 'Initial Assessment', type: { name: 'Career Services', color: '#1c7ed6' } },
        location: null,
        created_by_user: `${t.world.admin.firstName} ${t.world.admin.lastName}`,
        created_on: '2026-01-08',
        start_at: new Date(start.getTime() + 3 * day).toISOString(),
        end_at: null,
        created_at: expect.any(String) as string,
      },
      expect.objectContaining({
        id: first.id,
        location: 'Location A',
        end_at: new Date(start.getTime() + 3_600_000).toISOString(),
      }),
    ]);
    expect(exited).toMatchObject({ service: null, exit_at: new Date(start.getTime() + 20 * day).toISOString() });
    expect(exited!.serviceLogs.data).toEqual([]);
  });

  it('answers an empty list for a customer without enrolments', async () => {
    const customer = await atA();
    const response = await (await t.as('agencyAdmin')).get(url(customer.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('lists at most the latest logs per enrolment', async () => {
    const customer = await atA();
    const enrollment = await createEnrollment(t.db, customer.id);
    const service = await createService(t.db);
    for (let n = 0; n <= serviceLogLimits.logsPerEnrollment; n += 1) {
      await createServiceLog(t.db, {
        customerId: customer.id,
        enrollmentId: enrollment.id,
        createdBy: t.world.caseManager.id,
        serviceId: service.id,
        title: `Visit ${n}`,
        startAt: new Date(Date.UTC(2026, 1, 1 + n)),
      });
    }
    const body = (await (await t.as('admin')).get(url(customer.id))).json<EnrollmentsResponse>();
    const logs = body.data[0]!.serviceLogs.data;
    expect(logs).toHaveLength(serviceLogLimits.logsPerEnrollment);
    expect(logs[0]!.title).toBe(`Visit ${serviceLogLimits.logsPerEnrollment}`);
  });

  it('answers 404 for an unknown customer and 403 outside the staff user’s locations', async () => {
    const client = await t.as('caseManager');
    expect((await client.get(url(2_000_000_000))).statusCode).toBe(404);
    expect((await client.get('/internal-api/service-log/enrollments/abc')).statusCode).toBe(404);
    const elsewhere = await createLocation(t.db, { name: 'Elsewhere' });
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: elsewhere.id });
    await createEnrollment(t.db, customer.id);
    const denied = await client.get(url(customer.id));
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('WIOA');
    expect((await (await t.as('caseManagerOther')).get(url((await atA()).id))).statusCode).toBe(403);
  });
});
