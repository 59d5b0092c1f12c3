import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerDocumentMessages,
  customerDocumentPath as at,
  customerDocumentPaths as paths,
  customerRecordPath as fill,
  customerRecordPaths,
  type CustomerDocument,
  type CustomerDocumentsPage,
  type DocumentItem,
  documentPaths,
  type DocumentsWidget,
  type DocumentUploadOptions,
  type ErrorBody,
  formLookupPaths,
  uploadPurposes,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { samplePdf } from './documents.fixtures.ts';
import { uploadSteps } from './upload-steps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t?.close());
const { signedUrl, putFile, uploadAndRecord } = uploadSteps(() => t);

const documentsOf = async (customerId: number) =>
  (await t.db.select({ n: count() }).from(schema.documents).where(eq(schema.documents.customerId, customerId)))[0]?.n;

describe('upload options', () => {
  it('gives the allowed extensions, the size limit, the categories and (staff) their locations', async () => {
    const staff = await (await t.as('caseManager')).get(paths.uploadOptions);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toMatchObject({
      extensions: [...uploadPurposes.document],
      max_megabytes: 2,
      locations: [{ id: t.world.locationA.id, name: 'Location A' }],
    });
    expect(staff.json<DocumentUploadOptions>().categories.length).toBeGreaterThan(3);
    const customer = await (await t.as('customer')).get(paths.uploadOptions);
    expect(customer.json<DocumentUploadOptions>().locations).toEqual([]);
  });
});

describe('a customer uploads and sees their own documents', () => {
  it('records with a category, lists it, counts it in the widget and downloads it', async () => {
    const customer = await t.as('customer');
    const recorded = await uploadAndRecord(customer, 'ID card.pdf', samplePdf, { category_id: 1 });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const document = recorded.json<{ data: DocumentItem }>().data;
    expect(document).toMatchObject({ document_category: 'Identification', is_on_file: false });

    const mine = await customer.get(paths.mine);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<CustomerDocumentsPage>().data.map((d) => d.id)).toContain(document.id);

    const widget = await customer.get(paths.widget);
    expect(widget.statusCode, widget.body).toBe(200);
    expect(widget.json<DocumentsWidget>().total).toBeGreaterThanOrEqual(1);
    expect(widget.json<DocumentsWidget>().data[0]).toMatchObject({ id: document.id, display_name: 'ID card.pdf' });
    expect(widget.json<DocumentsWidget>().last_updated).toBe(document.created_at);

    const download = await customer.get(documentPaths.download(document.id));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samplePdf)).toBe(true);

    // Staff of the customer's location see it on the record; the other location's staff are refused.
    const staffList = await (await t.as('caseManager')).get(at(paths.customerDocuments, t.world.customer.id));
    expect(staffList.json<CustomerDocumentsPage>().data.map((d) => d.id)).toContain(document.id);
    const other = await (await t.as('caseManagerOther')).get(at(paths.customerDocuments, t.world.customer.id));
    expect(other.statusCode).toBe(403);
    expect((await (await t.as('anotherCustomer')).get(documentPaths.download(document.id))).statusCode).toBe(404);
  });

  it('refuses an unknown category (422) and leaves no row', async () => {
    const customer = await t.as('customer');
    const before = await documentsOf(t.world.customer.id);
    const signed = await signedUrl(customer, 'x.pdf', samplePdf.length);
    expect((await putFile(signed.url, samplePdf)).statusCode).toBe(200);
    const refused = await customer.post(documentPaths.documents, {
      original_name: 'x.pdf',
      path: signed.path,
      category_id: 99,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors?.category_id).toEqual([customerDocumentMessages.invalidCategory]);
    expect(await documentsOf(t.world.customer.id)).toBe(before);
  });

  it('a failed upload (contents not matching the extension) leaves no row', async () => {
    const customer = await t.as('customer');
    const before = await documentsOf(t.world.customer.id);
    const bytes = Buffer.from('not a pdf at all');
    const signed = await signedUrl(customer, 'fake.pdf', bytes.length);
    expect((await putFile(signed.url, bytes)).statusCode).toBe(422);
    const record = await customer.post(documentPaths.documents, { original_name: 'fake.pdf', path: signed.path });
    expect(record.statusCode).toBe(422);
    expect(await documentsOf(t.world.customer.id)).toBe(before);
  });
});

/** What a browser sends when a link is followed. */
const navigation = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };

