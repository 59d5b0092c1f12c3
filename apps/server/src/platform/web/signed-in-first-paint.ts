import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { firstPaintDir } from './first-paint.ts';

/**
 * Signed-in first paints (ADR 0055): the web build's renderer (`first-paint/server/signed-in.mjs`, built from
 * apps/web/src/first-paint/signed-in.tsx) renders a signed-in page the build lists (index.json's `signedInPages`) with
 * the visitor's own data, in a worker thread of its own. Each call the page makes there is answered here, in process,
 * as that visitor (their cookies), GET only. No page is ever kept: each visit is rendered for itself.
 */

export const rendererFile = path.join(firstPaintDir, 'server', 'signed-in.mjs');

/**
 * The longest a visit waits for its page by default (FIRST_PAINT_RENDER_MS): past it, index.html as it is (the app
 * then fetches the page itself).
 */
export const defaultRenderLimitMs = 2_500;

/**
 * The renderer's old generation, in MB. Left to V8's default, the worker grew the server's RSS by about 80 MB (210 →
 * 290 MB on PGlite after 100 Finder renders), against the embedded mode's 300 MB; held at 32 MB the RSS was 258 MB
 * after the same renders, and every render held (at 24 MB too). A render past it ends the worker with an
 * out-of-memory error: that visit gets index.html and the next starts a new renderer.
 */
const rendererOldGenerationMb = 32;

export interface SignedInPage {
  html: string;
  /** The page's data as the app's query cache takes it (JSON, dehydrated). */
  data: string;
}

interface RenderRequest {
  pathname: string;
  language: string;
  portal: 'customer' | 'staff';
  /** The visitor's Cookie header: the page's calls are made with it. */
  cookie: string;
}

type FromRenderer =
  | { type: 'fetch'; id: number; render: number; url: string }
  | { type: 'rendered'; id: number; html: string; data: string }
  | { type: 'failed'; id: number; reason: string };

interface Pending {
  cookie: string;
  resolve: (page: SignedInPage | undefined) => void;
}

/** One web build's renderer: started at the first visit, started again after a failure or a new build. */
class SignedInRenderer {
  private worker: Worker | undefined;
  private build: string | undefined;
  private lastRender = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly webDist: string,
    private readonly renderLimitMs: number,
  ) {}

  /** The running renderer for the current build, started if there is none; undefined when the build has no renderer. */
  async current(): Promise<Worker | undefined> {
    const file = path.join(this.webDist, rendererFile);
    if (!existsSync(file)) return undefined;
    const stats = await stat(path.join(this.webDist, 'index.html'));
    const build = `${stats.size}:${stats.mtimeMs}`;
    if (build !== this.build) {
      this.stop();
      this.build = build;
    }
    return (this.worker ??= this.start(file));
  }

  async render(request: RenderRequest): Promise<SignedInPage | undefined> {
    const worker = await this.current();
    if (!worker) return undefined;
    this.lastRender += 1;
    const id = this.lastRender;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // A renderer that took too long may be stuck: the next visit gets a new one.
        this.settle(id, undefined);
        if (this.worker === worker) this.stop();
      }, this.renderLimitMs);
      this.pending.set(id, {
        cookie: request.cookie,
        resolve: (page) => {
          clearTimeout(timer);
          resolve(page);
        },
      });
      worker.postMessage({
        type: 'render',
        id,
        pathname: request.pathname,
        language: request.language,
        portal: request.portal,
      });
    });
  }

  private start(file: string): Worker {
    const worker = new Worker(file, {
      workerData: { webDist: path.resolve(this.webDist) },
      resourceLimits: { maxOldGenerationSizeMb: rendererOldGenerationMb },
    });
    worker.on('message', (message: FromRenderer) => void this.onMessage(worker, message));
    const end = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, undefined);
    };
    worker.on('error', (error) => {
      this.app.log.warn({ err: error }, 'the signed-in first paint renderer failed');
      end();
    });
    worker.on('exit', end);
    // The server's exit does not wait for it.
    worker.unref();
    return worker;
  }

  close(): void {
    this.stop();
  }

  private stop(): void {
    const worker = this.worker;
    this.worker = undefined;
    for (const id of [...this.pending.keys()]) this.settle(id, undefined);
    void worker?.terminate();
  }

  private settle(id: number, page: SignedInPage | undefined): void {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    pending?.resolve(page);
  }

  private async onMessage(worker: Worker, message: FromRenderer): Promise<void> {
    if (message.type === 'rendered') return this.settle(message.id, { html: message.html, data: message.data });
    if (message.type === 'failed') return this.settle(message.id, undefined);
    // A call of the page: answered as the visitor whose page it is, or refused once that visit is over.
    const cookie = this.pending.get(message.render)?.cookie;
    const answer = { type: 'answer', id: message.id, status: 503, contentType: 'text/plain', body: '' };
    if (cookie !== undefined && message.url.startsWith('/') && !message.url.startsWith('//')) {
      try {
        const response = await this.app.inject({
          method: 'GET',
          url: message.url,
          headers: { cookie, accept: 'application/json' },
        });
        answer.status = response.statusCode;
        answer.contentType = String(response.headers['content-type'] ?? 'application/json');
        answer.body = response.body;
      } catch {
        // Answered as unavailable: the page's render fails and the visit gets index.html.
      }
    }
    worker.postMessage(answer);
  }
}

const renderers = new WeakMap<FastifyInstance, Map<string, SignedInRenderer>>();

function rendererOf(app: FastifyInstance, webDist: string): SignedInRenderer {
  let byDist = renderers.get(app);
  if (!byDist) {
    byDist = new Map();
    renderers.set(app, byDist);
  }
  let renderer = byDist.get(webDist);
  if (!renderer) {
    renderer = new SignedInRenderer(app, webDist, app.config.signedInRenderLimitMs ?? defaultRenderLimitMs);
    byDist.set(webDist, renderer);
  }
  return renderer;
}

/**
 * Starts the build's renderer before the first visit (registerWebApp's onReady), so no visitor waits for the worker to
 * load the renderer: on a loaded server that took longer than the render limit, and the first visit got index.html.
 */
export async function startSignedInRenderer(app: FastifyInstance, webDist: string): Promise<void> {
  try {
    await rendererOf(app, webDist).current();
  } catch {
    // The first visit tries again.
  }
}

/** The page rendered for this visitor, or undefined (no renderer in the build, not signed in, a call failed, too slow). */
export async function renderSignedInPage(
  app: FastifyInstance,
  webDist: string,
  request: RenderRequest,
): Promise<SignedInPage | undefined> {
  try {
    return await rendererOf(app, webDist).render(request);
  } catch {
    return undefined;
  }
}

/** Ends the app's renderers' worker threads (the app's onClose, registerWebApp). */
export function closeSignedInRenderers(app: FastifyInstance): void {
  for (const renderer of renderers.get(app)?.values() ?? []) renderer.close();
  renderers.delete(app);
}
