import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollmentStatusNames,
  serviceTrackerMessages as messages,
  serviceTrackerPaths as paths,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { daysFromToday, enrolmentBodyFor, today, trackerCatalogue } from './tracker.fixtures.ts';

let t: TestApp;
let cm: TestClient;
let catalogue: Awaited<ReturnType<typeof trackerCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
  catalogue = await trackerCatalogue(t.db);
});
afterAll(() => t.close());

const fill = (path: string, id: number) => path.replace(':id', String(id));

const enrolmentBody = (customerId: number) => enrolmentBodyFor(t, catalogue, customerId);

const enrolmentsOf = (customerId: number) =>
  t.db.select().from(schema.serviceLogEnrollments).where(eq(schema.serviceLogEnrollments.customerId, customerId));

/* Editing a log, its notes and deleting it (logging and the timeline: tracker.test.ts). */

describe('editing, notes and deleting', () => {
  async function logFor() {
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const saved = await cm.post(paths.store, {
      ...enrolmentBody(customer.id),
      serviceNameValue: [catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
    });
    return { customer, id: saved.json().ids[0] as number };
  }

  it("keeps a single-day log's end on its start date (#23 item 16)", async () => {
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const saved = await cm.post(paths.store, {
      ...enrolmentBody(customer.id),
      serviceNameValue: [catalogue.workshop.id],
      statusValue: enrollmentStatusNames.reportable,
      service_length: 'Single-day',
      minutes_in_day: 30,
      end_at: null,
    });
    const id = saved.json().ids[0] as number;
    const moved = await cm.post(fill(paths.log, id), { end_at: daysFromToday(2) });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.end_at).toEqual([messages.singleDayEnd]);
    const [row] = await t.db.select().from(schema.serviceLogs).where(eq(schema.serviceLogs.id, id));
    expect(row!.endAt!.toISOString().slice(0, 10)).toBe(today());
    expect((await cm.post(fill(paths.log, id), { end_at: today() })).json()).toEqual({ saved: true });
  });

  it('lets the creator change the end date, never before the start', async () => {
    const { id } = await logFor();
    expect((await cm.post(fill(paths.log, id), { end_at: daysFromToday(3) })).json()).toEqual({ saved: true });
    const early = await cm.post(fill(paths.log, id), { end_at: daysFromToday(-3) });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.end_at).toEqual([messages.endBeforeStart]);
  });

  it('refuses another professional, even an admin at the location', async () => {
    const { id } = await logFor();
    const admin = await t.as('admin');
    const response = await admin.post(fill(paths.log, id), { end_at: daysFromToday(3) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.notCreator);
    expect((await admin.delete(fill(paths.log, id))).statusCode).toBe(403);
  });

  it('refuses edits and deletes after the windows in client settings', async () => {
    const { id } = await logFor();
    await t.db
      .update(schema.serviceLogs)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(schema.serviceLogs.id, id));
    const edit = await cm.post(fill(paths.log, id), { end_at: daysFromToday(3) });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(messages.editWindowPassed(7));
    const remove = await cm.delete(fill(paths.log, id));
    expect(remove.json().message).toBe(messages.deleteWindowPassed(60));
  });

  it('adds and edits notes, and deletes within the window', async () => {
    const { id } = await logFor();
    const note = await cm.post(fill(paths.notes, id), { body: 'Called to confirm.' });
    expect(note.statusCode, note.body).toBe(200);
    const edit = await cm.put(fill(paths.note, note.json().id), { body: 'Called twice to confirm.' });
    expect(edit.json()).toEqual({ saved: true });
    expect((await cm.post(fill(paths.notes, id), { body: ' ' })).json().errors.body).toEqual([messages.noteRequired]);
    expect((await cm.delete(fill(paths.log, id))).json()).toEqual({ saved: true });
    expect((await cm.delete(fill(paths.log, id))).statusCode).toBe(404);
  });

  it('deleting the log that opened an enrolment removes the enrolment, and only what that log did', async () => {
    const panelOf = async (customerId: number) =>
      (await cm.get(`/internal-api/service-log/enrollments/${customerId}`)).json().data as {
        statuses: { data: { name: string }[] };
      }[];

    // One enrolling log: deleting it leaves no enrolment behind, in the table or the panel.
    const alone = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const opened = (await cm.post(paths.store, enrolmentBody(alone.id))).json().ids[0] as number;
    expect(await enrolmentsOf(alone.id)).toHaveLength(1);
    expect((await cm.delete(fill(paths.log, opened))).json()).toEqual({ saved: true });
    expect(await enrolmentsOf(alone.id)).toEqual([]);
    expect(await panelOf(alone.id)).toEqual([]);

    // Opened as reportable, then moved to enrolled by a second log: deleting the second takes the status back,
    // deleting a reportable log that joined it keeps it, deleting the opener removes it.
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    const first = (
      await cm.post(paths.store, { ...enrolmentBody(customer.id), statusValue: enrollmentStatusNames.reportable })
    ).json().ids[0] as number;
    const joined = (
      await cm.post(paths.store, {
        ...enrolmentBody(customer.id),
        serviceNameValue: [catalogue.workshop.id],
        statusValue: enrollmentStatusNames.reportable,
      })
    ).json().ids[0] as number;
    const second = (await cm.post(paths.store, enrolmentBody(customer.id))).json().ids[0] as number;
    expect((await panelOf(customer.id))[0]!.statuses.data[0]!.name).toBe(enrollmentStatusNames.enrolled);

    expect((await cm.delete(fill(paths.log, second))).json()).toEqual({ saved: true });
    const [kept] = await panelOf(customer.id);
    expect(kept!.statuses.data.map((status) => status.name)).toEqual([enrollmentStatusNames.reportable]);
    expect((await cm.delete(fill(paths.log, joined))).json()).toEqual({ saved: true });
    expect(await enrolmentsOf(customer.id)).toHaveLength(1);
    expect((await cm.delete(fill(paths.log, first))).json()).toEqual({ saved: true });
    expect(await enrolmentsOf(customer.id)).toEqual([]);
  });

  it('treats an archived customer as read-only', async () => {
    const { customer, id } = await logFor();
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, customer.id));
    expect((await cm.post(fill(paths.log, id), { end_at: daysFromToday(3) })).statusCode).toBe(409);
    expect((await cm.post(paths.store, enrolmentBody(customer.id))).statusCode).toBe(409);
  });
});
