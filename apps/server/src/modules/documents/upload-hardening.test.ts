import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentItem, documentPaths, uploadMessages } from '@portal/contracts';
import { schema } from '@portal/db';
import { type Jobs, startJobs } from '../../platform/jobs/jobs.ts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { samplePdf } from './documents.fixtures.ts';
import { uploadJobNames, uploadJobs } from './jobs.ts';
import { uploadSteps } from './upload-steps.ts';

/** Issue #10, point 7: concurrent PUTs, the announced size, and what a server stopped mid-upload leaves behind. */
let t: TestApp;
let jobs: Jobs;
const jobErrors: unknown[] = [];
beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(
    t.database,
    uploadJobs(t.db, t.app.storage),
    { error: (o) => jobErrors.push(o) },
    {
      pollingIntervalSeconds: 0.5,
    },
  );
}, 2 * testAppTimeout);
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});
const { signedUrl, putFile, storedFile } = uploadSteps(() => t);

const pendingRow = async (key: string) =>
  (await t.db.select().from(schema.pendingUploads).where(eq(schema.pendingUploads.path, key)))[0];

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two PUTs to one signed URL', () => {
  it('the second, sent while the first is still streaming, gets a 409; the first succeeds', async () => {
    const signed = await signedUrl(await t.as('customer'), 'both.pdf');
    const slowBody = new PassThrough();
    slowBody.write(samplePdf);
    const first = putFile(signed.url, slowBody);
    // The first PUT holds the partial file from here until its body ends.
    await until(() => existsSync(`${storedFile(signed.path)}.part`), 'the first PUT to start writing');

    const second = await putFile(signed.url, samplePdf);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toEqual({ message: uploadMessages.uploadInProgress });

    slowBody.end(Buffer.from('% trailing comment\n'));
    const firstResponse = await first;
    expect(firstResponse.statusCode, firstResponse.body).toBe(200);
    expect(firstResponse.json()).toMatchObject({ path: signed.path, mime: 'application/pdf' });
    expect(existsSync(storedFile(signed.path))).toBe(true);
    expect(existsSync(`${storedFile(signed.path)}.part`)).toBe(false);
    expect((await pendingRow(signed.path))?.uploadedAt).toBeInstanceOf(Date);
  });

  it('once the upload is recorded, a second PUT is refused and the file is served as recorded', async () => {
    const customer = await t.as('customer');
    const signed = await signedUrl(customer, 'kept.pdf');
    expect((await putFile(signed.url, samplePdf)).statusCode).toBe(200);
    const recorded = await customer.post(documentPaths.documents, { original_name: 'kept.pdf', path: signed.path });
    expect(recorded.statusCode, recorded.body).toBe(201);

    const again = await putFile(signed.url, Buffer.from('<html>replaced</html>'), { 'content-type': 'text/html' });
    expect(again.statusCode).toBe(403);
    const download = await customer.get(documentPaths.download(recorded.json<{ data: DocumentItem }>().data.id));
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(samplePdf)).toBe(true);
  });
});

describe('the announced size is enforced', () => {
  const bigBody = () => Buffer.concat([samplePdf, Buffer.alloc(1_500_000)]);

  it('is carried in the signed URL, which cannot be edited', async () => {
    const signed = await signedUrl(await t.as('customer'), 'small.pdf', 100);
    expect(new URL(signed.url, 'http://portal.test').searchParams.get('size')).toBe('100');
    const edited = signed.url.replace('size=100', 'size=1500000');
    expect((await putFile(edited, bigBody())).statusCode).toBe(403);
  });

  it('announce 100 bytes, send 1.5 MB with its Content-Length: 413, no file, no row', async () => {
    const signed = await signedUrl(await t.as('customer'), 'small.pdf', 100);
    const response = await putFile(signed.url, bigBody());
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({ message: uploadMessages.sizeMismatch });
    expect(existsSync(storedFile(signed.path))).toBe(false);
    expect(await pendingRow(signed.path)).toBeUndefined();
  });

  it('announce 100 bytes, stream 1.5 MB without a length: reading stops, 413, no file, no row', async () => {
    const signed = await signedUrl(await t.as('customer'), 'small.pdf', 100);
    let chunksRead = 0;
    const chunks = [samplePdf, ...Array.from({ length: 24 }, () => Buffer.alloc(64 * 1024))];
    const body = Readable.from(
      (function* () {
        for (const chunk of chunks) {
          chunksRead += 1;
          yield chunk;
        }
      })(),
    );
    const response = await putFile(signed.url, body);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({ message: uploadMessages.sizeMismatch });
    expect(existsSync(storedFile(signed.path))).toBe(false);
    expect(existsSync(`${storedFile(signed.path)}.part`)).toBe(false);
    expect(await pendingRow(signed.path)).toBeUndefined();
    expect(chunksRead).toBeLessThan(chunks.length);
  });

  it('a body shorter than announced is a 422 on file, with no file and no row', async () => {
    const signed = await signedUrl(await t.as('customer'), 'short.pdf', samplePdf.length + 500);
    const response = await putFile(signed.url, Readable.from([samplePdf]));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      message: uploadMessages.sizeMismatch,
      errors: { file: [uploadMessages.sizeMismatch] },
    });
    expect(existsSync(storedFile(signed.path))).toBe(false);
    expect(await pendingRow(signed.path)).toBeUndefined();
  });

  it('the announced size sent exactly is accepted', async () => {
    const signed = await signedUrl(await t.as('customer'), 'exact.pdf', samplePdf.length);
    const response = await putFile(signed.url, samplePdf);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ size: samplePdf.length });
  });
});

describe('the uploads.sweep job', () => {
  it('is scheduled through the job queue', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((entry) => [entry.name, entry.cron])).toContainEqual([uploadJobNames.sweep, '*/15 * * * *']);
  });

  it('removes the partial file and the row a server stopped mid-upload left, and an orphaned partial', async () => {
    const customer = await t.as('customer');
    const longAgo = new Date(Date.now() - 3 * 3_600_000);
    // A server killed mid-upload: the row and the .part file stay.
    const stopped = await signedUrl(customer, 'stopped.pdf');
    await t.db
      .update(schema.pendingUploads)
      .set({ expiresAt: longAgo })
      .where(eq(schema.pendingUploads.path, stopped.path));
    const stoppedPartial = `${storedFile(stopped.path)}.part`;
    await mkdir(path.dirname(stoppedPartial), { recursive: true });
    await writeFile(stoppedPartial, samplePdf.subarray(0, 10));
    await utimes(stoppedPartial, longAgo, longAgo);
    // A partial whose row is already gone, and one being written right now.
    const orphan = storedFile('document/20200101-orphanorphanorphanorpha.pdf.part');
    await writeFile(orphan, samplePdf.subarray(0, 10));
    await utimes(orphan, longAgo, longAgo);
    const live = await signedUrl(customer, 'live.pdf');
    const livePartial = `${storedFile(live.path)}.part`;
    await writeFile(livePartial, samplePdf.subarray(0, 10));

    await jobs.send(uploadJobNames.sweep, {});
    await until(async () => (await pendingRow(stopped.path)) === undefined, 'the sweep to remove the stale row');
    await until(() => !existsSync(orphan), 'the sweep to remove the orphaned partial');

    expect(existsSync(stoppedPartial)).toBe(false);
    expect(existsSync(livePartial)).toBe(true);
    expect(await pendingRow(live.path)).toBeDefined();
    expect(jobErrors).toEqual([]);
  });
});
