import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { defaultRenderLimitMs } from './signed-in-first-paint.ts';
import { writeTemporaryWebBuild } from './testing/temporary-web-build.ts';
import { inertJson, writeIntoIndex } from './web-app.ts';

/**
 * Issue #30, ADR 0055: a signed-in page rendered for each visit by the build's renderer in a worker thread, its calls
 * answered by the server as the visitor. The renderer here is a small one speaking the same messages as the web
 * build's (apps/web/src/first-paint/signed-in.tsx): it asks for what the page names and writes the answers out, so the
 * test sees whose data the page was made with.
 */

const indexHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title>' +
  '<script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>';
const finder = '/customer-portal/occupations';

// At load it leaves a mark in the build's folder, so a test sees when it was started.
// render: the page's path decides what it does. /customer-portal/occupations asks for the signed-in customer and
// renders them (failing when that call is refused, as the real renderer does for a visitor who is not signed in);
// the language is echoed, and a call outside the app's paths tried; a page ending in /slow never answers, one in
// /crash ends the worker.
const renderer = `
import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
writeFileSync(workerData.webDist + '/renderer-started', '');
let lastCall = 0;
const calls = new Map();
const call = (render, url) => new Promise((resolve) => {
  lastCall += 1;
  calls.set(lastCall, resolve);
  parentPort.postMessage({ type: 'fetch', id: lastCall, render, url });
});
parentPort.on('message', async (message) => {
  if (message.type === 'answer') { calls.get(message.id)?.(message); return; }
  if (message.pathname.endsWith('/slow')) return;
  if (message.pathname.endsWith('/crash')) throw new Error('the renderer broke');
  const user = await call(message.id, '/internal-api/customer-portal/current-user');
  const outside = await call(message.id, '//elsewhere.example/steal');
  if (user.status !== 200 || message.portal !== 'customer') {
    parentPort.postMessage({ type: 'failed', id: message.id, reason: 'not signed in ' + user.status });
    return;
  }
  const html = '<title>Finder</title><main data-page="' + message.pathname + '" data-language="' + message.language +
    '">' + user.body + '</main><p data-outside="' + outside.status + '"></p>';
  parentPort.postMessage({ type: 'rendered', id: message.id, html, data: JSON.stringify({ user: JSON.parse(user.body), note: '</script><b>' }) });
});
`;

const build = writeTemporaryWebBuild('portal-signed-in-', {
  'index.html': indexHtml,
  'assets/app-abc.js': 'console.log(1)',
  'first-paint/index.json': JSON.stringify({
    pages: {},
    signedInPages: { [finder]: 'customer', '/customer-portal/slow': 'customer', '/customer-portal/crash': 'customer' },
    languages: ['en', 'es'],
  }),
  'first-paint/server/signed-in.mjs': renderer,
});
const { webDist } = build;

let t: TestApp;
beforeAll(async () => {
  t = await build.serve();
}, testAppTimeout);
afterAll(() => build.remove());

const html = 'text/html,application/xhtml+xml';

describe('signed-in first paint', () => {
  it('starts the renderer once the server is ready, so the first visit does not wait for it to load', async () => {
    await vi.waitFor(() => expect(existsSync(path.join(webDist, 'renderer-started'))).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it("renders the listed page with the visitor's own data, never stored, and writes the data in as inert JSON", async () => {
    const customer = await t.as('customer');
    const me = await customer.get('/internal-api/customer-portal/current-user');
    expect(me.statusCode).toBe(200);
    const response = await customer.get(finder, { headers: { accept: html, 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(String(response.headers.vary)).toContain('Cookie');
    const page = response.body;
    // The page as the renderer wrote it, made with the customer's own answer, beside the hidden root.
    expect(page).toContain(`<div id="root" hidden></div><div id="first-paint"><main data-page="${finder}"`);
    expect(page).toContain(me.body);
    expect(page).toContain('<head><meta charset="utf-8"><title>Finder</title><script');
    // A call outside the app's own paths is refused (answered 503), not made.
    expect(page).toContain('data-outside="503"');
    // The data: one script element the browser never runs, that nothing in the data can end.
    const block = /<script type="application\/json" id="first-paint-data">([^<]*)<\/script>/.exec(page);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '')).toEqual({ user: JSON.parse(me.body) as unknown, note: '</script><b>' });
    expect(page.match(/<\/script>/g)?.length).toBe(2);
  });

  it('sends it compressed as the browser accepts, in the language the app will show', async () => {
    const customer = await t.as('customer');
    const response = await customer.get(finder, {
      headers: { accept: html, 'accept-encoding': 'br', 'accept-language': 'es-MX,en;q=0.5' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(response.rawPayload).toString();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('data-language="es"');
  });

  it('gives the plain index.html to a guest, a session the server does not know, a query string and other pages', async () => {
    const customer = await t.as('customer');
    const cases: Array<[string, Record<string, string>]> = [
      [finder, {}],
      [finder, { cookie: 'portal_session=not-a-session' }],
    ];
    for (const [url, headers] of cases) {
      const response = await t
        .anonymous()
        .get(url, { headers: { accept: html, 'accept-encoding': 'identity', ...headers } });
      expect(response.body, JSON.stringify(headers)).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const url of [`${finder}?keyword=nurse`, '/customer-portal/my-career', `${finder}/`]) {
      const response = await customer.get(url, { headers: { accept: html, 'accept-encoding': 'identity' } });
      expect(response.body, url).toBe(indexHtml);
    }
    // A staff member's session is not a customer's: the page's sign-in call is refused, so no first paint.
    const staff = await t.as('caseManager');
    const staffPage = await staff.get(finder, { headers: { accept: html, 'accept-encoding': 'identity' } });
    expect(staffPage.body).toBe(indexHtml);
    // Not HTML, not a GET.
    const json = await customer.get(finder, { headers: { accept: 'application/json' } });
    expect(json.body).not.toContain('first-paint');
  });

  it('gives the plain index.html when the renderer is too slow or fails, and starts a new one for the next visit', async () => {
    const customer = await t.as('customer');
    const visit = (url: string) => customer.get(url, { headers: { accept: html, 'accept-encoding': 'identity' } });
    const started = Date.now();
    const slow = await visit('/customer-portal/slow');
    expect(slow.body).toBe(indexHtml);
    expect(Date.now() - started).toBeGreaterThanOrEqual(defaultRenderLimitMs - 50);
    expect((await visit('/customer-portal/crash')).body).toBe(indexHtml);
    const again = await visit(finder);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.body).toContain('<div id="first-paint">');
  });

  it('never serves the renderer itself', async () => {
    const response = await t.anonymous().get('/first-paint/server/signed-in.mjs');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('parentPort');
  });
});

describe('writing the data in', () => {
  it('escapes what could end the element or start markup, and keeps the value', () => {
    const value = { text: '</script><script>alert(1)</script> & \u2028 >' };
    const written = inertJson(JSON.stringify(value));
    expect(written).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(written)).toEqual(value);
    const page = writeIntoIndex(indexHtml, {
      shell: { language: 'en', fragment: '<main>x</main>' },
      data: '{"a":"<"}',
    });
    expect(page).toContain(
      '<div id="first-paint"><main>x</main></div><script type="application/json" id="first-paint-data">{"a":"\\u003c"}</script>',
    );
  });
});
