import type { MatchStatus } from '@portal/contracts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { opportunitiesQuery } from './api';
import { emptyFilters } from './filters';
import { opportunity, page } from './fixtures';
import { prefetchOccupationFinder } from './prefetch';

const currentUser = '/internal-api/customer-portal/current-user';
const statusPath = '/internal-api/my-career/data-input-completion';
const search = '/internal-api/career-opportunity';

const status = (matches: boolean, completed: number): MatchStatus => ({
  clusterSurvey: completed > 0,
  pairinSurvey: false,
  professional: false,
  education: false,
  matches,
  completed,
});

/**
 * The finder's head start with the status held back until `answerStatus` is called, so a test sees what starts before
 * it answers.
 */
function startFinder(query: string, searches: Record<string, MockResponse>) {
  let answerStatus: (answer: MatchStatus) => void = () => undefined;
  const statusAnswer = new Promise<MockResponse>((resolve) => {
    answerStatus = (answer) => resolve({ body: { data: answer } });
  });
  const fetch = mockFetch({
    [`GET ${currentUser}`]: { body: { userId: 7, guard: 'customer', internal: false } },
    [`GET ${statusPath}`]: () => statusAnswer,
    'GET /internal-api/career-clusters': { body: { data: [] } },
    'GET /internal-api/education-levels': { body: { data: [] } },
    ...Object.fromEntries(Object.entries(searches).map(([params, answer]) => [`GET ${search}?${params}`, answer])),
  });
  const queryClient = createQueryClient();
  const done = prefetchOccupationFinder(queryClient, new URLSearchParams(query));
  const searchesMade = () =>
    fetch.requests.filter((request) => request.url.startsWith(`${search}?`)).map((request) => request.url);
  return { ...fetch, queryClient, done, answerStatus, searchesMade };
}

const electricians = page([opportunity({ match_score: 0.83 })]);
const welders = page([opportunity({ id: 2, title: 'Welders' })]);

describe("the Occupation Finder's head start (issue #30)", () => {
  it('starts the first page beside the status call, and the best match search takes it: one search', async () => {
    const { queryClient, done, answerStatus, searchesMade } = startFinder('keyword=weld', {
      'page=1&keyword=weld&sort=match-if-any': { body: { ...electricians, appliedSort: 'match-desc' } },
    });
    await waitFor(() => expect(searchesMade()).toEqual([`${search}?page=1&keyword=weld&sort=match-if-any`]));
    answerStatus(status(true, 0.25));
    await done;
    const filters = { ...emptyFilters, keyword: 'weld', sort: 'match-desc' as const };
    await waitFor(() => expect(queryClient.getQueryData(opportunitiesQuery(filters).queryKey)?.pages).toHaveLength(1));
    expect(queryClient.getQueryData(opportunitiesQuery(filters).queryKey)?.pages[0]?.data).toEqual(electricians.data);
    expect(searchesMade()).toHaveLength(1);
  });

  it('takes the early page for the default order when neither has match data', async () => {
    const { queryClient, done, answerStatus, searchesMade } = startFinder('', {
      'page=1&sort=match-if-any': { body: { ...welders, appliedSort: null } },
    });
    await waitFor(() => expect(searchesMade()).toHaveLength(1));
    answerStatus(status(false, 0.25));
    await done;
    const key = opportunitiesQuery(emptyFilters).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)?.pages[0]?.data).toEqual(welders.data));
    expect(searchesMade()).toEqual([`${search}?page=1&sort=match-if-any`]);
  });

  it('asks again in the order the status gives when the early page came in another (the scores changed between)', async () => {
    const { queryClient, done, answerStatus, searchesMade } = startFinder('', {
      'page=1&sort=match-if-any': { body: { ...electricians, appliedSort: 'match-desc' } },
      'page=1': { body: welders },
    });
    await waitFor(() => expect(searchesMade()).toHaveLength(1));
    answerStatus(status(false, 0.25));
    await done;
    const key = opportunitiesQuery(emptyFilters).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)?.pages[0]?.data).toEqual(welders.data));
    expect(searchesMade()).toEqual([`${search}?page=1&sort=match-if-any`, `${search}?page=1`]);
  });

  it('asks again when the early page failed, and the search reports its own answer', async () => {
    const { queryClient, done, answerStatus, searchesMade } = startFinder('', {
      'page=1&sort=match-if-any': { status: 500, body: { message: 'Server Error' } },
      'page=1&sort=match-desc': { body: electricians },
    });
    await waitFor(() => expect(searchesMade()).toHaveLength(1));
    answerStatus(status(true, 0.5));
    await done;
    const key = opportunitiesQuery({ ...emptyFilters, sort: 'match-desc' }).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)?.pages[0]?.data).toEqual(electricians.data));
    expect(searchesMade()).toEqual([`${search}?page=1&sort=match-if-any`, `${search}?page=1&sort=match-desc`]);
  });

  it('started again while the status is on its way (the page renders), asks for nothing twice', async () => {
    const { queryClient, done, answerStatus, searchesMade, calls } = startFinder('', {
      'page=1&sort=match-if-any': { body: { ...electricians, appliedSort: 'match-desc' } },
    });
    await waitFor(() => expect(searchesMade()).toHaveLength(1));
    const again = prefetchOccupationFinder(queryClient, new URLSearchParams(''));
    answerStatus(status(true, 1));
    await Promise.all([done, again]);
    const key = opportunitiesQuery({ ...emptyFilters, sort: 'match-desc' }).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)?.pages[0]?.data).toEqual(electricians.data));
    expect(searchesMade()).toEqual([`${search}?page=1&sort=match-if-any`]);
    expect(calls('GET', statusPath)).toHaveLength(1);
  });

  it('starts a title or salary order at once, in that order, without waiting for the status', async () => {
    const { queryClient, done, answerStatus, searchesMade } = startFinder('sort=a-z', {
      'page=1&sort=a-z': { body: welders },
    });
    const key = opportunitiesQuery({ ...emptyFilters, sort: 'a-z' }).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)?.pages[0]?.data).toEqual(welders.data));
    answerStatus(status(true, 0.5));
    await done;
    expect(searchesMade()).toEqual([`${search}?page=1&sort=a-z`]);
  });
});
