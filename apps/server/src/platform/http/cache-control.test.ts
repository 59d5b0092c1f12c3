import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformPaths } from '@portal/contracts';
import type { RegisteredRoute } from '../access/route-table.ts';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete URL for a route pattern: every parameter becomes 1. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'document/20250101-abcdefgh12.pdf');
}

const sessionDependent = (route: RegisteredRoute) => route.url.startsWith('/internal-api') || route.access !== 'public';

/** Calls every session-dependent route as each client; returns the responses that lack `no-store`. */
async function cacheableAnswers(t: TestApp, clients: TestClient[]) {
  const gaps: string[] = [];
  let ok = 0;
  for (const route of t.app.routeRegistry.filter(sessionDependent)) {
    for (const client of clients) {
      // State-changing calls go without the CSRF header: the refusal must not be cached either, and nothing changes.
      const response = await client.request(
        route.method as 'GET',
        concrete(route.url),
        unsafe.has(route.method) ? {} : undefined,
        { csrf: false },
      );
      if (response.statusCode === 200) ok += 1;
      const header = String(response.headers['cache-control'] ?? '');
      if (!header.split(',').some((part) => part.trim() === 'no-store')) {
        gaps.push(`${route.method} ${route.url}: ${response.statusCode} cache-control=${header || '(none)'}`);
      }
    }
  }
  return { gaps, ok };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());

describe('Cache-Control on session-dependent responses', () => {
  it(
    'every /internal-api route and every signed-in route answers no-store, for staff, customers and guests',
    async () => {
      const clients = [await t.as('caseManager'), await t.as('customer'), t.anonymous()];
      const { gaps, ok } = await cacheableAnswers(t, clients);
      expect(gaps).toEqual([]);
      // The walk saw real answers, not only refusals.
      expect(ok).toBeGreaterThan(10);
    },
    testAppTimeout,
  );

  it('also marks an unknown /internal-api path and leaves the global /settings cacheable', async () => {
    const client = await t.as('caseManager');
    const unknown = await client.get('/internal-api/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const settings = await client.get(platformPaths.settings);
    expect(settings.statusCode).toBe(200);
    expect(String(settings.headers['cache-control'] ?? '')).not.toContain('no-store');
  });
});