describe('on-file documents', () => {
  it('records category and location with no file; lists it; a download is 404', async () => {
    const staff = await t.as('caseManager');
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const response = await staff.post(at(paths.onFile, customer.id), {
      categoryId: 3,
      locationId: t.world.locationA.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json<{ data: CustomerDocument }>().data;
    expect(document).toMatchObject({
      is_on_file: true,
      document_category: 'Proof of Income',
      location_id: t.world.locationA.id,
      location_name: 'Location A',
      customer_id: customer.id,
      creator_user_id: t.world.caseManager.id,
      size: 0,
    });
    const list = await staff.get(`${at(paths.customerDocuments, customer.id)}?categoryId=3`);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: document.id }] });
    const none = await staff.get(`${at(paths.customerDocuments, customer.id)}?categoryId=1`);
    expect(none.json()).toMatchObject({ total: 0, data: [] });
    const widget = await staff.get(`${paths.widget}?customerId=${customer.id}`);
    expect(widget.json()).toMatchObject({
      total: 1,
      data: [{ id: document.id, display_name: 'Proof of Income (on file)', is_on_file: true }],
    });
    expect((await staff.get(documentPaths.download(document.id))).statusCode).toBe(404);
    // Followed in the browser, the link lands on the portal's page saying the document is on file (issue #23).
    const followed = await staff.get(documentPaths.download(document.id), { headers: navigation });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe(`/document-download/${document.id}?problem=on-file`);
  });

  it("refuses a location that is not the caller's, an unknown category, and a missing body (422)", async () => {
    const staff = await t.as('caseManager');
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const url = at(paths.onFile, customer.id);
    const elsewhere = await staff.post(url, { categoryId: 1, locationId: t.world.locationB.id });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json<ErrorBody>().errors?.locationId).toEqual([customerDocumentMessages.invalidLocation]);
    const category = await staff.post(url, { categoryId: 42, locationId: t.world.locationA.id });
    expect(category.json<ErrorBody>().errors?.categoryId).toEqual([customerDocumentMessages.invalidCategory]);
    const empty = await staff.post(url, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ErrorBody>().errors?.categoryId).toEqual(['This field is required.']);
    expect(await documentsOf(customer.id)).toBe(0);
  });

  it('is refused on an archived customer (409) and a deleted one (404), writing nothing', async () => {
    const admin = await t.as('admin');
    const archived = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    expect((await admin.post(fill(customerRecordPaths.archive, { id: archived.id }))).statusCode).toBe(200);
    const body = { categoryId: 1, locationId: t.world.locationA.id };
    expect((await admin.post(at(paths.onFile, archived.id), body)).statusCode).toBe(409);
    // Reading an archived customer's documents still works.
    expect((await admin.get(at(paths.customerDocuments, archived.id))).statusCode).toBe(200);
    const deleted = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    expect((await admin.delete(fill(customerRecordPaths.remove, { id: deleted.id }))).statusCode).toBe(200);
    expect((await admin.post(at(paths.onFile, deleted.id), body)).statusCode).toBe(404);
    expect((await admin.get(at(paths.customerDocuments, deleted.id))).statusCode).toBe(404);
    expect((await admin.get(`${paths.widget}?customerId=${deleted.id}`)).statusCode).toBe(404);
    expect([await documentsOf(archived.id), await documentsOf(deleted.id)]).toEqual([0, 0]);
  });
});

describe('staff upload for a customer and delete', () => {
  it("uploads for a customer of the caller's location, deletes it, and it leaves the list", async () => {
    const staff = await t.as('caseManager');
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const recorded = await uploadAndRecord(staff, 'wage stub.pdf', samplePdf, {
      customer_id: customer.id,
      category_id: 3,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json<{ data: DocumentItem }>().data.id;
    const other = await t.as('caseManagerOther');

    expect((await other.delete(fill(formLookupPaths.document, { id }))).statusCode).toBe(403);
    expect((await staff.delete(fill(formLookupPaths.document, { id }))).statusCode).toBe(200);
    const list = await staff.get(at(paths.customerDocuments, customer.id));
    expect(list.json()).toMatchObject({ total: 0, data: [] });
  });

  it('refuses an upload for a customer of another location (403) and leaves no row', async () => {
    const other = await t.as('caseManagerOther');
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const recorded = await uploadAndRecord(other, 'x.pdf', samplePdf, { customer_id: customer.id });
    expect(recorded.statusCode).toBe(403);
    expect(await documentsOf(customer.id)).toBe(0);
  });

  it('the widget needs a customer id from staff (422)', async () => {
    const response = await (await t.as('caseManager')).get(paths.widget);
    expect(response.statusCode).toBe(422);
  });
});
