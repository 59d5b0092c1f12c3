import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobBoardPaths } from '@portal/contracts';
import { createBoardEmployer, createJobPost } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { chooseEncoding, compressMinBytes, compressReply } from './compress.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['*;q=0', 'identity'],
    ['deflate', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressReply on one route', () => {
  const app = Fastify();
  const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Row ${i}` })) };
  app.get('/big', { onSend: compressReply }, (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return big;
  });
  app.get('/small', { onSend: compressReply }, () => ({ ok: true }));
  app.get('/plain', () => big);
  afterAll(() => app.close());

  it('sends brotli or gzip as accepted, with Vary and the route’s own headers kept', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);
  });

  it('sends the reply as it is to a client that accepts neither, and below the threshold', async () => {
    const none = await app.inject({ url: '/big' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBe('Accept-Encoding');
    expect(none.json()).toEqual(big);

    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(compressMinBytes);
    expect(small.json()).toEqual({ ok: true });
  });

  it('leaves the routes without the hook alone', async () => {
    const plain = await app.inject({ url: '/plain', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBeUndefined();
  });
});

describe('the job board search reply', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const employer = await createBoardEmployer(t.db, { companyName: 'Compressed Co' });
    for (let i = 0; i < 6; i += 1) {
      await createJobPost(t.db, {
        employerId: employer.id,
        locationIds: employer.locations.map((l) => l.id),
        title: `Warehouse associate ${i}`,
        description: 'Receive, store and ship goods; keep the aisles clear and the counts right.',
      });
    }
  }, testAppTimeout);
  afterAll(() => t.close());

  it('is brotli-compressed for a browser, with no-store kept', async () => {
    const guest = t.anonymous();
    const response = await guest.get(jobBoardPaths.search, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as { data: unknown[] };
    expect(body.data.length).toBe(6);
  });
});
