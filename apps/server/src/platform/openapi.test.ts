import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, customerAccountPaths, documentPaths } from '@portal/contracts';
import { createTestApp, type TestApp, testAppTimeout } from '../testing/test-app.ts';

/** The parts of the served OpenAPI document these tests read. */
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    schemas: Record<string, unknown>;
  };
}
/** The document as swagger-parser takes it. */
type ParserDocument = Awaited<ReturnType<typeof SwaggerParser.validate>>;

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
    const document = json.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([authPaths.staffLogin, documentPaths.documents, '/settings', '/documents/{id}/download']),
    );
    const login = document.paths[authPaths.staffLogin]?.post;
    expect(login?.requestBody?.content['application/json']?.schema.required).toEqual(['email', 'password']);
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

  it('validates with swagger-parser (every $ref resolves), and every operation has an id, a summary, security and a 4xx where one can happen', async () => {
    const staff = await t.as('caseManager');
    const response = await staff.get('/internal-api/docs/json');
    // Each json() parses afresh, so the parser's dereferencing leaves the document read below untouched.
    await expect(SwaggerParser.validate(response.json<ParserDocument>())).resolves.toBeTruthy();
    const document = response.json<OpenApiDocument>();
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const ids = new Set<string>();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(200);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toEqual(expect.any(String));
      const id = operation.operationId ?? '';
      expect(ids.has(id), `${where}: operationId used twice`).toBe(false);
      ids.add(id);
      expect(operation.summary, where).toEqual(expect.any(String));
      expect(operation.security, where).toEqual(expect.any(Array));
      expect(path, where).not.toContain('{*}');
    }
    expect(JSON.stringify(document)).not.toContain('x-portal-route');

    // Security and 4xx follow the route's access: public, staff, a CSRF-guarded write.
    const get = (path: string, method: string): Operation => {
      const operation = document.paths[path]?.[method];
      if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
      return operation;
    };
    expect(get('/healthz', 'get').security).toEqual([]);
    const reminder = get('/internal-api/reminders/{id}', 'get');
    expect(reminder.security).toEqual([{ session: [] }]);
    expect(Object.keys(reminder.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
    const login = get(authPaths.staffLogin, 'post');
    expect(login.security).toEqual([{ csrf: [] }]);
    expect(login.responses['422']).toEqual({ $ref: '#/components/responses/ValidationFailed' });
    expect(login.responses['401']).toBeUndefined();
    expect(document.components.responses.ValidationFailed?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ValidationErrorBody',
    });
    // A used or expired single-use link answers 410: declared by the routes that give it, not by every route.
    expect(get(customerAccountPaths.verifyEmail, 'post').responses['410']).toEqual({
      $ref: '#/components/responses/Gone',
    });
    expect(get(customerAccountPaths.resetPassword, 'post').responses['410']).toBeDefined();
    expect(login.responses['410']).toBeUndefined();
    // The recursive query conditions are a component that refers to itself.
    expect(JSON.stringify(document.components.schemas.DynamicQueryNodeInput)).toContain(
      '#/components/schemas/DynamicQueryNodeInput',
    );
  });
});
