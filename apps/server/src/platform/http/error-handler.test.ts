import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, errorMessages } from '@portal/contracts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

const nestedBody = z.object({
  title: z.string().min(1, 'The title is required.'),
  accomplishments: z.array(z.object({ description: z.string().min(1, 'Describe it.') })),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      const access = { access: 'public' as const };
      app.post('/internal-api/test/nested', { config: access, schema: { body: nestedBody } }, () => ({
        ok: true,
      }));
      app.get(
        '/internal-api/test/query',
        { config: access, schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
        () => ({ ok: true }),
      );
      app.get(
        '/internal-api/test/items/:id',
        { config: access, schema: { params: z.object({ id: z.coerce.number().int() }) } },
        () => ({ ok: true }),
      );
      app.get('/internal-api/test/boom', { config: access }, () => {
        throw new Error('connect ECONNREFUSED while running SELECT secret FROM vault');
      });
      app.get('/internal-api/test/sql/:case', { config: access }, async (request) => {
        const statements: Record<string, string> = {
          text: "SELECT 'abc'::int",
          range: 'SELECT 2147483648::int4',
          duplicate: "INSERT INTO locations (id, name) VALUES (1, 'Again')",
          foreign: "INSERT INTO customer_sources (customer_id, location_id, source) VALUES (1, 999999, 'x')",
          syntax: 'SELEC nonsense',
        };
        await t.database.rawQuery(statements[(request.params as { case: string }).case] ?? 'SELECT 1');
        return { ok: true };
      });
    },
  });
}, testAppTimeout);
afterAll(() => t.close());

describe('error handler', () => {
  it('answers 422 with dotted field paths for nested validation failures', async () => {
    const client = await t.as('guest');
    const response = await client.post('/internal-api/test/nested', {
      title: '',
      accomplishments: [{ description: 'fine' }, { description: '' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The title is required.',
      errors: { title: ['The title is required.'], 'accomplishments.1.description': ['Describe it.'] },
    });
  });

  it('names query fields without a "query" prefix, and turns a bad path parameter into 404', async () => {
    const client = await t.as('guest');
    const query = await client.get('/internal-api/test/query?page=0');
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json<Required<ErrorBody>>().errors)).toEqual(['page']);
    const params = await client.get('/internal-api/test/items/abc');
    expect(params.statusCode).toBe(404);
    expect(params.json()).toEqual({ message: errorMessages.notFound });
  });

  it('answers 422 for a body that is not an object, malformed JSON, or an unsupported content type', async () => {
    const client = await t.as('guest');
    const notObject = await client.post('/internal-api/test/nested', 'just a string');
    expect(notObject.statusCode).toBe(422);
    expect(Object.keys(notObject.json<Required<ErrorBody>>().errors)).toEqual(['body']);

    const malformed = await client.post('/internal-api/test/nested', Buffer.from('{"title": '), {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      message: 'The request body is not valid JSON.',
      errors: { body: ['The request body is not valid JSON.'] },
    });

    const prototype = await client.post('/internal-api/test/nested', Buffer.from('{"__proto__": {"x": 1}}'), {
      headers: { 'content-type': 'application/json' },
    });
    expect(prototype.statusCode).toBe(422);

    const xml = await client.post('/internal-api/test/nested', Buffer.from('<a/>'), {
      headers: { 'content-type': 'text/xml' },
    });
    expect(xml.statusCode).toBe(422);
  });

  it('answers 413 with the spec message for a body over the limit', async () => {
    const client = await t.as('guest');
    const big = { title: 'x'.repeat(1_100_000), accomplishments: [] };
    const response = await client.post('/internal-api/test/nested', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file being transferred is larger than the allowed sizes' });
  });

  it('answers 404 JSON for unknown routes, whatever the method', async () => {
    const client = await t.as('guest');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await client.request(method, '/internal-api/no-such-thing');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 500 "Server Error" without the message, stack or SQL', async () => {
    const client = await t.as('guest');
    const response = await client.get('/internal-api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: errorMessages.serverError });
    const syntax = await client.get('/internal-api/test/sql/syntax');
    expect(syntax.statusCode).toBe(500);
    expect(syntax.body).not.toMatch(/SELEC|syntax|at .*\.ts/);
  });

  it('maps Postgres errors caused by bad input to 4xx, never leaking SQL', async () => {
    const client = await t.as('guest');
    const cases: Array<[string, number]> = [
      ['text', 422],
      ['range', 422],
      ['duplicate', 409],
      ['foreign', 422],
    ];
    for (const [name, status] of cases) {
      const response = await client.get(`/internal-api/test/sql/${name}`);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
      expect(response.body).not.toMatch(/INSERT|SELECT |999999|customer_sources/);
    }
    const foreign = await client.get('/internal-api/test/sql/foreign');
    expect(foreign.json<ErrorBody>().errors).toEqual({ location_id: ['The selected location id is invalid.'] });
  });
});
