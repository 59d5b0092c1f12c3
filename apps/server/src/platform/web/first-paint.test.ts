import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { acceptedLanguages, firstPaintLanguage } from './first-paint.ts';
import { type WebBuildFiles, writeTemporaryWebBuild } from './testing/temporary-web-build.ts';
import { writeIntoIndex } from './web-app.ts';

/** Issue #30: the guest pages' first-paint shells, written into index.html by the server. */

const indexHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title>' +
  '<script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>';
const pages = {
  '/': 'home',
  '/about': 'about',
  '/customer-portal/login': 'customer-login',
  '/login': 'staff-login',
  '/career-cluster/survey': 'survey',
  '/job-board': 'job-board',
};
const fragment = (language: string, name: string) =>
  `<main data-shell="${language}/${name}">${name} ${language}</main>`;

const shells: WebBuildFiles = {};
for (const name of Object.values(pages)) {
  shells[`first-paint/en/${name}.html`] = fragment('en', name);
  // The survey has no Spanish fragment: that shell is missing.
  if (name !== 'survey') shells[`first-paint/es/${name}.html`] = fragment('es', name);
}
// Text a page may hold that String.replace would read as a pattern.
const jobBoardFragment = '<main data-shell="en/job-board">From $15.00/hr: $& $1 $$</main>';
const build = writeTemporaryWebBuild('portal-first-paint-', {
  'index.html': indexHtml,
  'assets/app-abc.js': 'console.log(1)',
  'first-paint/index.json': JSON.stringify({ pages, languages: ['en', 'es'] }),
  ...shells,
  'first-paint/en/job-board.html': jobBoardFragment,
});
const { webDist } = build;

let t: TestApp;
beforeAll(async () => {
  t = await build.serve();
}, testAppTimeout);
afterAll(() => build.remove());

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
function navigate(url: string, headers: Record<string, string> = {}) {
  return t.anonymous().get(url, { headers: { accept: html, 'accept-encoding': 'identity', ...headers } });
}
// fastify-static adds accept-encoding (it sends index.html.br or .gz where the build has them).
const plainVary = 'Cookie, Accept-Language, accept-encoding';
/** Which shell a page carries ('en/about'), or undefined for the plain index.html. */
function shellOf(body: string): string | undefined {
  return /<div id="first-paint"><main data-shell="([^"]+)"/.exec(body)?.[1];
}

