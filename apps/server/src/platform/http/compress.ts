import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a reply goes as it is: compressing it saves less than a packet and costs a little CPU. */
export const compressMinBytes = 1024;

/**
 * Brotli at quality 3 (of 11): the job board's 7.3 KiB search reply becomes 1.5 KiB, as small as gzip -6 makes it. In
 * the server under ten clients, a call took 177-199 µs at quality 3 against 378-443 µs at quality 5 (1.4 KiB), the
 * most CPU of any one step of a board search (bench/issue-30-reply-compression.md). Quality 11 (about 11 ms) is for
 * files compressed once, as the web app's build is.
 */
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

export type ReplyEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with from an Accept-Encoding header: brotli, else gzip, else none. A coding given `q=0` is
 * refused (`*;q=0` refuses what the header does not name); `*` stands for the codings it does not name.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ReplyEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  void reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * A route's onSend hook (`onSend: compressReply` in its options, not a hook on every route: the signed-in record
 * reads keep their CPU per request): a text reply of 1 KiB or more is sent brotli- or gzip-compressed as the browser
 * accepts, with `Vary: Accept-Encoding`. The other headers (Cache-Control above all) stay as they are. Used on the
 * public search replies a phone waits for before its first results (the job board's 12 KiB of JSON, issue #30).
 */
export function compressReply(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload : undefined;
  if (body === undefined || reply.hasHeader('content-encoding')) return done(null, payload);
  addVary(reply);
  if (Buffer.byteLength(body) < compressMinBytes) return done(null, payload);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return done(null, payload);
  const compressed = encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body);
  void reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  done(null, compressed);
}
