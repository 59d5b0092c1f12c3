import { hash, randomBytes } from 'node:crypto';

/** The cookie carries 32 random bytes; the sessions table keeps only their SHA-256. */
export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdFor(token) };
}

/** Every signed-in request hashes its cookie: the one-shot hash costs about half of createHash().update().digest(). */
export function sessionIdFor(token: string): string {
  return hash('sha256', token, 'hex');
}
