import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { installRouteTable, MissingRouteAccessError } from './route-table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());

describe('route table', () => {
  it('gives every route of the app a declared access', () => {
    const routes = t.app.routeRegistry;
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
  });

  it('knows the platform routes and their access', () => {
    const find = (method: string, url: string) => t.app.routeRegistry.find((r) => r.method === method && r.url === url);
    expect(find('GET', '/healthz')).toMatchObject({ access: 'public', sessionless: true });
    expect(find('GET', '/internal-api/docs/json')).toMatchObject({ access: 'staff' });
    expect(find('GET', '/internal-api/docs/static/*')).toMatchObject({ access: 'staff' });
    expect(find('POST', '/internal-api/documents')).toMatchObject({ access: 'authenticated' });
  });

  it(
    'refuses to start with a route that declares no access',
    async () => {
      await expect(
        createTestApp({ extend: (app) => void app.get('/internal-api/test/open', () => ({})) }),
      ).rejects.toThrow(MissingRouteAccessError);
    },
    testAppTimeout,
  );

  it('refuses an unknown access value, and fills plugin routes from the table', () => {
    const app = Fastify();
    const registry = installRouteTable(app, [{ prefix: '/vendor', access: 'staff' }]);
    app.get('/vendor/thing', () => ({}));
    // Fastify adds the HEAD twin of a GET; it goes through the same check.
    expect(registry.map((route) => `${route.method} ${route.url} ${route.access}`)).toEqual([
      'GET /vendor/thing staff',
      'HEAD /vendor/thing staff',
    ]);
    expect(() => app.get('/mine', { config: { access: 'everyone' as never } }, () => ({}))).toThrow(
      MissingRouteAccessError,
    );
    expect(() => app.get('/bare', () => ({}))).toThrow(/must declare config.access/);
  });
});
