import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dateBounds,
  enrollmentStatusNames,
  serviceDaysAhead,
  serviceTrackerMessages as messages,
  serviceTrackerPaths as paths,
  type ErrorBody,
  type ServiceLogStoreResponse,
  type ServiceLogListResponse,
  type EnrollmentsResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createGroup } from '@portal/db/factories';
import { daysFromToday, enrolmentsOf, fill, today, trackerSuite } from './tracker.fixtures.ts';

const app = trackerSuite();

describe('logging a service', () => {
  it('an enrollment service opens an enrolment the panel and the enrolled filter read', async () => {
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const saved = await app.cm.post(paths.store, app.enrolmentBody(customer.id));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, redirect: `/service-tracker?customer=${customer.id}` });

    const panel = await app.cm.get(`/internal-api/service-log/enrollments/${customer.id}`);
    const [enrolment] = panel.json<EnrollmentsResponse>().data;
    expect(enrolment!.program.name).toBe('WIOA Adult');
    expect(enrolment!.statuses.data[0]!.name).toBe(enrollmentStatusNames.enrolled);
    expect(enrolment!.serviceLogs.data[0]!.title).toBe('Assessment for WIOA Adult');

    // A common exit closes it, in the same save.
    const exit = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      serviceNameValue: [app.catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
      service_length: 'Single-day',
      minutes_in_day: 45,
      end_at: null,
      isCommonExit: true,
    });
    expect(exit.statusCode, exit.body).toBe(200);
    const [closed] = await app.t.db
      .select()
      .from(schema.serviceLogEnrollments)
      .where(eq(schema.serviceLogEnrollments.customerId, customer.id));
    expect(closed!.exitAt).not.toBeNull();
  });

  it('gives the spec messages for a bad form and saves nothing', async () => {
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const before = (await app.t.db.select().from(schema.serviceLogs)).length;
    const response = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      title: '  ',
      note: '',
      created_on: daysFromToday(-400),
      end_at: daysFromToday(-1),
      customer_created_for: null,
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<ErrorBody>().errors;
    expect(errors?.title).toEqual([messages.titleRequired]);
    expect(errors?.note).toEqual([messages.noteRequired]);
    expect((await app.t.db.select().from(schema.serviceLogs)).length).toBe(before);

    const rules = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      created_on: daysFromToday(-400),
      end_at: daysFromToday(-1),
      customer_created_for: null,
    });
    expect(rules.json<ErrorBody>().errors).toMatchObject({
      customer_created_for: [messages.customerRequired('Customer')],
      created_on: ['"Created on" must be within the past 30 days or a future date'],
      end_at: [messages.endBeforeStart],
    });
    const minutes = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      service_length: 'Single-day',
      minutes_in_day: '1.5',
    });
    expect(minutes.json<ErrorBody>().errors?.minutes_in_day).toEqual([messages.minutesRequired]);
  });

  it('logs a single-day service for a group, and the tracker shows both kinds', async () => {
    const member = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const group = await createGroup(app.t.db, {
      locationId: app.t.world.locationA.id,
      createdBy: app.t.world.caseManager.id,
      memberIds: [member.id],
    });
    const saved = await app.cm.post(paths.store, {
      ...app.enrolmentBody(member.id),
      created_for: 'group',
      group_created_for: group.id,
      serviceNameValue: [app.catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
      service_length: 'Single-day',
      minutes_in_day: 90,
      programValue: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = await app.cm.get(
      `${paths.logs}?created_by[]=${app.t.world.caseManager.id}&customerValue=${member.id}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const [entry] = list.json<ServiceLogListResponse>().data;
    expect(entry).toMatchObject({
      group: { id: group.id },
      customer: null,
      duration: 'Single-day',
      minutes_in_day: 90,
    });
    expect(entry!.notes[0]!.body).toBe('Reviewed the assessment results.');
    expect(entry!.can_edit && entry!.can_delete).toBe(true);

    // An enrollment service cannot be logged for a group.
    const refused = await app.cm.post(paths.store, {
      ...app.enrolmentBody(member.id),
      created_for: 'group',
      group_created_for: group.id,
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('who logged it (#23 item 1)', () => {
  it('keeps the author beside the professional named, and gives the rights to the author', async () => {
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const admin = await app.t.as('admin');
    const saved = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      created_by: app.t.world.admin.id,
      serviceNameValue: [app.catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json<ServiceLogStoreResponse>().ids[0]!;
    const [row] = await app.t.db.select().from(schema.serviceLogs).where(eq(schema.serviceLogs.id, id));
    expect(row).toMatchObject({ createdBy: app.t.world.admin.id, loggedBy: app.t.world.caseManager.id });

    const filter = `${paths.logs}?created_by[]=${app.t.world.admin.id}&customerValue=${customer.id}`;
    const [asAuthor] = (await app.cm.get(filter)).json<ServiceLogListResponse>().data;
    expect(asAuthor).toMatchObject({ user: { id: app.t.world.admin.id }, can_edit: true, can_delete: true });
    expect(asAuthor!.logged_by_user).toEqual(expect.any(String));
    const [asNamed] = (await admin.get(filter)).json<ServiceLogListResponse>().data;
    expect(asNamed).toMatchObject({ can_edit: false, can_delete: false });

    // The professional named holds no rights over it; the author keeps them.
    expect((await admin.post(fill(paths.log, id), { end_at: daysFromToday(3) })).statusCode).toBe(403);
    expect((await admin.post(fill(paths.notes, id), { body: 'Mine now?' })).statusCode).toBe(403);
    expect((await admin.delete(fill(paths.log, id))).statusCode).toBe(403);
    expect((await app.cm.post(fill(paths.log, id), { end_at: daysFromToday(3) })).json()).toEqual({ saved: true });
    expect((await app.cm.post(fill(paths.notes, id), { body: 'Logged for a colleague.' })).statusCode).toBe(200);
  });
});

describe('enrolment confirmation (#23 item 2)', () => {
  it('refuses a save that would enrol without the explicit confirmation, and enrols with it', async () => {
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const logsBefore = (await app.t.db.select().from(schema.serviceLogs)).length;
    for (const unconfirmed of [
      { confirm_enrollment: undefined },
      { confirm_enrollment: false },
      // The status comes from the form; the server decides from the service itself.
      { confirm_enrollment: false, statusValue: enrollmentStatusNames.reportable },
    ]) {
      const refused = await app.cm.post(paths.store, { ...app.enrolmentBody(customer.id), ...unconfirmed });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json<ErrorBody>().errors?.confirm_enrollment).toEqual([messages.enrollConfirmRequired]);
    }
    expect(await enrolmentsOf(app.t.db, customer.id)).toEqual([]);
    expect((await app.t.db.select().from(schema.serviceLogs)).length).toBe(logsBefore);

    const confirmed = await app.cm.post(paths.store, app.enrolmentBody(customer.id));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await enrolmentsOf(app.t.db, customer.id)).toHaveLength(1);
  });

  it('asks nothing of a save that enrols no one', async () => {
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const saved = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      serviceNameValue: [app.catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
      confirm_enrollment: undefined,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('date bounds of a service log (#23 item 3)', () => {
  it('refuses 9999-12-31 with field errors, and no enrolment moves its last service', async () => {
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const opened = await app.cm.post(paths.store, app.enrolmentBody(customer.id));
    expect(opened.statusCode, opened.body).toBe(200);
    const [before] = await enrolmentsOf(app.t.db, customer.id);
    expect(before!.lastServiceAt).not.toBeNull();

    const far = '9999-12-31';
    const refused = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      serviceNameValue: [app.catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
      created_on: far,
      start_at: far,
      end_at: far,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    const ahead = messages.daysAhead(serviceDaysAhead);
    expect(refused.json<ErrorBody>().errors).toMatchObject({
      created_on: [`"Created on" ${ahead}`],
      start_at: [`"Start at" ${ahead}`],
    });
    const end = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      serviceNameValue: [app.catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
      end_at: far,
    });
    expect(end.statusCode, end.body).toBe(422);
    expect(end.json<ErrorBody>().errors?.end_at).toEqual([`"End at (Date)" ${ahead}`]);

    // The edit panel has the same ceiling; the last day allowed is taken.
    const logId = opened.json<ServiceLogStoreResponse>().ids[0]!;
    const edited = await app.cm.post(fill(paths.log, logId), { end_at: far });
    expect(edited.statusCode).toBe(422);
    expect(edited.json<ErrorBody>().errors?.end_at).toEqual([`"End at (Date)" ${ahead}`]);
    const [after] = await enrolmentsOf(app.t.db, customer.id);
    expect(after!.lastServiceAt).toEqual(before!.lastServiceAt);
    const [log] = await app.t.db.select().from(schema.serviceLogs).where(eq(schema.serviceLogs.id, logId));
    expect(log!.endAt!.toISOString().slice(0, 10)).toBe(daysFromToday(1));

    const lastDay = dateBounds.service(today()).max;
    expect((await app.cm.post(fill(paths.log, logId), { end_at: lastDay })).json()).toEqual({ saved: true });
  });
});

describe('the tracker timeline', () => {
  it('pages by keyset without repeating or skipping a log', async () => {
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    for (let i = 0; i < 25; i++) {
      const response = await app.cm.post(paths.store, {
        ...app.enrolmentBody(customer.id),
        title: `Visit ${i}`,
        serviceNameValue: [app.catalogue.workshop.id],
        statusValue: enrollmentStatusNames.reportable,
        service_length: 'Single-day',
        minutes_in_day: 30,
        start_at: daysFromToday(-(i % 5)),
      });
      expect(response.statusCode).toBe(200);
    }
    const first = (await app.cm.get(`${paths.logs}?customerValue=${customer.id}`)).json<ServiceLogListResponse>();
    expect(first.data).toHaveLength(20);
    expect(first.lastPage).toBe(2);
    const second = (
      await app.cm.get(
        `${paths.logs}?customerValue=${customer.id}&page=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
      )
    ).json<ServiceLogListResponse>();
    expect(second.data).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.data, ...second.data].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(25);
  });
});
