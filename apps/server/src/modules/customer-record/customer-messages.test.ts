import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRecordPath, type CustomerMessages, messageCenterPaths, messagePaths } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { deliverPendingMail, mailDelivery } from '../../platform/mail/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const localMailer = () => createMailer({ smtpUrl: undefined, from: 'Workforce Portal <no-reply@portal.test>' });

/** A transport that always refuses, as an SMTP server rejecting the recipient would. */
function refusingMailer(): Mailer & { calls: number } {
  const mailer = {
    transport: 'smtp' as const,
    calls: 0,
    send() {
      mailer.calls += 1;
      return Promise.reject(Object.assign(new Error('550 5.1.1 Mailbox unavailable'), { code: 'EENVELOPE' }));
    },
    close() {},
  };
  return mailer;
}

async function newCustomer(email: string | null) {
  return createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id, email });
}

async function send(customerId: number, subject: string, body: string) {
  const client = await t.as('caseManager');
  const url = customerRecordPath(messagePaths.send, { customerId, userId: t.world.caseManager.id });
  const response = await client.post(url, { message_subject: subject, body });
  expect(response.statusCode, response.body).toBe(200);
}

async function outboxOf(customerId: number) {
  return t.db
    .select({ row: schema.mailOutbox })
    .from(schema.mailOutbox)
    .innerJoin(schema.customerMessages, eq(schema.customerMessages.id, schema.mailOutbox.customerMessageId))
    .where(eq(schema.customerMessages.customerId, customerId))
    .then((rows) => rows.map(({ row }) => row));
}

