import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseCookieOptions } from '../../platform/auth/cookies.ts';
import type { AppConfig } from '../../platform/config.ts';

/**
 * A guest who takes the cluster survey is known by a random token in an HttpOnly cookie; the
 * database keeps only its SHA-256 hash, so a leaked table names nobody's cookie. The cookie lives
 * as long as the browser session: on a shared computer at a job centre the next visitor must not
 * find the previous one's results.
 */

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function guestCookieName(config: AppConfig): string {
  return `${config.env === 'production' ? '__Host-' : ''}portal_cluster_guest`;
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash of the caller's guest token, or null when there is no well-formed one. */
export function guestTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[guestCookieName(request.server.config)];
  return token && tokenPattern.test(token) ? hashGuestToken(token) : null;
}

/** 32 random bytes, base64url: 43 characters. */
export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestToken(token) };
}

export function setGuestCookie(reply: FastifyReply, token: string): void {
  void reply.setCookie(guestCookieName(reply.server.config), token, baseCookieOptions(reply.server.config));
}
