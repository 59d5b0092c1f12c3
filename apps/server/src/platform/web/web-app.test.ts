import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { writeTemporaryWebBuild } from './testing/temporary-web-build.ts';
import { isApiPath, wantsSpaIndex } from './web-app.ts';

const bundle = `console.log(${JSON.stringify('portal '.repeat(200))})`;
const indexHtml = '<!doctype html><title>Portal</title><div id="root"></div>';
const build = writeTemporaryWebBuild('portal-web-', {
  'index.html': indexHtml,
  'assets/index-abc123.js': 'console.log(1)',
  'favicon.svg': '<svg/>',
  // As the build leaves them (apps/web/precompress.ts): compressed copies next to the files, and unlinked source maps.
  'assets/app-def456.js': bundle,
  'assets/app-def456.js.br': brotliCompressSync(bundle),
  'assets/app-def456.js.gz': gzipSync(bundle),
  'index.html.br': brotliCompressSync(indexHtml),
  'index.html.gz': gzipSync(indexHtml),
  'assets/app-def456.js.map': '{"version":3,"sources":["secret.tsx"]}',
});

let t: TestApp;
beforeAll(async () => {
  t = await build.serve();
}, testAppTimeout);
afterAll(() => build.remove());

const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

describe('web app', () => {
  it('serves index.html at / and for client-side routes, revalidated every time', async () => {
    for (const url of ['/', '/customer-portal/occupation/12', '/login']) {
      const response = await t.anonymous().get(url, html);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await t.anonymous().get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.anonymous().get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and says the answer varies by encoding', async () => {
    const url = '/assets/app-def456.js';
    const br = await t.anonymous().get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    const gz = await t.anonymous().get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const plain = await t.anonymous().get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    for (const response of [br, gz, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends index.html compressed for client-side routes too', async () => {
    const response = await t
      .anonymous()
      .get('/customer-portal/occupations', { headers: { ...html.headers, 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never serves source maps', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Array<Record<string, string>>) {
      const response = await t.anonymous().get('/assets/app-def456.js.map', { headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.tsx');
    }
    // A browser navigation to it gets the app (which shows its not-found page), never the map.
    const navigation = await t.anonymous().get('/assets/app-def456.js.map', html);
    expect(navigation.body).toContain('<div id="root">');
    expect(navigation.body).not.toContain('secret.tsx');
  });

  it('keeps JSON 404s for API paths, missing assets and non-HTML requests', async () => {
    for (const url of ['/internal-api/nothing', '/documents/1/nothing', '/settings/x', '/assets/missing.js']) {
      const response = await t.anonymous().get(url, url.startsWith('/assets') ? undefined : html);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
    expect((await t.anonymous().get('/some/page')).statusCode).toBe(404);
  });
});

describe('SPA fallback rules', () => {
  it('recognises API paths and HTML navigations', () => {
    expect(isApiPath('/internal-api/x?y=1')).toBe(true);
    expect(isApiPath('/settings')).toBe(true);
    expect(isApiPath('/settingsx')).toBe(false);
    expect(wantsSpaIndex('GET', '/customer-portal', 'text/html')).toBe(true);
    expect(wantsSpaIndex('POST', '/customer-portal', 'text/html')).toBe(false);
    expect(wantsSpaIndex('GET', '/customer-portal', 'application/json')).toBe(false);
  });
});
