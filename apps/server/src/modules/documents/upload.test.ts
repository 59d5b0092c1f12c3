import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { documentPaths, type ErrorBody, uploadMessages } from '@portal/contracts';
import { schema } from '@portal/db';
import { samplePdf, samplePng } from './documents.fixtures.ts';
import { twoMb, uploadSteps } from './upload-steps.ts';
import { sweepExpiredUploads } from './upload-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());
const { signedUrl, putFile, storedFile } = uploadSteps(() => t);

const rowCounts = async () => ({
  pending: (await t.db.select({ n: count() }).from(schema.pendingUploads))[0]?.n,
  documents: (await t.db.select({ n: count() }).from(schema.documents))[0]?.n,
});

describe('signed upload URL', () => {
  it('reserves a dated, random name and signs a local PUT URL', async () => {
    const signed = await signedUrl(await t.as('customer'), 'My Resume.PDF', 1234);
    expect(signed.name).toMatch(/^\d{8}-[A-Za-z0-9_-]{22}\.pdf$/);
    expect(signed.path).toBe(`document/${signed.name}`);
    expect(signed.url).toMatch(
      new RegExp(`^/internal-api/uploads/document/${signed.name}\\?expires=\\d+&size=1234&signature=`),
    );
    expect(signed).toMatchObject({ method: 'PUT', max_bytes: twoMb });
    expect(new Date(signed.expires_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('refuses an extension the purpose does not allow, or a missing name (422)', async () => {
    const client = await t.as('customer');
    const exe = await client.get(`${documentPaths.signedUrl}?fileName=run.exe`);
    expect(exe.statusCode).toBe(422);
    expect(exe.json<ErrorBody>().errors?.fileName).toEqual([
      uploadMessages.wrongType(['doc', 'docx', 'jpeg', 'jpg', 'png', 'pdf', 'csv', 'xls', 'xlsx', 'txt']),
    ]);
    const evidencePng = await client.get(`${documentPaths.signedUrl}?fileName=a.png&purpose=evidence`);
    expect(evidencePng.statusCode).toBe(422);
    expect((await client.get(documentPaths.signedUrl)).json<ErrorBody>().errors?.fileName).toEqual([
      'This field is required.',
    ]);
  });

  it('refuses a file announced over the size limit before any transfer (413)', async () => {
    const response = await (
      await t.as('customer')
    ).get(`${documentPaths.signedUrl}?fileName=big.pdf&size=${twoMb + 1}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The maximum file size allowed is 2MB' });
  });
});

describe('upload checks', () => {
  it('refuses PNG bytes named .pdf (422) and keeps neither file nor rows', async () => {
    const before = await rowCounts();
    const signed = await signedUrl(await t.as('customer'), 'photo.pdf');
    const response = await putFile(signed.url, samplePng);
    expect(response.statusCode).toBe(422);
    // The message says what is wrong with which file (issue #23), not only that the upload failed.
    const message = 'photo.pdf is not a PDF file: its content does not match its .pdf extension.';
    expect(uploadMessages.contentMismatch('photo.pdf', 'pdf')).toBe(message);
    expect(response.json()).toEqual({ message, errors: { file: [message] } });
    expect(existsSync(storedFile(signed.path))).toBe(false);
    const after = await rowCounts();
    expect(after.documents).toBe(before.documents);
    expect(after.pending).toBe(before.pending ?? 0);
  });

  it('refuses a "text" file with NUL bytes', async () => {
    const signed = await signedUrl(await t.as('customer'), 'data.csv');
    const response = await putFile(signed.url, Buffer.from('a,b\n\u0000\u0001,2\n'), { 'content-type': 'text/csv' });
    expect(response.statusCode).toBe(422);
  });

  it('refuses a Content-Length over the limit before reading (413)', async () => {
    const signed = await signedUrl(await t.as('customer'), 'big.pdf');
    const response = await putFile(signed.url, Buffer.concat([samplePdf, Buffer.alloc(twoMb)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The maximum file size allowed is 2MB' });
    expect(existsSync(storedFile(signed.path))).toBe(false);
  });

  it('stops a streamed body without Content-Length once it passes the limit (413)', async () => {
    const signed = await signedUrl(await t.as('customer'), 'stream.pdf');
    const chunks = [samplePdf, ...Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024))];
    const response = await putFile(signed.url, Readable.from(chunks));
    expect(response.statusCode).toBe(413);
    expect(existsSync(storedFile(signed.path))).toBe(false);
    expect(existsSync(`${storedFile(signed.path)}.part`)).toBe(false);
    expect(await t.db.select().from(schema.pendingUploads).where(eq(schema.pendingUploads.path, signed.path))).toEqual(
      [],
    );
  });

  it('refuses a bad or expired signature and a second use of the same URL (403)', async () => {
    const signed = await signedUrl(await t.as('customer'), 'a.pdf');
    const tampered = signed.url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await putFile(tampered, samplePdf)).statusCode).toBe(403);
    const otherPath = signed.url.replace(signed.name, `20200101-${'a'.repeat(22)}.pdf`);
    expect((await putFile(otherPath, samplePdf)).statusCode).toBe(403);
    const expired = signed.url.replace(/expires=\d+/, 'expires=1000');
    expect((await putFile(expired, samplePdf)).statusCode).toBe(403);
    expect((await putFile(signed.url.split('?')[0]!, samplePdf)).statusCode).toBe(403);
    expect((await putFile(signed.url, samplePdf)).statusCode).toBe(200);
    expect((await putFile(signed.url, samplePdf)).statusCode).toBe(403);
  });

  it('refuses a link whose pending row has expired', async () => {
    const signed = await signedUrl(await t.as('customer'), 'late.pdf');
    await t.db
      .update(schema.pendingUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.pendingUploads.path, signed.path));
    expect((await putFile(signed.url, samplePdf)).statusCode).toBe(403);
  });
});

describe('sweeping unrecorded uploads', () => {
  it('removes rows and files whose link expired more than an hour ago, and nothing else', async () => {
    const customer = await t.as('customer');
    const stale = await signedUrl(customer, 'stale.pdf');
    expect((await putFile(stale.url, samplePdf)).statusCode).toBe(200);
    const fresh = await signedUrl(customer, 'fresh.pdf');
    await t.db
      .update(schema.pendingUploads)
      .set({ expiresAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(schema.pendingUploads.path, stale.path));
    const swept = await sweepExpiredUploads({ db: t.db, storage: t.app.storage });
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(existsSync(storedFile(stale.path))).toBe(false);
    const remaining = await t.db.select({ path: schema.pendingUploads.path }).from(schema.pendingUploads);
    expect(remaining.map((row) => row.path)).toContain(fresh.path);
    expect(remaining.map((row) => row.path)).not.toContain(stale.path);
  });
});
