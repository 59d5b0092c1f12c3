import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  authPaths,
  caseNoteCategories,
  caseNoteMessages,
  caseNotePaths,
  customerRecordPath,
  type CaseNote,
  type CaseNotes,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createStaffUser } from '@portal/db/factories';
import { createTestApp, TestClient, type Role, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listUrl = (id: number) => customerRecordPath(caseNotePaths.list, { id });
const noteUrl = (id: number, noteId: number) => customerRecordPath(caseNotePaths.note, { id, noteId });
const pinUrl = (id: number, noteId: number) => customerRecordPath(caseNotePaths.pin, { id, noteId });

const newCustomer = () => createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });

async function write(role: Role, customerId: number, body: Record<string, unknown>) {
  const response = await (await t.as(role)).post(listUrl(customerId), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CaseNote>();
}

async function list(role: Role, customerId: number) {
  const response = await (await t.as(role)).get(listUrl(customerId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CaseNotes>();
}

describe('case notes', () => {
  it('stores the sanitised body as the author, audits it and lists pinned notes first', async () => {
    const customer = await newCustomer();
    const first = await write('caseManager', customer.id, {
      category: 'employment',
      body: '<p>Called <strong>Acme</strong><script>alert(1)</script></p>',
    });
    expect(first).toMatchObject({
      category: 'employment',
      category_label: 'Employment',
      body: '<p>Called <strong>Acme</strong></p>',
      confidential: false,
      pinned: false,
      author: { id: t.world.caseManager.id },
      can_edit: true,
    });
    const second = await write('admin', customer.id, { category: 'general', body: '<p>Second</p>' });

    const pinned = await (await t.as('admin')).put(pinUrl(customer.id, first.id), { pinned: true });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect((await list('caseManager', customer.id)).data.map((note) => note.id)).toEqual([first.id, second.id]);

    const audits = await t.db
      .select({ action: schema.auditLog.action, actorId: schema.auditLog.actorId })
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.customerId, customer.id), sql`${schema.auditLog.action} like 'customers.case_note.%'`),
      )
      .orderBy(schema.auditLog.id);
    expect(audits).toEqual([
      { action: 'customers.case_note.create', actorId: t.world.caseManager.id },
      { action: 'customers.case_note.create', actorId: t.world.admin.id },
      { action: 'customers.case_note.pin', actorId: t.world.admin.id },
    ]);
  });

  it('ignores a client-sent author: the author is the session user', async () => {
    const customer = await newCustomer();
    const note = await write('caseManager', customer.id, {
      category: 'general',
      body: '<p>Mine</p>',
      author_id: t.world.admin.id,
    });
    expect(note.author.id).toBe(t.world.caseManager.id);
  });

  it('answers bad input with 422 and field errors', async () => {
    const customer = await newCustomer();
    const client = await t.as('caseManager');
    const blank = await client.post(listUrl(customer.id), { category: 'general', body: '<p> </p>' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json<ErrorBody>().errors?.body).toEqual([caseNoteMessages.bodyRequired]);
    const category = await client.post(listUrl(customer.id), { category: 'gossip', body: '<p>x</p>' });
    expect(category.statusCode).toBe(422);
    expect(category.json<ErrorBody>().errors?.category).toEqual([caseNoteMessages.categoryRequired]);
  });

  it('shows a confidential note only to its author and admins', async () => {
    const customer = await newCustomer();
    const secret = await write('caseManager', customer.id, {
      category: 'barriers',
      body: '<p>Confidential</p>',
      confidential: true,
    });
    const open = await write('admin', customer.id, { category: 'general', body: '<p>Open</p>' });
    const peer = await createStaffUser(t.db, { role: 'case_manager', locationIds: [t.world.locationA.id] });

    expect((await list('caseManager', customer.id)).data.map((n) => n.id)).toEqual([open.id, secret.id]);
    expect((await list('admin', customer.id)).data.map((n) => n.id)).toEqual([open.id, secret.id]);
    expect((await list('agencyAdmin', customer.id)).data.map((n) => n.id)).toEqual([open.id, secret.id]);

    const client = new TestClient(t.app);
    await client.fetchCsrfToken();
    await client.post(authPaths.staffLogin, { email: peer.email, password: peer.password });
    const response = await client.get(listUrl(customer.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CaseNotes>().data.map((n) => n.id)).toEqual([open.id]);
    const pin = await client.put(pinUrl(customer.id, secret.id), { pinned: true });
    expect(pin.statusCode).toBe(404);
  });

  it('lets only the author edit, and only within the edit window', async () => {
    const customer = await newCustomer();
    const note = await write('caseManager', customer.id, { category: 'general', body: '<p>Draft</p>' });

    const byOther = await (
      await t.as('admin')
    ).put(noteUrl(customer.id, note.id), {
      category: 'general',
      body: '<p>Changed</p>',
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json<ErrorBody>().message).toBe(caseNoteMessages.notAuthor);

    const edited = await (
      await t.as('caseManager')
    ).put(noteUrl(customer.id, note.id), {
      category: 'follow_up',
      body: '<p>Final</p>',
      confidential: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ category: 'follow_up', body: '<p>Final</p>', confidential: true });

    const [settings] = await t.db.select().from(schema.clientSettings).where(eq(schema.clientSettings.id, 1));
    const windowDays = settings!.serviceLogEditWindowDays;
    await t.db
      .update(schema.caseNotes)
      .set({ createdAt: sql`now() - make_interval(days => ${windowDays}) - interval '1 minute'` })
      .where(eq(schema.caseNotes.id, note.id));
    const late = await (
      await t.as('caseManager')
    ).put(noteUrl(customer.id, note.id), {
      category: 'general',
      body: '<p>Too late</p>',
    });
    expect(late.statusCode).toBe(403);
    expect(late.json<ErrorBody>().message).toBe(caseNoteMessages.editWindowClosed(windowDays));
    expect((await list('caseManager', customer.id)).data[0]).toMatchObject({ body: '<p>Final</p>', can_edit: false });
  });

  it('keeps a deleted customer read-only and an archived one too', async () => {
    const deleted = await newCustomer();
    const note = await write('caseManager', deleted.id, { category: 'general', body: '<p>Before</p>' });
    await t.db.update(schema.customers).set({ deletedAt: new Date() }).where(eq(schema.customers.id, deleted.id));
    const client = await t.as('caseManager');
    expect((await client.post(listUrl(deleted.id), { category: 'general', body: '<p>x</p>' })).statusCode).toBe(404);
    expect((await client.put(noteUrl(deleted.id, note.id), { category: 'general', body: '<p>x</p>' })).statusCode).toBe(
      404,
    );
    expect((await client.put(pinUrl(deleted.id, note.id), { pinned: true })).statusCode).toBe(404);

    const archived = await newCustomer();
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, archived.id));
    expect((await client.post(listUrl(archived.id), { category: 'general', body: '<p>x</p>' })).statusCode).toBe(409);
    expect((await list('caseManager', archived.id)).data).toEqual([]);
  });

  it('keeps the database categories and the contracts list the same', async () => {
    const customer = await newCustomer();
    for (const category of caseNoteCategories) {
      await write('caseManager', customer.id, { category, body: `<p>${category}</p>` });
    }
    await expect(
      t.db.insert(schema.caseNotes).values({
        customerId: customer.id,
        authorId: t.world.caseManager.id,
        category: 'unknown',
        body: '<p>x</p>',
      }),
    ).rejects.toThrow();
  });
});
