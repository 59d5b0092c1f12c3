import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type AlertList,
  alertPaths,
  type alertReadResponseSchema,
  alertTexts,
  customerRecordMessages,
  type ErrorBody,
  type Reminder,
  type reminderCustomersResponseSchema,
  reminderMessages,
  reminderPath,
  reminderPaths,
  type ReminderUser,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { createReminderAs, reminderBody, tomorrow } from './reminders.fixtures.ts';
import { sweepOverdueReminders } from './sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t?.close());

const { reminders, webAlerts, mailOutbox, groups } = schema;

type ReminderCustomers = z.infer<typeof reminderCustomersResponseSchema>;
type AlertRead = z.infer<typeof alertReadResponseSchema>;

async function makeDue(id: number) {
  await t.db
    .update(reminders)
    .set({ remindAt: sql`now() - interval '1 minute'` })
    .where(eq(reminders.id, id));
}

async function reminder(id: number): Promise<Reminder> {
  const response = await (await t.as('caseManager')).get(reminderPath(reminderPaths.item, id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Reminder }>().data;
}

describe('saving a reminder', () => {
  it('creates one for a customer at the given wall time and offset, and reads it back', async () => {
    const client = await t.as('caseManager');
    const response = await client.post(
      reminderPaths.list,
      reminderBody({
        in_support_of_type: 'customer',
        in_support_of_id: t.world.customer.id,
        hour: '03',
        minute: '15',
        period: 'PM',
        timezone_offset: 300,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json<{ data: Reminder; message: string }>();
    expect(message).toBe(reminderMessages.saved);
    // 3:15 PM at UTC-5 is 20:15 UTC.
    expect(data.remind_at).toBe(`${tomorrow()}T20:15:00.000Z`);
    expect(data).toMatchObject({
      status: 'upcoming',
      user_id: t.world.caseManager.id,
      in_support_of_type: 'customer',
      in_support_of_id: t.world.customer.id,
      in_support_of: { customer: { id: t.world.customer.id }, group: null },
    });
  });

  it("answers the spec's messages for a missing title, time and target", async () => {
    const client = await t.as('caseManager');
    const response = await client.post(reminderPaths.list, {
      ...reminderBody({ in_support_of_type: 'customer', in_support_of_id: null }),
      title: '  ',
      hour: undefined,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toMatchObject({
      title: [reminderMessages.required],
      hour: [reminderMessages.time],
      in_support_of_id: [reminderMessages.required],
    });
  });

  it('refuses a date before today', async () => {
    const response = await (await t.as('caseManager')).post(reminderPaths.list, reminderBody({ date: '2020-01-01' }));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.date).toEqual([reminderMessages.dateBeforeToday]);
  });

  it("refuses a customer or group out of the caller's locations as not available", async () => {
    const other = await t.as('caseManagerOther');
    const customer = await other.post(
      reminderPaths.list,
      reminderBody({ in_support_of_type: 'customer', in_support_of_id: t.world.customer.id }),
    );
    expect(customer.statusCode).toBe(403);
    const [group] = await t.db
      .insert(groups)
      .values({ name: 'Workshop cohort', locationId: t.world.locationA.id, createdBy: t.world.caseManager.id })
      .returning();
    const refused = await other.post(
      reminderPaths.list,
      reminderBody({ in_support_of_type: 'group', in_support_of_id: group!.id }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors?.in_support_of_id).toEqual([reminderMessages.targetNotAvailable]);
    const allowed = await (
      await t.as('caseManager')
    ).post(reminderPaths.list, reminderBody({ in_support_of_type: 'group', in_support_of_id: group!.id }));
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json<{ data: Reminder }>().data.in_support_of.group).toEqual({
      id: group!.id,
      name: 'Workshop cohort',
    });
  });

  it('refuses a reminder about an archived customer as read-only', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, customer.id));
    const response = await (
      await t.as('caseManager')
    ).post(reminderPaths.list, reminderBody({ in_support_of_type: 'customer', in_support_of_id: customer.id }));
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().message).toBe(customerRecordMessages.archivedReadOnly);
  });

  it('assigns a reminder to a colleague at a shared location, not to one elsewhere', async () => {
    const client = await t.as('caseManager');
    const colleague = await client.post(reminderPaths.list, reminderBody({ user_id: t.world.admin.id }));
    expect(colleague.statusCode, colleague.body).toBe(201);
    expect(colleague.json<{ data: Reminder }>().data.user_id).toBe(t.world.admin.id);
    const elsewhere = await client.post(reminderPaths.list, reminderBody({ user_id: t.world.caseManagerOther.id }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json<ErrorBody>().errors?.user_id).toEqual([reminderMessages.userNotAvailable]);
  });
});

describe('status transitions (spec 4)', () => {
  it('edits only an upcoming reminder', async () => {
    const client = await t.as('caseManager');
    const id = await createReminderAs(client);
    const edited = await client.put(reminderPath(reminderPaths.item, id), reminderBody({ title: 'Renamed' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: Reminder }>().data.title).toBe('Renamed');
    await client.post(reminderPath(reminderPaths.complete, id));
    const refused = await client.put(reminderPath(reminderPaths.item, id), reminderBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe(reminderMessages.notAllowed('edited', 'completed'));
  });

  it('snoozes only an overdue reminder, which comes due again at remind_again_at', async () => {
    const client = await t.as('caseManager');
    const id = await createReminderAs(client);
    expect((await client.post(reminderPath(reminderPaths.snooze, id))).statusCode).toBe(409);
    await makeDue(id);
    await sweepOverdueReminders(t.db, { mailOwners: false });
    expect((await reminder(id)).status).toBe('overdue');
    const snoozed = await client.post(reminderPath(reminderPaths.snooze, id));
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    expect(snoozed.json<ErrorBody>().message).toBe(reminderMessages.snoozed);
    const after = await reminder(id);
    expect(after.status).toBe('snoozed');
    expect(new Date(after.remind_again_at!).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    // The snooze ends: the sweep makes it overdue again and raises a second alert.
    await t.db
      .update(reminders)
      .set({ remindAgainAt: sql`now() - interval '1 second'` })
      .where(eq(reminders.id, id));
    await sweepOverdueReminders(t.db, { mailOwners: false });
    expect((await reminder(id)).status).toBe('overdue');
    const alerts = await t.db.select().from(webAlerts).where(eq(webAlerts.reminderId, id));
    expect(alerts).toHaveLength(2);
  });

  it('completes anything but completed or deleted, and deletes anything but deleted', async () => {
    const client = await t.as('caseManager');
    const id = await createReminderAs(client);
    const completed = await client.post(reminderPath(reminderPaths.complete, id));
    expect(completed.json<ErrorBody>().message).toBe(reminderMessages.markedCompleted);
    expect((await client.post(reminderPath(reminderPaths.complete, id))).statusCode).toBe(409);
    const deleted = await client.delete(reminderPath(reminderPaths.item, id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<ErrorBody>().message).toBe(reminderMessages.deleted);
    expect((await client.delete(reminderPath(reminderPaths.item, id))).statusCode).toBe(409);
    expect((await client.post(reminderPath(reminderPaths.complete, id))).statusCode).toBe(409);
  });

  it("hides another user's reminder as missing", async () => {
    const id = await createReminderAs(await t.as('caseManager'));
    const admin = await t.as('admin');
    expect((await admin.get(reminderPath(reminderPaths.item, id))).statusCode).toBe(404);
    expect((await admin.post(reminderPath(reminderPaths.complete, id))).statusCode).toBe(404);
    expect((await admin.delete(reminderPath(reminderPaths.item, id))).statusCode).toBe(404);
  });
});

describe('listing', () => {
  it('filters by status, date and type, and lists deleted ones only on request', async () => {
    const client = await t.login('agencyAdmin');
    const kept = await createReminderAs(client, { title: 'Kept' });
    const gone = await createReminderAs(client, { title: 'Gone' });
    await client.delete(reminderPath(reminderPaths.item, gone));
    const list = async (query: string) =>
      (await client.get(`${reminderPaths.list}?${query}`))
        .json<{ data: Reminder[]; total: number }>()
        .data.map((row) => row.id);
    expect(await list('')).toEqual([kept]);
    expect(await list('includeDeleted=1')).toEqual([kept, gone]);
    expect(await list('status=upcoming')).toEqual([kept]);
    expect(await list('status=completed')).toEqual([]);
    expect(await list(`reminderDate=${tomorrow()}`)).toEqual([kept]);
    expect(await list('reminderDate=2020-01-01')).toEqual([]);
    expect(await list('inSupportOf=customer')).toEqual([]);
    const notifications = await client.get(reminderPaths.notifications);
    expect(notifications.json<{ reminders: Reminder[] }>().reminders.map((row) => row.id)).toEqual([kept]);
  });

  it('searches customers and users from 2 letters, within reach', async () => {
    const client = await t.as('caseManager');
    const [first] = t.world.customer.firstName.toLowerCase();
    const one = await client.post(reminderPaths.customers, { query: first });
    expect(one.json<ReminderCustomers>().data).toEqual([]);
    const found = await client.post(reminderPaths.customers, { query: t.world.customer.lastName.slice(0, 3) });
    expect(found.json<ReminderCustomers>().data.map((row) => row.id)).toContain(t.world.customer.id);
    const other = await (
      await t.as('caseManagerOther')
    ).post(reminderPaths.customers, { query: t.world.customer.lastName.slice(0, 3) });
    expect(other.json<ReminderCustomers>().data.map((row) => row.id)).not.toContain(t.world.customer.id);
    const users = await client.get(`${reminderPaths.users}?query=${t.world.admin.lastName.slice(0, 3)}`);
    expect(users.json<{ data: ReminderUser[] }>().data.map((row) => row.id)).toContain(t.world.admin.id);
  });
});

describe('the overdue sweep and alerts', () => {
  it('makes due reminders overdue once, raises an alert, mails the owner, and touches nothing else', async () => {
    const client = await t.login('caseManager');
    const due = await createReminderAs(client, { title: 'Due <now>' });
    const later = await createReminderAs(client, { title: 'Later' });
    await makeDue(due);
    // Other due reminders from earlier tests are swept first, so this run's count is ours alone.
    await sweepOverdueReminders(t.db, { mailOwners: false });
    await makeDue(due);
    await t.db.update(reminders).set({ status: 'upcoming' }).where(eq(reminders.id, due));
    const before = await t.db.select({ id: reminders.id, updatedAt: reminders.updatedAt }).from(reminders);

    expect(await sweepOverdueReminders(t.db, { mailOwners: true })).toEqual({ overdue: 1, mailed: 1 });
    expect(await sweepOverdueReminders(t.db, { mailOwners: true })).toEqual({ overdue: 0, mailed: 0 });

    const after = await t.db.select({ id: reminders.id, updatedAt: reminders.updatedAt }).from(reminders);
    const changed = after.filter((row) => {
      const old = before.find((b) => b.id === row.id);
      return old?.updatedAt.getTime() !== row.updatedAt.getTime();
    });
    expect(changed.map((row) => row.id)).toEqual([due]);
    expect((await reminder(later)).status).toBe('upcoming');

    const [alert] = await t.db.select().from(webAlerts).where(eq(webAlerts.reminderId, due));
    expect(alert).toMatchObject({
      userId: t.world.caseManager.id,
      emailSubject: `${alertTexts.overdueSubjectPrefix}Due <now>`,
      readAt: null,
    });
    expect(alert!.webMessage).toContain('Due &lt;now&gt;');
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `${alertTexts.overdueSubjectPrefix}Due <now>`));
    expect(mails.map((mail) => mail.toAddress)).toEqual([t.world.caseManager.email]);
  });

  it('lists alerts with the unread count and marks one read for its owner only', async () => {
    const client = await t.as('caseManager');
    const all = (await client.get(alertPaths.list)).json<AlertList>();
    expect(all.total).toBeGreaterThan(0);
    expect(all.unread).toBe(all.total);
    const [first] = all.alerts;
    const readPath = alertPaths.read.replace(':id', String(first!.id));
    expect((await (await t.as('admin')).post(readPath)).statusCode).toBe(404);
    const read = await client.post(readPath);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<AlertRead>().unread).toBe(all.unread - 1);
    expect(read.json<AlertRead>().data.read_at).not.toBeNull();
    const unread = (await client.get(`${alertPaths.list}?unread=1`)).json<AlertList>();
    expect(unread.alerts.map((row) => row.id)).not.toContain(first!.id);
    expect(unread.total).toBe(all.unread - 1);
  });
});
