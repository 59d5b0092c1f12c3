import { errorMessages, fundingPaths, reminderPaths } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { csrfTestToken, mockFetch } from '../test/fetchMock';
import { ApiError, forgetCsrfToken } from './api';
import { client, queryOf, routeUrl } from './api-client';

beforeEach(() => forgetCsrfToken());
afterEach(() => vi.unstubAllGlobals());

describe('routeUrl', () => {
  it('fills :name and {name} segments, encoded', () => {
    expect(
      routeUrl('/internal-api/transactions/:customerId/logs/:mode', { params: { customerId: 7, mode: 'a b' } }),
    ).toBe('/internal-api/transactions/7/logs/a%20b');
    expect(
      routeUrl('/internal-api/program-finder/related-occupations/{cipCode}', { params: { cipCode: '11.01/x' } }),
    ).toBe('/internal-api/program-finder/related-occupations/11.01%2Fx');
  });

  it('appends the query in order, leaving out undefined, null and empty values, repeating a list', () => {
    expect(
      routeUrl('/internal-api/service-log/logs', {
        query: { page: 2, cursor: undefined, 'created_by[]': [3, 4], created_on: '', end_at: null, saved: true },
      }),
    ).toBe('/internal-api/service-log/logs?page=2&created_by%5B%5D=3&created_by%5B%5D=4&saved=true');
  });

  it('refuses a route whose path parameter is missing', () => {
    expect(() => routeUrl('/internal-api/reminders/:id', {})).toThrow('the path parameter id is missing');
  });
});

describe('queryOf', () => {
  it('keeps a query string as the client query, a repeated key as a list', () => {
    expect(queryOf('page=2&tag=a&tag=b&keyword=nurse')).toEqual({ page: '2', tag: ['a', 'b'], keyword: 'nurse' });
  });
});

describe('client types (checked by the typecheck)', () => {
  it('takes routes, parameters and answers from the OpenAPI document', () => {
    const _counts = () => client.get(fundingPaths.statusCounts, { params: { customerId: 1 } });
    expectTypeOf<Awaited<ReturnType<typeof _counts>>['view-expenses']>().toEqualTypeOf<number>();
    // @ts-expect-error the budgets route answers PUT, not POST
    const wrongMethod = () => client.post(fundingPaths.budgets, { body: {} });
    // @ts-expect-error the route's path parameter is required
    const missingParameter = () => client.get(fundingPaths.statusCounts);
    // @ts-expect-error no such query parameter on the route
    const unknownQuery = () => client.get(fundingPaths.vendors, { query: { vendr: 1 } });
    expect([wrongMethod, missingParameter, unknownQuery]).toHaveLength(3);
  });
});

describe('client', () => {
  it('GETs the filled route with the query and gives the JSON answer', async () => {
    const counts = { 'create-expenses': 1, 'edit-expenses': 2, 'edit-obligations': 3, 'view-expenses': 4 };
    const { requests } = mockFetch({ 'GET /internal-api/transactions/5/status-counts?vendor=9': { body: counts } });

    const answer = await client.get(fundingPaths.statusCounts, { params: { customerId: 5 }, query: { vendor: 9 } });

    expect(answer).toEqual(counts);
    expect(requests[0]?.headers['X-CSRF-TOKEN']).toBeUndefined();
  });

  it('sends a write as JSON with the CSRF header', async () => {
    const { calls } = mockFetch({
      'POST /internal-api/reminders/4/complete': { body: { message: 'Reminder completed', data: { id: 4 } } },
    });

    await client.post(reminderPaths.complete, { params: { id: 4 } });

    const [sent] = calls('POST', '/internal-api/reminders/4/complete');
    expect(sent?.headers['X-CSRF-TOKEN']).toBe(csrfTestToken);
  });

  it('throws ApiError with the field errors of a 422', async () => {
    const errors = { title: ['The title field is required.'] };
    mockFetch({
      'POST /internal-api/reminders': { status: 422, body: { message: 'The given data was invalid.', errors } },
    });

    const failure = await client.post(reminderPaths.list, { body: { title: '' } }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).body?.errors).toEqual(errors);
  });

  it('fetches the CSRF token again once when the server says it is stale', async () => {
    let answered = 0;
    const { calls } = mockFetch({
      'DELETE /internal-api/reminders/8': () =>
        answered++ === 0
          ? { status: 403, body: { message: errorMessages.csrfMismatch } }
          : { body: { message: 'Reminder deleted', data: { id: 8 } } },
    });

    await client.delete(reminderPaths.item, { params: { id: 8 } });

    expect(calls('DELETE', '/internal-api/reminders/8')).toHaveLength(2);
    expect(calls('GET', '/internal-api/csrf-token')).toHaveLength(2);
  });
});
