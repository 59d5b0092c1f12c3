import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/test-config.ts';
import { createStorage } from './index.ts';
import { S3Storage } from './s3-storage.ts';
import { StorageFullError } from './storage.ts';

/** Offline pieces of the S3 driver (s3-compatible.test.ts runs it against an S3-compatible server). */
describe('S3 storage', () => {
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  beforeAll(() => {
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret-example';
  });
  afterAll(() => {
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    else process.env.AWS_ACCESS_KEY_ID = saved.id;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  });

  it('is chosen by config and needs a bucket', () => {
    const s3 = { bucket: 'uploads', region: 'us-east-1', endpoint: 'http://minio.local:9000', forcePathStyle: true };
    expect(createStorage(testConfig({ storage: { driver: 's3', root: '', s3 } })).driver).toBe('s3');
    expect(() => createStorage(testConfig({ storage: { driver: 's3', root: '' } }))).toThrow(/S3_BUCKET/);
  });

  it('presigns a PUT for the key, valid until the link expires, with the announced length', async () => {
    const storage = new S3Storage({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'http://minio.local:9000',
      forcePathStyle: true,
    });
    const url = new URL(
      await storage.signedPutUrl('document/20250101-abcdefgh.pdf', {
        expiresAt: new Date(Date.now() + 15 * 60_000),
        maxBytes: 1000,
        size: 123,
      }),
    );
    expect(url.origin).toBe('http://minio.local:9000');
    expect(url.pathname).toBe('/uploads/incoming/document/20250101-abcdefgh.pdf');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(890);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
  });

  it('turns a full store (507, MinIO XMinioStorageFull) into StorageFullError, which the app answers with 507', async () => {
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(507, { 'content-type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code>' +
            '<Message>Storage backend has reached its minimum free drive threshold.</Message></Error>',
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const storage = new S3Storage({
        bucket: 'uploads',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
      });
      const put = storage.putStream('document/20250101-abcdefgh.pdf', Readable.from([Buffer.from('%PDF-1.4')]), {
        maxBytes: 1000,
      });
      await expect(put).rejects.toBeInstanceOf(StorageFullError);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
