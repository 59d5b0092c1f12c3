import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { isApiPath, wantsSpaIndex } from './web-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist } });
}, testAppTimeout);
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

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
