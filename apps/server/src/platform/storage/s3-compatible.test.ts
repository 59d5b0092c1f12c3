import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directUploadPrefix, S3Storage } from './s3-storage.ts';
import { UploadTooLargeError } from './storage.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** The S3 driver against an S3-compatible server (s3rver, from npm) on a free port. */
describe('S3 storage against an S3-compatible server', () => {
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3rver-'));
  let server: S3rverInstance;
  let storage: S3Storage;

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'files' }],
    });
    const { port } = await server.run();
    storage = new S3Storage({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
    for (const [name, value] of [
      ['AWS_ACCESS_KEY_ID', saved.id],
      ['AWS_SECRET_ACCESS_KEY', saved.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  /** `megabytes` of numbered lines, made as they are read. */
  function generated(megabytes: number) {
    const line = (n: number) => `${String(n).padStart(15, '0')}\n`;
    return Readable.from(
      (function* () {
        for (let block = 0; block < megabytes * 64; block++) {
          let chunk = '';
          for (let n = 0; n < 1024; n++) chunk += line(block * 1024 + n);
          yield Buffer.from(chunk);
        }
      })(),
    );
  }

  it('streams a file larger than a part as a multipart upload and reads it back whole', async () => {
    const { size } = await storage.putStream('exports/large.csv', generated(20), {
      maxBytes: 1024 ** 3,
      contentType: 'text/csv',
    });
    expect(size).toBe(20 * 1024 * 1024);
    expect(await storage.size('exports/large.csv')).toBe(size);
    const back = await buffer(await storage.createReadStream('exports/large.csv'));
    expect(back.length).toBe(size);
    expect(back.subarray(-16).toString()).toBe(`${String(20 * 64 * 1024 - 1).padStart(15, '0')}\n`);
  });

  it('stops a stream that passes maxBytes and keeps nothing of it', async () => {
    const put = storage.putStream('exports/too-large.csv', generated(12), { maxBytes: 9 * 1024 * 1024 });
    await expect(put).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(await storage.exists('exports/too-large.csv')).toBe(false);
  });

  it('takes a presigned PUT into an incoming key; once committed, a second PUT through the URL changes nothing', async () => {
    const key = 'document/20250101-writeonce.pdf';
    const url = await storage.signedPutUrl(key, { expiresAt: new Date(Date.now() + 60_000), maxBytes: 1000 });
    expect(new URL(url).pathname).toBe(`/files/${directUploadPrefix}${key}`);
    const first = await fetch(url, { method: 'PUT', body: '%PDF-1.4 first' });
    expect(first.status).toBe(200);
    expect(await storage.exists(key)).toBe(false);

    expect(await storage.commitDirectUpload(key)).toBe(true);
    // A retried record finds the upload already committed.
    expect(await storage.commitDirectUpload(key)).toBe(true);
    await fetch(url, { method: 'PUT', body: '<html>replaced</html>' });
    expect((await buffer(await storage.createReadStream(key))).toString()).toBe('%PDF-1.4 first');

    // Deleting the file removes what the spent URL left in the incoming key too.
    await storage.delete(key);
    expect(await storage.commitDirectUpload(key)).toBe(false);
  });

  it('answers false when nothing was uploaded', async () => {
    expect(await storage.commitDirectUpload('document/20250101-never.pdf')).toBe(false);
  });
});
