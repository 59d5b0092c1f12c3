import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../auth/cookies.ts';
import { chooseEncoding } from '../http/compress.ts';
import {
  type FirstPaintIndex,
  firstPaintLanguage,
  languageCookie,
  readFirstPaintFragment,
  readFirstPaintIndex,
} from './first-paint.ts';
import {
  closeSignedInRenderers,
  renderSignedInPage,
  rendererFile,
  startSignedInRenderer,
} from './signed-in-first-paint.ts';

/** Paths that belong to the API: never answered with the SPA's index.html. */
const apiPrefixes = ['/internal-api', '/documents', '/settings', '/healthz', '/readyz'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function hasWebApp(webDist: string | undefined): webDist is string {
  return webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
}

const rendererFolder = `/${path.posix.dirname(rendererFile.split(path.sep).join('/'))}/`;

/**
 * Source maps stay on the server: they would publish the app's sources; so does the signed-in first paint's renderer
 * (the server runs it, ADR 0055).
 */
export function isPublicWebFile(pathname: string): boolean {
  return !pathname.endsWith('.map') && !pathname.startsWith(rendererFolder);
}

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so browsers may
 * keep them a year; everything else (index.html above all) is revalidated on every visit.
 * The build writes brotli and gzip copies next to each text file (apps/web/precompress.ts); the copy the browser
 * accepts is sent as it is, with `Vary: accept-encoding` (decision 0012).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const assetsDir = path.join(path.resolve(webDist), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    // `/` is the route below, so a guest's home page gets its first-paint shell as the other pages do.
    index: false,
    preCompressed: true,
    allowedPath: isPublicWebFile,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      void reply.header(
        'cache-control',
        filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Hidden from the API docs, as @fastify/static's own routes are.
  app.get('/', { config: { access: 'public', sessionless: true }, schema: { hide: true } }, sendSpaIndex);
  app.addHook('onReady', async () => {
    await startSignedInRenderer(app, webDist);
  });
  app.addHook('onClose', (_instance, done) => {
    closeSignedInRenderers(app);
    done();
  });
}

/** A browser navigation to a client-side route: GET/HEAD, wants HTML, not an API path. */
export function wantsSpaIndex(method: string, url: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && (accept ?? '').includes('text/html') && !isApiPath(url);
}

const rootElement = '<div id="root"></div>';

/** The markup a first-paint shell writes into index.html: the page's HTML, painted before the app runs. */
interface Shell {
  language: string;
  fragment: string;
}

/**
 * The one place index.html is written into: `head` just before </head> (the job page's JSON-LD, issue #29), so a
 * crawler reads it in the HTML without running the app; a first-paint shell beside the (hidden) root the app renders
 * into, with `lang` set to the shell's language (issue #30). Function replacements: a `$` in the markup stays as is.
 */
export function writeIntoIndex(
  html: string,
  { head = '', shell, data }: { head?: string; shell?: Shell; data?: string },
): string {
  let page = html;
  if (shell) {
    // React writes a page's <title> first in its markup (document metadata); it goes in the head, for index.html's.
    const title = /^<title>[^<]*<\/title>/.exec(shell.fragment)?.[0];
    const fragment = title ? shell.fragment.slice(title.length) : shell.fragment;
    // A signed-in page's data (ADR 0055) as JSON the browser never runs, for the app to start from.
    const dataBlock =
      data === undefined ? '' : `<script type="application/json" id="first-paint-data">${inertJson(data)}</script>`;
    page = page
      .replace(rootElement, () => `<div id="root" hidden></div><div id="first-paint">${fragment}</div>${dataBlock}`)
      .replace(/(<html\b[^>]*?\slang=")[^"]*"/i, (_match, start: string) => `${start}${shell.language}"`);
    if (title) page = page.replace(/<title>[^<]*<\/title>/i, () => title);
  }
  if (!head) return page;
  const at = page.search(/<\/head>/i);
  return at < 0 ? `${head}${page}` : `${page.slice(0, at)}${head}${page.slice(at)}`;
}

/**
 * JSON that cannot end the script element it is in nor start markup: `<`, `>` and `&` written as JSON escapes (the
 * same value when parsed), and the line separators JavaScript once read as line ends.
 */
export function inertJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The SPA's index.html with `head` written in (see writeIntoIndex). */
export async function spaIndexWith(webDist: string, head: string): Promise<string> {
  return writeIntoIndex(await readFile(path.join(webDist, 'index.html'), 'utf8'), { head });
}

/** A composed shell page, with its compressed copies and its ETag, made once per (path, language). */
interface ShellPage {
  bodies: Record<'identity' | 'br' | 'gzip', Buffer>;
  etag: string;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page made for one visit, compressed at a level quick enough for each visit (the shells' is the build's). */
async function compressed(body: Buffer, encoding: 'identity' | 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'br') return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return body;
}

async function composeShellPage(webDist: string, html: string, name: string, language: string) {
  if (!html.includes(rootElement)) return undefined;
  const fragment = await readFirstPaintFragment(webDist, language, name);
  if (fragment === undefined) return undefined;
  const body = Buffer.from(writeIntoIndex(html, { shell: { language, fragment } }));
  // Compressed once per page, so at the build's own level (brotli 11, apps/web/precompress.ts).
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  const etag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { bodies: { identity: body, br, gzip: gzipped }, etag } satisfies ShellPage;
}

/**
 * The shells of one web build, read lazily and kept in memory. The build is checked by index.html's size and mtime
 * at each use (one stat, as sending the file costs anyway), so a web build replaced under a running server never
 * gets pages that name the old build's assets.
 */
class FirstPaintShells {
  private build: string | undefined;
  private index: Promise<FirstPaintIndex | undefined> | undefined;
  private pages = new Map<string, Promise<ShellPage | undefined>>();

  constructor(private readonly webDist: string) {}

  /** The build's index.json, read again when index.html changed. */
  async currentIndex(): Promise<FirstPaintIndex | undefined> {
    const stats = await stat(path.join(this.webDist, 'index.html'));
    const build = `${stats.size}:${stats.mtimeMs}`;
    if (build !== this.build || this.index === undefined) {
      this.build = build;
      this.index = readFirstPaintIndex(this.webDist);
      this.pages.clear();
    }
    return this.index;
  }

  async page(request: FastifyRequest, pathname: string): Promise<ShellPage | undefined> {
    const indexPath = path.join(this.webDist, 'index.html');
    const index = await this.currentIndex();
    const name = index?.pages.get(pathname);
    if (!index || name === undefined) return undefined;
    const language = firstPaintLanguage(
      pathname,
      request.cookies[languageCookie],
      request.headers['accept-language'],
      index.languages,
    );
    if (!index.languages.includes(language)) return undefined;
    const key = `${language} ${pathname}`;
    let page = this.pages.get(key);
    if (!page) {
      page = readFile(indexPath, 'utf8')
        .then((html) => composeShellPage(this.webDist, html, name, language))
        .catch(() => undefined);
      this.pages.set(key, page);
    }
    return page;
  }
}

const shellsByWebDist = new Map<string, FirstPaintShells>();

function shellsOf(webDist: string): FirstPaintShells {
  let shells = shellsByWebDist.get(webDist);
  if (!shells) {
    shells = new FirstPaintShells(webDist);
    shellsByWebDist.set(webDist, shells);
  }
  return shells;
}

/**
 * The shell page for this request, if it gets one: a guest's (no session cookie: a signed-in user's pages differ)
 * browser navigation, without a query string, to a page the build rendered.
 */
async function shellPageFor(request: FastifyRequest): Promise<ShellPage | undefined> {
  const { config } = request.server;
  const webDist = config.webDist;
  if (webDist === undefined || request.url.includes('?')) return undefined;
  if (!wantsSpaIndex(request.method, request.url, request.headers.accept)) return undefined;
  if (request.cookies[sessionCookieName(config)] !== undefined) return undefined;
  try {
    return await shellsOf(webDist).page(request, request.url);
  } catch {
    return undefined;
  }
}

/**
 * A signed-in visitor's page with their data (ADR 0055), if this request gets one: a browser navigation with a
 * session cookie, without a query string, to a signed-in page the build lists, rendered in time. Its HTML is the
 * visitor's own: it is never stored (no-store) and never reused.
 */
async function signedInPageFor(request: FastifyRequest): Promise<string | undefined> {
  const { config } = request.server;
  const webDist = config.webDist;
  if (webDist === undefined || request.method !== 'GET' || request.url.includes('?')) return undefined;
  if (!wantsSpaIndex(request.method, request.url, request.headers.accept)) return undefined;
  if (request.cookies[sessionCookieName(config)] === undefined || !request.headers.cookie) return undefined;
  try {
    const index = await shellsOf(webDist).currentIndex();
    const portal = index?.signedInPages.get(request.url);
    if (!index || portal === undefined) return undefined;
    const language = firstPaintLanguage(
      request.url,
      request.cookies[languageCookie],
      request.headers['accept-language'],
      index.languages,
    );
    const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
    if (!html.includes(rootElement)) return undefined;
    const page = await renderSignedInPage(request.server, webDist, {
      pathname: request.url,
      language,
      portal,
      cookie: request.headers.cookie,
    });
    if (!page) return undefined;
    return writeIntoIndex(html, { shell: { language, fragment: page.html }, data: page.data });
  } catch {
    return undefined;
  }
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers a browser navigation with the SPA's index.html (revalidated on every visit): with the page's first-paint
 * shell written in when it has one, else the file as it is. Either way the answer varies by the session and language
 * cookies and Accept-Language.
 */
export async function sendSpaIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  void reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
  const personal = await signedInPageFor(request);
  if (personal !== undefined) {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    void reply.header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Language, Accept-Encoding');
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(await compressed(Buffer.from(personal), encoding));
  }
  const page = await shellPageFor(request);
  if (!page) return reply.type('text/html; charset=utf-8').sendFile('index.html');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const etag = `"${page.etag}-${encoding}"`;
  void reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding').header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(page.bodies[encoding]);
}
