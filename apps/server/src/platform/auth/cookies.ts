import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppConfig } from '../config.ts';

/**
 * Cookie names and flags. In production both cookies use the `__Host-` prefix, which makes
 * browsers insist on Secure, path / and no Domain, so a sibling subdomain cannot plant them.
 */
function hostPrefix(config: AppConfig): string {
  return config.env === 'production' ? '__Host-' : '';
}

export function sessionCookieName(config: AppConfig): string {
  return `${hostPrefix(config)}portal_session`;
}

export function csrfCookieName(config: AppConfig): string {
  return `${hostPrefix(config)}portal_csrf`;
}

/** No Expires/Max-Age: the cookie dies with the browser; the server enforces idle and absolute limits. */
export function baseCookieOptions(config: AppConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.env === 'production' };
}
