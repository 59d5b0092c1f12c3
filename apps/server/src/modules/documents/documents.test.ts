import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { type DocumentItem, documentPaths, type ErrorBody, uploadMessages } from '@portal/contracts';
import { schema } from '@portal/db';
import { sampleCsv, samplePdf } from './documents.fixtures.ts';
import { uploadSteps } from './upload-steps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());
const { putFile, signedUrl, uploadAndRecord } = uploadSteps(() => t);

describe('upload, record, download', () => {
  it('takes a PDF through the whole flow and serves it back as an attachment', async () => {
    const customer = await t.as('customer');
    const recorded = await uploadAndRecord(customer, 'résumé 2025.pdf', samplePdf, { name: 'Resume' });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const document = recorded.json<{ data: DocumentItem }>().data;
    expect(document).toMatchObject({
      name: 'Resume',
      original_filename: 'résumé 2025.pdf',
      size: samplePdf.length,
      mime: 'application/pdf',
      customer_id: t.world.customer.id,
    });
    expect(
      await t.db.select().from(schema.pendingUploads).where(eq(schema.pendingUploads.path, document.path)),
    ).toEqual([]);

    const download = await customer.get(documentPaths.download(document.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_ 2025.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%202025.pdf`,
    );
    expect(download.rawPayload.equals(samplePdf)).toBe(true);
    const [audit] = await t.db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'document.download',
      entityId: String(document.id),
      customerId: t.world.customer.id,
    });
  });

  it('lets staff file a document for a customer of their location, and only then', async () => {
    const own = await uploadAndRecord(await t.as('caseManager'), 'intake.csv', sampleCsv, {
      customer_id: t.world.customer.id,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json<{ data: DocumentItem }>().data.mime).toBe('text/csv');

    const other = await uploadAndRecord(await t.as('caseManagerOther'), 'x.pdf', samplePdf, {
      customer_id: t.world.customer.id,
    });
    expect(other.statusCode).toBe(403);
    const missing = await uploadAndRecord(await t.as('admin'), 'x.pdf', samplePdf);
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors).toEqual({ customer_id: ['This field is required.'] });
    const unknown = await uploadAndRecord(await t.as('agencyAdmin'), 'x.pdf', samplePdf, { customer_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
  });

  it('records an upload once, only for its uploader, and only once it arrived', async () => {
    const customer = await t.as('customer');
    const signed = await signedUrl(customer, 'a.pdf');
    const early = await customer.post(documentPaths.documents, { original_name: 'a.pdf', path: signed.path });
    expect(early.statusCode).toBe(422);
    expect(early.json<ErrorBody>().errors).toEqual({ path: [uploadMessages.notUploaded] });
    expect((await putFile(signed.url, samplePdf)).statusCode).toBe(200);
    const thief = await (
      await t.as('anotherCustomer')
    ).post(documentPaths.documents, { original_name: 'a.pdf', path: signed.path });
    expect(thief.statusCode).toBe(422);
    expect(
      (await customer.post(documentPaths.documents, { original_name: 'a.pdf', path: signed.path })).statusCode,
    ).toBe(201);
    expect(
      (await customer.post(documentPaths.documents, { original_name: 'a.pdf', path: signed.path })).statusCode,
    ).toBe(422);
  });
});

describe('download access', () => {
  let documentId: number;
  beforeAll(async () => {
    const recorded = await uploadAndRecord(await t.as('customer'), 'mine.pdf', samplePdf);
    documentId = recorded.json<{ data: DocumentItem }>().data.id;
  });

  it.each([
    ['customer', 200],
    ['caseManager', 200],
    ['admin', 200],
    ['agencyAdmin', 200],
    ['anotherCustomer', 404],
    ['caseManagerOther', 403],
    ['guest', 401],
  ] as const)('%s gets %i', async (role, status) => {
    expect((await (await t.as(role)).get(documentPaths.download(documentId))).statusCode).toBe(status);
  });

  it('answers 404 for a document that does not exist or a bad id', async () => {
    const customer = await t.as('customer');
    expect((await customer.get(documentPaths.download(999_999))).statusCode).toBe(404);
    expect((await customer.get('/documents/abc/download')).statusCode).toBe(404);
    expect((await customer.get('/documents/99999999999/download')).statusCode).toBe(404);
  });
});

describe('a download link followed in the browser that cannot be served (issue #23)', () => {
  let documentId: number;
  beforeAll(async () => {
    const recorded = await uploadAndRecord(await t.as('customer'), 'pay-stub.pdf', samplePdf);
    documentId = recorded.json<{ data: DocumentItem }>().data.id;
  });
  const navigation = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };
  const follow = async (role: Parameters<TestApp['as']>[0], id: number, headers: Record<string, string> = {}) =>
    (await t.as(role)).get(documentPaths.download(id), { headers: { ...navigation, ...headers } });

  it.each([
    ['caseManagerOther', `/document-download/{id}?problem=forbidden`],
    ['anotherCustomer', `/customer-portal/documents/{id}/download?problem=not-found`],
  ] as const)('%s lands on the portal page that says why, not on JSON', async (role, page) => {
    const response = await follow(role, documentId);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(page.replace('{id}', String(documentId)));
    expect(response.headers['content-type'] ?? '').not.toContain('json');
  });

  it('a missing document says not found; a guest signs in first and comes back to the download page', async () => {
    const missing = await follow('caseManager', 999_999);
    expect(missing.headers.location).toBe('/document-download/999999?problem=not-found');
    const guest = await follow('guest', documentId, { referer: 'http://localhost/customer-portal/documents' });
    expect(guest.statusCode).toBe(303);
    expect(guest.headers.location).toBe(
      `/customer-portal/login?redirectTo=${encodeURIComponent(`/customer-portal/documents/${documentId}/download`)}`,
    );
    expect((await follow('guest', documentId)).headers.location).toBe(
      `/login?redirectTo=${encodeURIComponent(`/document-download/${documentId}`)}`,
    );
  });

  it('still downloads when allowed, and scripts still get the JSON error bodies', async () => {
    const ok = await follow('customer', documentId);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain('attachment');
    const script = await (await t.as('caseManagerOther')).get(documentPaths.download(documentId));
    expect(script.statusCode).toBe(403);
    expect(script.json()).toEqual({ message: "You don't have permission to access this resource" });
  });
});
