import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, errorMessages } from '@portal/contracts';
import type { RegisteredRoute } from '../access/route-table.ts';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { csrfCookieName, sessionCookieName } from '../auth/cookies.ts';

/**
 * Routes allowed to skip the CSRF header, each with the guard that replaces it. A new entry
 * here needs a reviewer's yes; a route that skips CSRF without being listed fails the walk.
 */
const csrfExceptions: Record<string, string> = {
  'PUT /internal-api/uploads/*': 'HMAC-signed upload URL (see upload.test.ts: bad signature -> 403)',
};

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function stateChangingApiRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => unsafe.has(route.method) && route.url.startsWith('/internal-api'));
}

/** A concrete URL for a route pattern: every parameter becomes 1. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'document/20250101-abcdefgh12.pdf');
}

/** Calls every state-changing API route without the header; returns what did not refuse. */
async function csrfGaps(t: TestApp, clients: TestClient[]): Promise<string[]> {
  const gaps: string[] = [];
  for (const route of stateChangingApiRoutes(t.app.routeRegistry)) {
    const key = `${route.method} ${route.url}`;
    if (route.csrfExempt) {
      if (!csrfExceptions[key]) gaps.push(`${key} skips CSRF (${route.csrfExempt}) but is not a listed exception`);
      continue;
    }
    for (const client of clients) {
      const response = await client.request(route.method as 'POST', concrete(route.url), {}, { csrf: false });
      const body = response.json<{ message?: string }>();
      if (response.statusCode !== 403 || body.message !== errorMessages.csrfMismatch) {
        gaps.push(`${key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
  }
  return gaps;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());

describe('CSRF', () => {
  it('refuses every state-changing /internal-api route without the header, for customers and staff', async () => {
    const routes = stateChangingApiRoutes(t.app.routeRegistry);
    expect(routes.length).toBeGreaterThan(3);
    expect(await csrfGaps(t, [await t.as('customer'), await t.as('caseManager')])).toEqual([]);
  });

  it('lists only exceptions that still exist', () => {
    const exempt = t.app.routeRegistry
      .filter((route) => route.csrfExempt)
      .map((route) => `${route.method} ${route.url}`);
    expect(exempt.sort()).toEqual(Object.keys(csrfExceptions).sort());
  });

  it('refuses a wrong token and a token without its cookie', async () => {
    const client = await t.login('customer');
    const wrong = await client.post(authPaths.logout, undefined, { headers: { 'x-csrf-token': 'nope' }, csrf: false });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: errorMessages.csrfMismatch });

    const stranger = t.anonymous();
    stranger.csrfToken = client.csrfToken;
    const noCookie = await stranger.post(authPaths.logout);
    expect(noCookie.statusCode).toBe(403);
  });

  it('accepts the token from GET /internal-api/csrf-token, and refuses a pre-login token after login', async () => {
    const client = t.anonymous();
    const before = await client.fetchCsrfToken();
    expect(before).toEqual(expect.any(String));
    const login = await client.post(authPaths.customerLogin, {
      email: t.world.customer.portalEmail,
      password: t.world.customer.password,
    });
    expect(login.statusCode).toBe(200);
    const stale = await client.post(authPaths.logout, undefined, { headers: { 'x-csrf-token': before }, csrf: false });
    expect(stale.statusCode).toBe(403);
    expect((await client.post(authPaths.logout)).statusCode).toBe(200);
  });

  it("refuses a guest's CSRF cookie and token sent with a staff session", async () => {
    const staff = await t.login('caseManager');
    const guest = t.anonymous();
    await guest.fetchCsrfToken();
    // The guest's own CSRF cookie and token, with the staff user's session cookie beside them.
    const session = sessionCookieName(t.config);
    guest.cookies.set(session, staff.cookies.get(session)!);
    const refused = await guest.post(authPaths.logout);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: errorMessages.csrfMismatch });
    // The staff user's own token still works.
    expect((await staff.post(authPaths.logout)).statusCode).toBe(200);
  });

  it('refuses a token from before logout in the next session, even with its old CSRF cookie', async () => {
    const client = await t.login('caseManager');
    const csrfCookie = csrfCookieName(t.config);
    const oldToken = client.csrfToken!;
    const oldSecret = client.cookies.get(csrfCookie)!;
    expect((await client.post(authPaths.logout)).statusCode).toBe(200);
    const { email, password } = t.world.caseManager;
    expect((await client.post(authPaths.staffLogin, { email, password })).statusCode).toBe(200);
    client.cookies.set(csrfCookie, oldSecret);
    const stale = await client.post(authPaths.logout, undefined, {
      headers: { 'x-csrf-token': oldToken },
      csrf: false,
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ message: errorMessages.csrfMismatch });
  });

  it('does not ask for the header on GET', async () => {
    const client = await t.as('customer');
    expect((await client.get(authPaths.customerCurrentUser, { csrf: false })).statusCode).toBe(200);
  });
});

describe('the CSRF walk itself', () => {
  it(
    'fails when a route skips CSRF without being a listed exception',
    async () => {
      const leaky = await createTestApp({
        extend: (app) => {
          app.post(
            '/internal-api/test/leaky',
            { config: { access: 'public', csrfExempt: 'just because' } },
            () => ({}),
          );
        },
      });
      try {
        const gaps = await csrfGaps(leaky, [await leaky.as('customer')]);
        expect(gaps).toEqual([expect.stringContaining('POST /internal-api/test/leaky')]);
      } finally {
        await leaky.close();
      }
    },
    testAppTimeout,
  );
});
