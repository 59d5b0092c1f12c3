import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/test-config.ts';
import { createStorage } from './index.ts';
import { S3Storage } from './s3-storage.ts';

/** The S3 driver is not exercised against a bucket here; presigning works offline. */
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
    expect(url.pathname).toBe('/uploads/document/20250101-abcdefgh.pdf');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(890);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
  });
});
