import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the API: never answered with the SPA's index.html. */
const apiPrefixes = ['/internal-api', '/documents', '/settings', '/healthz', '/readyz'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function hasWebApp(webDist: string | undefined): webDist is string {
  return webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
}

/** Source maps stay on the server: they would publish the app's sources. */
export function isPublicWebFile(pathname: string): boolean {
  return !pathname.endsWith('.map');
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
}

/** A browser navigation to a client-side route: GET/HEAD, wants HTML, not an API path. */
export function wantsSpaIndex(method: string, url: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && (accept ?? '').includes('text/html') && !isApiPath(url);
}

/**
 * The SPA's index.html with `head` written just before </head> (the job page's JSON-LD, issue #29), so a crawler
 * reads it in the HTML without running the app.
 */
export async function spaIndexWith(webDist: string, head: string): Promise<string> {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const at = html.search(/<\/head>/i);
  return at < 0 ? `${head}${html}` : `${html.slice(0, at)}${head}${html.slice(at)}`;
}
