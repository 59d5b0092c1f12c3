import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seededDataId, takeSeededData } from './seededData';

/** ADR 0055: the signed-in first paint's data, taken into the app's query cache before its first render. */

function pageWith(json: string): Document {
  const page = document.implementation.createHTMLDocument('Finder');
  const block = page.createElement('script');
  block.type = 'application/json';
  block.id = seededDataId;
  block.textContent = json;
  page.body.append(block);
  return page;
}

// As the server's renderer writes it: TanStack Query's dehydrated cache, with `<` written as a JSON escape.
const dehydrated = {
  mutations: [],
  queries: [
    {
      queryKey: ['auth', 'current-user', 'customer'],
      queryHash: '["auth","current-user","customer"]',
      state: {
        data: { name: 'Maria <Lopez>' },
        dataUpdateCount: 1,
        dataUpdatedAt: 1_000,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    },
  ],
};

describe('takeSeededData', () => {
  it("puts the page's data in the cache and removes the element", () => {
    const queryClient = new QueryClient();
    const page = pageWith(JSON.stringify(dehydrated).replace(/</g, '\\u003c'));
    takeSeededData(queryClient, page);
    expect(queryClient.getQueryData(['auth', 'current-user', 'customer'])).toEqual({ name: 'Maria <Lopez>' });
    expect(page.getElementById(seededDataId)).toBeNull();
  });

  it('takes nothing from data it cannot read, and nothing when there is none', () => {
    const queryClient = new QueryClient();
    const page = pageWith('{"queries": [');
    takeSeededData(queryClient, page);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(page.getElementById(seededDataId)).toBeNull();
    takeSeededData(queryClient, document.implementation.createHTMLDocument('Guest page'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
