import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  enrollmentStatusNames,
  serviceTrackerMessages as messages,
  serviceTrackerPaths as paths,
  type ErrorBody,
  type ServiceLogStoreResponse,
  type EnrollmentsResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { daysFromToday, enrolmentsOf, fill, today, trackerSuite } from './tracker.fixtures.ts';

const app = trackerSuite();

/* Editing a log, its notes and deleting it (logging and the timeline: tracker.test.ts). */

describe('editing, notes and deleting', () => {
  async function logFor() {
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const saved = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      serviceNameValue: [app.catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
    });
    return { customer, id: saved.json<ServiceLogStoreResponse>().ids[0]! };
  }

  it("keeps a single-day log's end on its start date (#23 item 16)", async () => {
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const saved = await app.cm.post(paths.store, {
      ...app.enrolmentBody(customer.id),
      serviceNameValue: [app.catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
      service_length: 'Single-day',
      minutes_in_day: 30,
      end_at: null,
    });
    const id = saved.json<ServiceLogStoreResponse>().ids[0]!;
    const moved = await app.cm.post(fill(paths.log, id), { end_at: daysFromToday(2) });
    expect(moved.statusCode).toBe(422);
    expect(moved.json<ErrorBody>().errors?.end_at).toEqual([messages.singleDayEnd]);
    const [row] = await app.t.db.select().from(schema.serviceLogs).where(eq(schema.serviceLogs.id, id));
    expect(row!.endAt!.toISOString().slice(0, 10)).toBe(today());
    expect((await app.cm.post(fill(paths.log, id), { end_at: today() })).json()).toEqual({ saved: true });
  });

  it('lets the creator change the end date, never before the start', async () => {
    const { id } = await logFor();
    expect((await app.cm.post(fill(paths.log, id), { end_at: daysFromToday(3) })).json()).toEqual({ saved: true });
    const early = await app.cm.post(fill(paths.log, id), { end_at: daysFromToday(-3) });
    expect(early.statusCode).toBe(422);
    expect(early.json<ErrorBody>().errors?.end_at).toEqual([messages.endBeforeStart]);
  });

  it('refuses another professional, even an admin at the location', async () => {
    const { id } = await logFor();
    const admin = await app.t.as('admin');
    const response = await admin.post(fill(paths.log, id), { end_at: daysFromToday(3) });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe(messages.notCreator);
    expect((await admin.delete(fill(paths.log, id))).statusCode).toBe(403);
  });

  it('refuses edits and deletes after the windows in client settings', async () => {
    const { id } = await logFor();
    await app.t.db
      .update(schema.serviceLogs)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(schema.serviceLogs.id, id));
    const edit = await app.cm.post(fill(paths.log, id), { end_at: daysFromToday(3) });
    expect(edit.statusCode).toBe(403);
    expect(edit.json<ErrorBody>().message).toBe(messages.editWindowPassed(7));
    const remove = await app.cm.delete(fill(paths.log, id));
    expect(remove.json<ErrorBody>().message).toBe(messages.deleteWindowPassed(60));
  });

  it('adds and edits notes, and deletes within the window', async () => {
    const { id } = await logFor();
    const note = await app.cm.post(fill(paths.notes, id), { body: 'Called to confirm.' });
    expect(note.statusCode, note.body).toBe(200);
    const edit = await app.cm.put(fill(paths.note, note.json<{ id: number }>().id), {
      body: 'Called twice to confirm.',
    });
    expect(edit.json()).toEqual({ saved: true });
    expect((await app.cm.post(fill(paths.notes, id), { body: ' ' })).json<ErrorBody>().errors?.body).toEqual([
      messages.noteRequired,
    ]);
    expect((await app.cm.delete(fill(paths.log, id))).json()).toEqual({ saved: true });
    expect((await app.cm.delete(fill(paths.log, id))).statusCode).toBe(404);
  });

  it('deleting the log that opened an enrolment removes the enrolment, and only what that log did', async () => {
    const panelOf = async (customerId: number) =>
      (await app.cm.get(`/internal-api/service-log/enrollments/${customerId}`)).json<EnrollmentsResponse>().data;

    // One enrolling log: deleting it leaves no enrolment behind, in the table or the panel.
    const alone = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const opened = (await app.cm.post(paths.store, app.enrolmentBody(alone.id))).json<ServiceLogStoreResponse>()
      .ids[0]!;
    expect(await enrolmentsOf(app.t.db, alone.id)).toHaveLength(1);
    expect((await app.cm.delete(fill(paths.log, opened))).json()).toEqual({ saved: true });
    expect(await enrolmentsOf(app.t.db, alone.id)).toEqual([]);
    expect(await panelOf(alone.id)).toEqual([]);

    // Opened as reportable, then moved to enrolled by a second log: deleting the second takes the status back,
    // deleting a reportable log that joined it keeps it, deleting the opener removes it.
    const customer = await createCustomer(app.t.db, { portal: false, primaryLocationId: app.t.world.locationA.id });
    const first = (
      await app.cm.post(paths.store, {
        ...app.enrolmentBody(customer.id),
        statusValue: enrollmentStatusNames.reportable,
      })
    ).json<ServiceLogStoreResponse>().ids[0]!;
    const joined = (
      await app.cm.post(paths.store, {
        ...app.enrolmentBody(customer.id),
        serviceNameValue: [app.catalogue.workshop.id],
        statusValue: enrollmentStatusNames.reportable,
      })
    ).json<ServiceLogStoreResponse>().ids[0]!;
    const second = (await app.cm.post(paths.store, app.enrolmentBody(customer.id))).json<ServiceLogStoreResponse>()
      .ids[0]!;
    expect((await panelOf(customer.id))[0]!.statuses.data[0]!.name).toBe(enrollmentStatusNames.enrolled);

    expect((await app.cm.delete(fill(paths.log, second))).json()).toEqual({ saved: true });
    const [kept] = await panelOf(customer.id);
    expect(kept!.statuses.data.map((status) => status.name)).toEqual([enrollmentStatusNames.reportable]);
    expect((await app.cm.delete(fill(paths.log, joined))).json()).toEqual({ saved: true });
    expect(await enrolmentsOf(app.t.db, customer.id)).toHaveLength(1);
    expect((await app.cm.delete(fill(paths.log, first))).json()).toEqual({ saved: true });
    expect(await enrolmentsOf(app.t.db, customer.id)).toEqual([]);
  });

  it('treats an archived customer as read-only', async () => {
    const { customer, id } = await logFor();
    await app.t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, customer.id));
    expect((await app.cm.post(fill(paths.log, id), { end_at: daysFromToday(3) })).statusCode).toBe(409);
    expect((await app.cm.post(paths.store, app.enrolmentBody(customer.id))).statusCode).toBe(409);
  });
});
