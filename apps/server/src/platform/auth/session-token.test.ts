import { describe, expect, it } from 'vitest';
import { newSessionToken, sessionIdFor } from './session-token.ts';

describe('session ids', () => {
  it('are the hex SHA-256 of the cookie token, as the sessions table has always stored them', () => {
    expect(sessionIdFor('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const { token, id } = newSessionToken();
    expect(id).toBe(sessionIdFor(token));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
