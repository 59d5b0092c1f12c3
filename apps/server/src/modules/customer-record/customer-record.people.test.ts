import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseManagerPaths,
  caseManagerToastTitle,
  customerRecordMessages,
  customerRecordPath,
  messagePaths,
  type CaseManagerOptions,
  type ErrorBody,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createStaffUser } from '@portal/db/factories';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let n = 1; n <= 12; n += 1) {
    await createStaffUser(t.db, {
      firstName: 'Pat',
      lastName: `Helper ${String(n).padStart(2, '0')}`,
      locationIds: [t.world.locationA.id],
    });
  }
  await createStaffUser(t.db, {
    firstName: 'Gone',
    lastName: 'Away',
    active: false,
    locationIds: [t.world.locationA.id],
  });
});
afterAll(() => t.close());

const newCustomer = (values: Parameters<typeof createCustomer>[1] = {}) =>
  createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id, ...values });

describe('case-manager options', () => {
  it('pages the active staff at my locations, 10 at a time, and searches by name', async () => {
    const client = await t.as('caseManager');
    const first = (await client.get(`${caseManagerPaths.options}?page=1`)).json<CaseManagerOptions>();
    expect(first.data).toHaveLength(10);
    expect(first).toMatchObject({ currentPage: 1, lastPage: 2 });
    const second = (await client.get(`${caseManagerPaths.options}?page=2`)).json<CaseManagerOptions>();
    const labels = [...first.data, ...second.data].map((option) => option.label);
    expect(labels).not.toContain('Gone Away');
    expect(labels).not.toContain(`${t.world.caseManagerOther.firstName} ${t.world.caseManagerOther.lastName}`);
    const search = (await client.get(`${caseManagerPaths.options}?search=helper%2007`)).json<CaseManagerOptions>();
    expect(search.data.map((option) => option.label)).toEqual(['Pat Helper 07']);
    const none = (await client.get(`${caseManagerPaths.options}?search=%25zz`)).json<CaseManagerOptions>();
    expect(none).toEqual({ data: [], currentPage: 1, lastPage: 1 });
  });
});

describe('assigning case managers', () => {
  it('replaces the list and says what was added and removed', async () => {
    const customer = await newCustomer();
    const client = await t.as('caseManager');
    const assign = (ids: number[]) =>
      client.post(caseManagerPaths.assign, { customer_id: customer.id, case_managers: ids });
    const added = await assign([t.world.caseManager.id, t.world.admin.id]);
    expect(added.json()).toEqual({ added: 2, removed: 0 });
    expect(caseManagerToastTitle(added.json())).toBe('Case Managers Added');
    const swapped = await assign([t.world.caseManager.id, t.world.agencyAdmin.id]);
    expect(swapped.json()).toEqual({ added: 1, removed: 1 });
    expect(caseManagerToastTitle(swapped.json())).toBe('Case Managers Updated');
    const removed = await assign([t.world.agencyAdmin.id]);
    expect(caseManagerToastTitle(removed.json())).toBe('Case Manager Removed');
    const rows = await t.db
      .select()
      .from(schema.customerCaseManagers)
      .where(eq(schema.customerCaseManagers.customerId, customer.id));
    expect(rows.map((row) => row.staffUserId)).toEqual([t.world.agencyAdmin.id]);
  });

  it('refuses staff who do not work at any of the customer locations, with a 422', async () => {
    const customer = await newCustomer();
    const response = await (
      await t.as('caseManager')
    ).post(caseManagerPaths.assign, {
      customer_id: customer.id,
      case_managers: [t.world.caseManagerOther.id],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.case_managers).toEqual([customerRecordMessages.caseManagerNotAllowed]);
  });

  it('refuses a customer outside my locations', async () => {
    const customer = await newCustomer({ primaryLocationId: t.world.locationB.id });
    const response = await (
      await t.as('caseManager')
    ).post(caseManagerPaths.assign, {
      customer_id: customer.id,
      case_managers: [],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('send message', () => {
  const url = (customerId: number, userId: number) => customerRecordPath(messagePaths.send, { customerId, userId });

  it('stores the message and queues the email', async () => {
    const customer = await newCustomer({ email: 'lena@example.test' });
    const response = await (
      await t.as('caseManager')
    ).post(url(customer.id, t.world.caseManager.id), {
      message_subject: 'Your appointment',
      body: 'See you Monday at 9.',
    });
    expect(response.json()).toEqual({ success: true, queued: true });
    const [message] = await t.db
      .select()
      .from(schema.customerMessages)
      .where(eq(schema.customerMessages.customerId, customer.id));
    expect(message).toMatchObject({ subject: 'Your appointment', senderUserId: t.world.caseManager.id });
    const [mail] = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.customerMessageId, message!.id));
    expect(mail).toMatchObject({ toAddress: 'lena@example.test', subject: 'Your appointment', sentAt: null });
  });

  it('keeps the message but queues nothing when the customer has no email', async () => {
    const customer = await newCustomer({ email: null });
    const response = await (
      await t.as('caseManager')
    ).post(url(customer.id, t.world.caseManager.id), {
      message_subject: 'Hello',
      body: 'Call us.',
    });
    expect(response.json()).toEqual({ success: true, queued: false });
  });

  it.each([
    [{ body: 'x' }, 'message_subject', customerRecordMessages.subjectRequired],
    [{ message_subject: ' ', body: 'x' }, 'message_subject', customerRecordMessages.subjectRequired],
    [{ message_subject: 'x' }, 'body', customerRecordMessages.bodyRequired],
    [{ message_subject: 'x', body: '' }, 'body', customerRecordMessages.bodyRequired],
  ])('422 for %j', async (body, field, message) => {
    const customer = await newCustomer();
    const response = await (await t.as('caseManager')).post(url(customer.id, t.world.caseManager.id), body);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[field]).toEqual([message]);
  });

  it('refuses to send in another user’s name', async () => {
    const customer = await newCustomer();
    const response = await (
      await t.as('caseManager')
    ).post(url(customer.id, t.world.admin.id), {
      message_subject: 'x',
      body: 'y',
    });
    expect(response.statusCode).toBe(403);
  });
});
