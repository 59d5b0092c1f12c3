import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '@portal/contracts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

describe('security headers and cookies outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { uploadOrigin: 'https://files.example.test/bucket' } });
  }, testAppTimeout);
  afterAll(() => t.close());

  it('sends a strict CSP and the usual hardening headers', async () => {
    const response = await t.anonymous().get('/healthz');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self' https://files.example.test",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { env: 'production' } });
  }, testAppTimeout);
  afterAll(() => t.close());

  it('uses __Host- cookies with Secure, HttpOnly, SameSite=Lax and path /', async () => {
    const client = t.anonymous();
    const tokenResponse = await client.get(authPaths.csrfToken);
    const csrfCookie = tokenResponse.cookies.find((cookie) => cookie.name === '__Host-portal_csrf');
    expect(csrfCookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    client.csrfToken = tokenResponse.json().token;
    const login = await client.post(authPaths.staffLogin, {
      email: t.world.admin.email,
      password: t.world.admin.password,
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((cookie) => cookie.name === '__Host-portal_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session).not.toHaveProperty('domain');
    expect((await client.get(authPaths.staffCurrentUser)).statusCode).toBe(200);
  });

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const response = await t.anonymous().get('/healthz');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
