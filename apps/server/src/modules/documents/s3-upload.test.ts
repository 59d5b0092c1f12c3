import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentItem, documentPaths } from '@portal/contracts';
import { s3Credentials, type S3Service, startS3 } from '../../fleet/fleet-services.ts';
import { S3Storage } from '../../platform/storage/s3-storage.ts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { samplePdf } from './documents.fixtures.ts';
import { uploadSteps } from './upload-steps.ts';

/**
 * The browser's direct upload to S3-compatible storage (s3rver from npm): presigned PUT, record, download. A second
 * PUT through the same URL after the file was recorded changes nothing the portal serves (issue #27).
 */
describe('uploads to S3-compatible storage', () => {
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-s3-upload-'));
  let s3: S3Service;
  let t: TestApp;
  const { signedUrl } = uploadSteps(() => t);

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = s3Credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3Credentials.secretAccessKey;
    s3 = await startS3(folder, 'uploads');
    const options = { bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true };
    t = await createTestApp({ storage: () => new S3Storage(options) });
  }, testAppTimeout);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
    for (const [name, value] of [
      ['AWS_ACCESS_KEY_ID', saved.id],
      ['AWS_SECRET_ACCESS_KEY', saved.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('serves the recorded file as recorded, whatever is PUT through its URL afterwards', async () => {
    const customer = await t.as('customer');
    const signed = await signedUrl(customer, 'letter.pdf', samplePdf.length);
    expect(signed.url.startsWith(s3.endpoint)).toBe(true);
    const put = await fetch(signed.url, {
      method: 'PUT',
      body: samplePdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    const recorded = await customer.post(documentPaths.documents, { original_name: 'letter.pdf', path: signed.path });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json<{ data: DocumentItem }>().data.id;

    const page = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(samplePdf.length, ' '));
    await fetch(signed.url, { method: 'PUT', body: page, headers: { 'content-type': 'text/html' } });

    const download = await customer.get(documentPaths.download(id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(samplePdf)).toBe(true);
  });
});
