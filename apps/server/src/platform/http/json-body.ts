import type { FastifyInstance } from 'fastify';
import { requestErrorMessages } from '@portal/contracts';
import { AppError } from './errors.ts';

/** Deeper than any form, definition or list we accept (a definition's options sit about 8 levels down). */
export const maxJsonDepth = 64;

export const tooDeepMessage = requestErrorMessages.bodyTooDeep;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read character by character (no recursion,
 * no parse), so a body built to exhaust the stack is refused before any recursive code sees it. Brackets
 * inside strings do not count; malformed text is left to JSON.parse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with one that first checks the nesting depth (422 on `body` beyond
 * maxJsonDepth), then parses exactly as Fastify does (same prototype-poisoning protection). Registered at the
 * root, so every route inherits it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, maxJsonDepth)) {
      done(new AppError(422, tooDeepMessage, { body: [tooDeepMessage] }), undefined);
      return;
    }
    // Fastify's own parser answers through `done`; its type also allows a promise, which here is never made.
    void parse(request, text, done);
  });
}
