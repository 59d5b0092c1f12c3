import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programPaths } from '@portal/contracts';
import { createProgram, createProvider } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';

let t: TestApp;
let customer: TestClient;
const created: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  const provider = await createProvider(t.db, { name: 'Paging Provider' });
  for (let i = 0; i < 25; i += 1) {
    const program = await createProgram(t.db, {
      providerId: provider.id,
      providerLocationId: provider.locations[0]!.id,
      title: `Sample Program ${String(i).padStart(2, '0')}`,
    });
    created.push(program.id);
  }
}, testAppTimeout);
afterAll(() => t.close());

async function page(query: string) {
  const response = await customer.get(`${programPaths.search}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number; title: string }[]; meta: Record<string, number> }>();
}

describe('program search pages', () => {
  it('answers ten per page with current_page, last_page, per_page and total', async () => {
    const seen: number[] = [];
    for (const [n, size] of [
      [1, 10],
      [2, 10],
      [3, 5],
    ] as const) {
      const body = await page(`page=${n}`);
      expect(body.meta).toEqual({ current_page: n, last_page: 3, per_page: 10, total: 25 });
      expect(body.data).toHaveLength(size);
      seen.push(...body.data.map((program) => program.id));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(created);
    expect((await page('page=1')).data[0]!.title).toBe('Sample Program 00');
  });

  it('keeps the total past the last page, with and without an address', async () => {
    expect(await page('page=4')).toEqual({
      data: [],
      meta: { current_page: 4, last_page: 3, per_page: 10, total: 25 },
      origin: null,
    });
    const near = await page('page=9&address=80202&sort=distance');
    expect(near.data).toEqual([]);
    expect(near.meta).toEqual({ current_page: 9, last_page: 3, per_page: 10, total: 25 });
  });

  it('pages a text search and a distance sort the same way', async () => {
    const first = await page(`searchText=${encodeURIComponent('sample program')}&address=80202&sort=distance`);
    const second = await page(`searchText=${encodeURIComponent('sample program')}&address=80202&sort=distance&page=3`);
    expect(first.meta.total).toBe(25);
    expect(second.data).toHaveLength(5);
    expect(new Set([...first.data, ...second.data].map((p) => p.id)).size).toBe(15);
  });
});
