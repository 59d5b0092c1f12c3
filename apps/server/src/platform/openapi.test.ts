import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, documentPaths } from '@portal/contracts';
import { createTestApp, type TestApp, testAppTimeout } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());

describe('OpenAPI docs', () => {
  it('serves the UI and a document built from every route’s Zod schemas to staff', async () => {
    const staff = await t.as('caseManager');
    const ui = await staff.get('/internal-api/docs', { headers: { accept: 'text/html' } });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const json = await staff.get('/internal-api/docs/json');
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([authPaths.staffLogin, documentPaths.documents, '/settings', '/documents/{id}/download']),
    );
    const login = document.paths[authPaths.staffLogin].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    // Plugin routes stay out of the document.
    expect(Object.keys(document.paths).some((path) => path.startsWith('/internal-api/docs'))).toBe(false);
  });

  it.each([
    ['guest', 401],
    ['customer', 403],
  ] as const)('refuses %s (%i), including the UI’s static files', async (role, status) => {
    const client = await t.as(role);
    for (const url of ['/internal-api/docs', '/internal-api/docs/json', '/internal-api/docs/static/swagger-ui.css']) {
      expect((await client.get(url)).statusCode, url).toBe(status);
    }
  });
});