describe('first-paint shells', () => {
  it("writes the page's shell into index.html for a guest's navigation to each listed page, / included", async () => {
    for (const [url, name] of Object.entries(pages)) {
      const response = await navigate(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(shellOf(response.body), url).toBe(`en/${name}`);
      expect(response.body).toContain('<div id="root" hidden></div><div id="first-paint"><main');
      expect(response.body).toContain('<html lang="en">');
      // The rest of index.html is as the build wrote it (the app's script above all).
      expect(response.body).toContain('<script type="module" src="/assets/app-abc.js"></script></head>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    }
  });

  it('keeps the fragment exactly as the build wrote it, $ signs included', async () => {
    const response = await navigate('/job-board');
    expect(response.body).toContain(`<div id="first-paint">${jobBoardFragment}</div>`);
  });

  it('answers HEAD as GET, without the body', async () => {
    const get = await navigate('/about');
    const head = await t.app.inject({ method: 'HEAD', url: '/about', headers: { accept: html } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    expect(head.headers['cache-control']).toBe('no-cache');
    const home = await t.app.inject({ method: 'HEAD', url: '/', headers: { accept: html } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe('');
  });

  it('sends it compressed as the browser accepts, and revalidates it by ETag', async () => {
    const plain = await navigate('/about');
    const br = await navigate('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await navigate('/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const again = await navigate('/about', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another page.
    const spanish = await navigate('/about', { 'accept-language': 'es', 'if-none-match': String(plain.headers.etag) });
    expect(spanish.statusCode).toBe(200);
    expect(shellOf(spanish.body)).toBe('es/about');
  });

  it('gives the plain index.html to a signed-in browser, a URL with a query string and an unlisted path', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['/about', { cookie: 'portal_session=abc' }],
      ['/', { cookie: 'portal.language=es; portal_session=abc' }],
      ['/about?utm_source=mail', {}],
      ['/?lang=es', {}],
      ['/about/', {}],
      ['/career-cluster', {}],
      ['/customer-portal/occupations', {}],
      ['/ABOUT', {}],
    ];
    for (const [url, headers] of cases) {
      const response = await navigate(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toBe(plainVary);
    }
    // A real session, from signing in (staff or customer).
    for (const role of ['caseManager', 'customer'] as const) {
      const client = await t.as(role);
      expect(client.cookies.has('portal_session'), role).toBe(true);
      const signedIn = await client.get('/about', { headers: { accept: html, 'accept-encoding': 'identity' } });
      expect(signedIn.body, role).toBe(indexHtml);
    }
    // Only the session cookie counts: a guest with the CSRF cookie gets the shell.
    const guest = await t.as('guest');
    expect(guest.cookies.size).toBeGreaterThan(0);
    const guestPage = await guest.get('/about', { headers: { accept: html, 'accept-encoding': 'identity' } });
    expect(shellOf(guestPage.body)).toBe('en/about');
  });

  it('never answers a request that does not want HTML, or an API path, with a shell', async () => {
    const json = await t.anonymous().get('/about');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: 'Not Found' });
    const api = await navigate('/internal-api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found' });
    const post = await t.app.inject({ method: 'POST', url: '/about', headers: { accept: html } });
    expect(post.statusCode).not.toBe(200);
    expect(post.body).not.toContain('first-paint');
    // `/` without asking for HTML still gets index.html, as it did before the shells.
    const home = await t.anonymous().get('/', { headers: { accept: '*/*', 'accept-encoding': 'identity' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(indexHtml);
  });

  it('shows the language the app will show: the cookie, else Accept-Language by q, else English', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/about', { cookie: 'portal.language=es' }, 'es/about'],
      ['/about', { cookie: 'portal.language=es', 'accept-language': 'en' }, 'es/about'],
      ['/about', { cookie: 'portal.language=en', 'accept-language': 'es' }, 'en/about'],
      ['/about', { cookie: 'portal.language=fr', 'accept-language': 'es-MX,es;q=0.9' }, 'es/about'],
      ['/', { 'accept-language': 'es-MX' }, 'es/home'],
      ['/', { 'accept-language': 'fr-CA, en;q=0.5, es;q=0.8' }, 'es/home'],
      ['/', { 'accept-language': 'en;q=0.4, es;q=0.6' }, 'es/home'],
      ['/', { 'accept-language': 'es;q=0, en;q=0.1' }, 'en/home'],
      ['/', { 'accept-language': 'fr, de' }, 'en/home'],
      ['/', { cookie: 'portal.language=de' }, 'en/home'],
      ['/customer-portal/login', { 'accept-language': 'es' }, 'es/customer-login'],
      ['/job-board', { 'accept-language': 'es' }, 'es/job-board'],
      // The staff portal is English only.
      ['/login', { cookie: 'portal.language=es', 'accept-language': 'es' }, 'en/staff-login'],
    ];
    for (const [url, headers, shell] of cases) {
      const response = await navigate(url, headers);
      expect(shellOf(response.body), `${url} ${JSON.stringify(headers)}`).toBe(shell);
      expect(response.body).toContain(`<html lang="${shell.split('/')[0]}">`);
    }
  });

  it('falls back to the plain index.html when the shell is missing', async () => {
    const spanish = await navigate('/career-cluster/survey', { 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toBe(indexHtml);
    expect(spanish.headers.vary).toBe(plainVary);
    expect(shellOf((await navigate('/career-cluster/survey')).body)).toBe('en/survey');
  });

  // Last: these change the build on disk under the running app (as a new build would; index.html changes too).
  it('falls back to the plain index.html when index.json is unreadable or missing', async () => {
    expect(shellOf((await navigate('/about')).body)).toBe('en/about');
    const rebuild = (html: string) => writeFileSync(path.join(webDist, 'index.html'), html);

    writeFileSync(path.join(webDist, 'first-paint', 'index.json'), '{"pages": ');
    rebuild(`${indexHtml}\n`);
    const broken = await navigate('/about');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(`${indexHtml}\n`);

    rmSync(path.join(webDist, 'first-paint'), { recursive: true });
    rebuild(`${indexHtml}\n\n`);
    for (const url of ['/', '/about', '/login']) {
      const response = await navigate(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(`${indexHtml}\n\n`);
      expect(response.headers.vary).toBe(plainVary);
    }
  });
});

describe('writing into index.html', () => {
  it('writes a head, a shell, or both', () => {
    const shell = { language: 'es', fragment: '<p>$1 ¡Hola!</p>' };
    expect(writeIntoIndex(indexHtml, { head: '<meta name="x">' })).toContain('<meta name="x"></head>');
    const page = writeIntoIndex(indexHtml, { head: '<meta name="x">', shell });
    expect(page).toContain('<html lang="es"><head>');
    expect(page).toContain('<meta name="x"></head>');
    expect(page).toContain('<div id="root" hidden></div><div id="first-paint"><p>$1 ¡Hola!</p></div></body>');
  });

  it("moves the page's title, which React writes first, into the head in place of index.html's", () => {
    const page = writeIntoIndex(indexHtml, {
      shell: { language: 'en', fragment: '<title>Job Board | $& Portal</title><h1>Job Board</h1>' },
    });
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Job Board | $& Portal</title>');
    expect(page).toContain('<div id="first-paint"><h1>Job Board</h1></div>');
  });
});

describe('the shell language', () => {
  it("reads Accept-Language's bases by q, header order among equals", () => {
    expect(acceptedLanguages('es-MX,es;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['es', 'es', 'en', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr, es;q=0.5, de;q=0')).toEqual(['fr', 'en', 'es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('*')).toEqual(['*']);
  });

  it('is English on staff pages and for languages the build lacks', () => {
    const languages = ['en', 'es'];
    expect(firstPaintLanguage('/login', 'es', 'es', languages)).toBe('en');
    expect(firstPaintLanguage('/about', 'es', 'en', languages)).toBe('es');
    expect(firstPaintLanguage('/career-cluster/survey', undefined, 'es-419', languages)).toBe('es');
    expect(firstPaintLanguage('/', 'fr', 'fr', languages)).toBe('en');
    expect(firstPaintLanguage('/', undefined, 'es', ['en'])).toBe('en');
  });
});