async function messages(customerId: number, query = '') {
  const response = await (
    await t.as('caseManager')
  ).get(`${customerRecordPath(messageCenterPaths.customerMessages, { id: customerId })}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerMessages>();
}

/** Leaves only this customer's rows due, so a sweep touches nothing another test left behind. */
async function onlyDue(customerId: number) {
  const ids = (await outboxOf(customerId)).map((row) => row.id);
  await t.db
    .update(schema.mailOutbox)
    .set({ nextAttemptAt: sql`now() + interval '1 day'` })
    .where(and(eq(schema.mailOutbox.status, 'pending'), notInArray(schema.mailOutbox.id, ids)));
}

describe('mail delivery of a sent message', () => {
  it('renders the mail with nodemailer and marks the outbox row sent', async () => {
    const customer = await newCustomer('dana.reyes@example.test');
    await send(customer.id, 'Your appointment on Monday', 'See you at 9 in room 4.');
    await onlyDue(customer.id);

    const outcomes = await deliverPendingMail(t.db, localMailer());

    const [row] = await outboxOf(customer.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'local', lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.messageId).toMatch(/^<.+@.+>$/);
    const sent = outcomes.find((outcome) => outcome.id === row!.id);
    expect(sent?.status).toBe('sent');
    const raw = sent?.status === 'sent' ? sent.raw!.toString('utf8') : '';
    const headers = raw.slice(0, raw.indexOf('\n\n'));
    expect(headers).toMatch(/^To: dana\.reyes@example\.test$/m);
    expect(headers).toMatch(/^Subject: Your appointment on Monday$/m);
    expect(headers).toMatch(/^From: Workforce Portal <no-reply@portal\.test>$/m);
    expect(headers).toContain(`Message-ID: ${row!.messageId}`);
    expect(raw.slice(headers.length)).toContain('See you at 9 in room 4.');

    // Delivered rows are never sent twice.
    expect((await deliverPendingMail(t.db, localMailer())).some((outcome) => outcome.id === row!.id)).toBe(false);
  });

  it('records the error, backs off, retries, and gives up after the last attempt', async () => {
    const customer = await newCustomer('no.such.box@example.test');
    await send(customer.id, 'Documents', 'Please bring your ID.');
    await onlyDue(customer.id);
    const refusing = refusingMailer();

    const [first] = await deliverPendingMail(t.db, refusing);
    expect(first).toMatchObject({ status: 'retrying', error: 'EENVELOPE: 550 5.1.1 Mailbox unavailable' });
    let [row] = await outboxOf(customer.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'EENVELOPE: 550 5.1.1 Mailbox unavailable',
    });
    const waited = (row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime()) / 1000;
    expect(waited).toBeCloseTo(mailDelivery.baseDelaySeconds, 0);

    // Not due yet: the sweep leaves it alone.
    expect(await deliverPendingMail(t.db, refusing)).toEqual([]);
    expect(refusing.calls).toBe(1);

    // Each time the backoff ends, another attempt, each waiting twice as long, until the limit.
    for (let attempt = 2; attempt <= mailDelivery.maxAttempts; attempt += 1) {
      await t.db
        .update(schema.mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(schema.mailOutbox.id, row!.id));
      await deliverPendingMail(t.db, refusing);
      [row] = await outboxOf(customer.id);
      expect(row!.attempts).toBe(attempt);
    }
    expect(row).toMatchObject({ status: 'failed', nextAttemptAt: null, sentAt: null });
    expect(refusing.calls).toBe(mailDelivery.maxAttempts);
    expect((await messages(customer.id)).data[0]!.delivery).toMatchObject({
      status: 'failed',
      attempts: mailDelivery.maxAttempts,
      last_error: 'EENVELOPE: 550 5.1.1 Mailbox unavailable',
    });
  });

  it('a retry after a failure delivers the mail', async () => {
    const customer = await newCustomer('later@example.test');
    await send(customer.id, 'Workshop', 'Thursday at 2.');
    await onlyDue(customer.id);
    await deliverPendingMail(t.db, refusingMailer());
    const [failed] = await outboxOf(customer.id);
    await t.db
      .update(schema.mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(schema.mailOutbox.id, failed!.id));

    await deliverPendingMail(t.db, localMailer());

    const [row] = await outboxOf(customer.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('returns a row whose worker died mid-send to the queue', async () => {
    const customer = await newCustomer('stuck@example.test');
    await send(customer.id, 'Reminder', 'Tomorrow.');
    await onlyDue(customer.id);
    const [row] = await outboxOf(customer.id);
    await t.db
      .update(schema.mailOutbox)
      .set({ status: 'sending', attempts: 1, lastAttemptAt: sql`now() - interval '1 hour'` })
      .where(eq(schema.mailOutbox.id, row!.id));

    await deliverPendingMail(t.db, localMailer());

    expect((await outboxOf(customer.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('GET the customer messages', () => {
  it('lists the messages newest first with sender and delivery state, paged', async () => {
    const customer = await newCustomer('paged@example.test');
    for (const n of [1, 2, 3]) await send(customer.id, `Subject ${n}`, `Body ${n}`);
    await onlyDue(customer.id);
    const [oldest] = await outboxOf(customer.id);
    await deliverPendingMail(t.db, localMailer(), { limit: 1 });
    expect((await outboxOf(customer.id)).find((row) => row.id === oldest!.id)?.status).toBe('sent');

    const first = await messages(customer.id, '?page=1&perPage=2');
    expect(first).toMatchObject({ currentPage: 1, lastPage: 2, total: 3 });
    expect(first.data.map((message) => message.subject)).toEqual(['Subject 3', 'Subject 2']);
    expect(first.data[0]).toMatchObject({
      body: 'Body 3',
      sender_name: `${t.world.caseManager.firstName} ${t.world.caseManager.lastName}`,
      delivery: { status: 'pending', transport: null, attempts: 0, sent_at: null, last_error: null },
    });
    const second = await messages(customer.id, '?page=2&perPage=2');
    expect(second.data).toHaveLength(1);
    expect(second.data[0]).toMatchObject({ subject: 'Subject 1', delivery: { status: 'sent', transport: 'local' } });
    expect(second.data[0]!.delivery.sent_at).not.toBeNull();
  });

  it('shows a message to a customer without an email address as not emailed', async () => {
    const customer = await newCustomer(null);
    await send(customer.id, 'Call us', 'At your convenience.');
    const list = await messages(customer.id);
    expect(list.data[0]!.delivery).toEqual({
      status: 'no_email',
      transport: null,
      attempts: 0,
      sent_at: null,
      last_error: null,
    });
  });

  it('falls back to the first page for a nonsense page, and 404s an unknown customer', async () => {
    const customer = await newCustomer('x@example.test');
    expect(await messages(customer.id, '?page=abc&perPage=-4')).toMatchObject({ currentPage: 1, data: [] });
    const response = await (
      await t.as('admin')
    ).get(customerRecordPath(messageCenterPaths.customerMessages, { id: 2_000_000_000 }));
    expect(response.statusCode).toBe(404);
  });
});
