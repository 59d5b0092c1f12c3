import { createHash, randomBytes } from 'node:crypto';

/** The cookie carries 32 random bytes; the sessions table keeps only their SHA-256. */
export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdFor(token) };
}

export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
