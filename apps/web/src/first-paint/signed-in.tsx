// The signed-in first paint's renderer (ADR 0055), built by first-paint-plugin.ts for Node into the web build's
// `first-paint/server/signed-in.mjs`. The server runs it in a worker thread of its own and asks it for one page at a
// time: the app's own tree, signed in as the visitor, with the data the page's head start asks for. Every call the app
// makes here goes to the server's thread, which answers it as that visitor (GET only); nothing else is reached.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { parentPort, workerData } from 'node:worker_threads';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppTree } from '../app/AppTree';
import { createQueryClient } from '../app/queryClient';
import { createRoutes, preloadRoute } from '../app/router';
import { authKeys } from '../platform/auth';
import { activateLanguage, isLanguage } from '../platform/i18n';
import { createMemoryNavigation } from '../platform/navigation';
import type { Portal } from '../platform/portal-paths';
import { settingsQuery } from '../platform/settings';
import { preloadedModules } from '../platform/useModule';
import { inert } from './render';
import { withOwnStyles } from './styles';

/** What the server's thread sends: a page to render, or the answer to one of the page's calls. */
export type ToRenderer =
  | { type: 'render'; id: number; pathname: string; language: string; portal: Portal }
  | { type: 'answer'; id: number; status: number; contentType: string; body: string };

/** What the renderer sends back: a call to answer as the visitor, the page, or why there is none. */
export type FromRenderer =
  | { type: 'fetch'; id: number; render: number; url: string }
  | { type: 'rendered'; id: number; html: string; data: string }
  | { type: 'failed'; id: number; reason: string };

/** The longest the page's data and code may take; past it there is no first paint (the server's own limit is lower). */
const settleLimitMs = 5_000;
/** The page's calls are over when none is on its way this many times in a row, a few milliseconds apart. */
const quietChecks = 2;

const port = parentPort;
if (!port) throw new Error('signed-in.mjs runs in a worker thread (the server starts it)');
const { webDist } = workerData as { webDist: string };

// The lazy chunks' stylesheets index.html does not link (CSS modules a first paint may need), as write.tsx reads them.
const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const chunkStyles = readdirSync(path.join(webDist, 'assets'))
  .filter((file) => file.endsWith('.css') && !indexHtml.includes(`/assets/${file}`))
  .map((file) => readFileSync(path.join(webDist, 'assets', file), 'utf8'));

let rendering: number | undefined;
let lastCall = 0;
const calls = new Map<number, (answer: Extract<ToRenderer, { type: 'answer' }>) => void>();

// The app's calls, answered by the server as the visitor of the page being rendered. Only reads: a call that would
// change something is refused, and so is any call outside a render.
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const render = rendering;
  if (method !== 'GET' || render === undefined || !url.startsWith('/') || url.startsWith('//')) {
    return Promise.reject(new TypeError(`the first paint's renderer does not ${method} ${url}`));
  }
  lastCall += 1;
  const id = lastCall;
  return new Promise<Response>((resolve) => {
    calls.set(id, ({ status, contentType, body }) => {
      const empty = status === 204 || status === 304;
      resolve(new Response(empty ? null : body, { status, headers: { 'content-type': contentType } }));
    });
    port.postMessage({ type: 'fetch', id, render, url } satisfies FromRenderer);
  });
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Waits until the page's head start has asked for everything and every answer and preloaded module is in. */
async function settled(queryClient: QueryClient): Promise<void> {
  const giveUpAt = Date.now() + settleLimitMs;
  for (let quiet = 0; quiet < quietChecks;) {
    if (Date.now() > giveUpAt) throw new Error('the page did not settle');
    await tick();
    await preloadedModules();
    quiet = queryClient.isFetching() === 0 ? quiet + 1 : 0;
  }
}

/**
 * The page at `pathname` as the visitor first sees it, with the data its head start fetched (dehydrated, for the app
 * to start from). Fails when the visitor is not signed in to `portal` or one of the page's calls failed: the server
 * then sends index.html as it is.
 */
async function renderSignedIn(pathname: string, language: string, portal: Portal) {
  if (!isLanguage(language)) throw new Error(`no language ${language}`);
  await activateLanguage(language);
  const queryClient = createQueryClient();
  // What the head start fetched stays as it is while the page renders: the render does not ask again.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: Infinity, retry: false },
  });
  try {
    const routes = createRoutes();
    // The sign-in checks, the page's code and the start of its data; then until the last call and module are in.
    // With the board's settings, as the app asks for them before its first render (App.tsx): the navigation's feature
    // flags and the board's terms are the visitor's board's.
    await Promise.all([
      queryClient.prefetchQuery(settingsQuery),
      preloadRoute(routes, queryClient, { pathname, search: '' }),
    ]);
    await settled(queryClient);
    if (!queryClient.getQueryData(authKeys.currentUser(portal))) throw new Error('not signed in');
    if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0) {
      throw new Error("one of the page's calls failed");
    }
    const { prelude } = await prerenderToNodeStream(
      <AppTree queryClient={queryClient} navigation={createMemoryNavigation(pathname)} routes={routes} />,
      { signal: AbortSignal.timeout(settleLimitMs) },
    );
    const html = withOwnStyles(inert(await text(prelude)), chunkStyles);
    return { html, data: JSON.stringify(dehydrate(queryClient)) };
  } finally {
    queryClient.clear();
  }
}

let queue = Promise.resolve();
port.on('message', (message: ToRenderer) => {
  if (message.type === 'answer') {
    calls.get(message.id)?.(message);
    calls.delete(message.id);
    return;
  }
  // One page at a time: the language and the calls' visitor belong to the page being rendered.
  queue = queue.then(async () => {
    rendering = message.id;
    try {
      const { html, data } = await renderSignedIn(message.pathname, message.language, message.portal);
      port.postMessage({ type: 'rendered', id: message.id, html, data } satisfies FromRenderer);
    } catch (error) {
      port.postMessage({ type: 'failed', id: message.id, reason: String(error) } satisfies FromRenderer);
    } finally {
      rendering = undefined;
    }
  });
});
