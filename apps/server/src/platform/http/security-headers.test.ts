import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '@portal/contracts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { recordHeaderOperations } from './security-headers.ts';

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
    client.csrfToken = tokenResponse.json<{ token: string }>().token;
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

describe('headers computed once at start-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { env: 'production' } });
  }, testAppTimeout);
  afterAll(() => t.close());

  const helmetHeaders = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('are sent on every kind of answer: a page, a refusal, an unknown path', async () => {
    const client = t.anonymous();
    const answers = [
      await client.get('/healthz'),
      await client.get(authPaths.staffCurrentUser),
      await client.get('/internal-api/no-such-route'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      for (const name of helmetHeaders) expect(answer.headers[name], name).toBeTruthy();
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('replay what helmet does, in order, and refuse a middleware whose headers depend on the request', () => {
    const operations = recordHeaderOperations((_request, response, next) => {
      response.setHeader('X-One', '1');
      response.removeHeader('X-Powered-By');
      next();
    });
    expect(operations).toEqual([{ name: 'X-One', value: '1' }, { name: 'X-Powered-By' }]);
    expect(() =>
      recordHeaderOperations((request, response, next) => {
        response.setHeader('X-Url', String(request.url));
        next();
      }),
    ).toThrow(/request\.url/);
    expect(() => recordHeaderOperations(() => undefined)).toThrow(/asynchronous/);
  });
});
