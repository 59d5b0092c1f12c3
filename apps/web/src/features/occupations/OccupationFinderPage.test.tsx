import { occupationMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { choose } from '../../test/select';
import { clusters, educationLevels, opportunity, page } from './fixtures';
import { OccupationFinderPage } from './OccupationFinderPage';

const searchPath = '/internal-api/career-opportunity';
const savePath = '/internal-api/career-opportunity/save';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

type SearchAnswer = (url: URL) => MockResponse;

/**
 * Renders the finder at `route`. The fetch stub's table matches whole URLs, so searches (whose query string varies) are
 * answered by `answer` (default: one electrician) before the table is consulted.
 */
function renderFinder(route = '/customer-portal/occupations', answer?: SearchAnswer, routes = {}) {
  const searches: URL[] = [];
  const fetch = mockFetch({
    'GET /internal-api/career-clusters': { body: { data: clusters } },
    'GET /internal-api/education-levels': { body: { data: educationLevels } },
    ...routes,
  });
  const table = fetch.fetchMock.getMockImplementation()!;
  fetch.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://portal.test');
    if (url.pathname !== searchPath) return table(input, init);
    searches.push(url);
    const { status = 200, body } = answer ? answer(url) : { body: page([opportunity()]) };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route
        path="/customer-portal/occupations"
        element={
          <>
            <OccupationFinderPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
  const lastSearch = () => searches.at(-1)!;
  return { ...fetch, ...rendered, searches, lastSearch };
}

const params = (url: URL) => Object.fromEntries(url.searchParams);

describe('Occupation Finder: filters → query', () => {
  it('searches on load with page 1, and ?cluster= preselects the cluster', async () => {
    const { lastSearch } = renderFinder('/customer-portal/occupations?cluster=8');
    await screen.findByRole('heading', { name: 'Electricians' });
    expect(params(lastSearch())).toEqual({ page: '1', cluster: '8' });
    // The chosen cluster shows as a pill of the closed multi-select.
    await waitFor(() =>
      expect(screen.getAllByText('Health Science').some((element) => element.closest('.mantine-Pill-root'))).toBe(true),
    );
  });

  it('sends education and cluster as comma lists, the salary bucket, the sort and saved=1', async () => {
    const { user, lastSearch } = renderFinder();
    await screen.findByRole('heading', { name: 'Electricians' });
    await choose(user, 'Education', "Bachelor's Degree");
    // A multi-select stays open for the next choice.
    await user.click(await screen.findByRole('option', { name: 'Less than High School' }));
    await user.keyboard('{Escape}');
    await choose(user, 'Career cluster', 'Information Technology');
    await user.keyboard('{Escape}');
    await choose(user, 'Salary', 'Over $90,000');
    await choose(user, 'Sort by', 'Salary: high to low');
    await user.click(screen.getByRole('switch', { name: 'Saved only' }));
    await waitFor(() =>
      expect(params(lastSearch())).toEqual({
        page: '1',
        saved: '1',
        education: '6,1',
        cluster: '11',
        salary: '90001-0',
        sort: 'high-low',
      }),
    );
    // The page URL keeps them, so a refresh keeps them.
    expect(screen.getByTestId('location')).toHaveTextContent(
      '?saved=1&education=6%2C1&cluster=11&salary=90001-0&sort=high-low',
    );
  });

  it('offers the salary buckets with readable labels and no match sort without match data', async () => {
    const { user } = renderFinder();
    await user.click(await screen.findByRole('combobox', { name: 'Salary' }));
    const salaryOptions = await screen.findAllByRole('option');
    expect(salaryOptions.map((option) => option.textContent)).toEqual([
      'All',
      '$30,000 or less',
      '$30,001 to $60,000',
      '$60,001 to $90,000',
      'Over $90,000',
    ]);
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    const sortOptions = await screen.findAllByRole('option');
    expect(sortOptions.map((option) => option.textContent)).not.toContain('Best match');
  });

  it('with match data sorts by best match by default, offers it, and shows each match badge', async () => {
    const withData = {
      'GET /internal-api/my-career/data-input-completion': {
        body: {
          data: {
            clusterSurvey: true,
            pairinSurvey: false,
            professional: true,
            education: false,
            matches: true,
            completed: 0.5,
          },
        },
      },
    };
    const { user, searches, lastSearch } = renderFinder(
      '/customer-portal/occupations',
      () => ({ body: page([opportunity({ match_score: 0.83 })]) }),
      withData,
    );
    expect(await screen.findByText('Great match (83%)')).toBeInTheDocument();
    // The search waited for the status: it ran once, best match first.
    expect(searches.map(params)).toEqual([{ page: '1', sort: 'match-desc' }]);
    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    const sortOptions = await screen.findAllByRole('option');
    expect(sortOptions.map((option) => option.textContent)).toEqual([
      'Title: A to Z',
      'Title: Z to A',
      'Salary: high to low',
      'Salary: low to high',
      'Best match',
    ]);
    await user.click(screen.getByRole('option', { name: 'Title: A to Z' }));
    await waitFor(() => expect(params(lastSearch())).toEqual({ page: '1', sort: 'a-z' }));
  });

  it('while the first scores are still being computed keeps the default order (the server has no set to sort by)', async () => {
    const computing = {
      'GET /internal-api/my-career/data-input-completion': {
        body: {
          data: {
            clusterSurvey: true,
            pairinSurvey: false,
            professional: true,
            education: false,
            matches: false,
            completed: 0.5,
          },
        },
      },
    };
    const { searches } = renderFinder('/customer-portal/occupations', undefined, computing);
    await screen.findByRole('heading', { name: 'Electricians' });
    expect(searches.map(params)).toEqual([{ page: '1' }]);
  });

  it('sends the keyword once, 500 ms after typing stops', async () => {
    const { user, searches, lastSearch } = renderFinder();
    await screen.findByRole('heading', { name: 'Electricians' });
    const before = searches.length;
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'nurse');
    expect(searches.length).toBe(before);
    await waitFor(() => expect(lastSearch().searchParams.get('keyword')).toBe('nurse'), { timeout: 2000 });
    expect(searches.filter((url) => url.searchParams.has('keyword'))).toHaveLength(1);
  });

  it('Clear resets every filter and the keyword field', async () => {
    const { user, lastSearch } = renderFinder('/customer-portal/occupations?keyword=cook&cluster=9&salary=0-30000');
    await screen.findByRole('heading', { name: 'Electricians' });
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('cook');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(params(lastSearch())).toEqual({ page: '1' }));
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^$/);
  });
});

describe('Occupation Finder: results', () => {
  it('shows the card: title, cluster, salary, growth, Bright Outlook and Learn More', async () => {
    renderFinder();
    const card = await screen.findByRole<HTMLElement>('article', { name: 'Electricians' });
    expect(within(card).getByText('Architecture & Construction')).toBeInTheDocument();
    expect(card).toHaveTextContent('Median salary: $62,350 a year');
    expect(card).toHaveTextContent('Projected growth: +9.5%');
    expect(within(card).getByText('Bright Outlook')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Learn More about Electricians' })).toHaveAttribute(
      'href',
      '/customer-portal/occupation/1',
    );
  });

  it('a card gives the reason of a Bright Outlook that its growth does not earn', async () => {
    const cashiers = opportunity({
      id: 9,
      title: 'Cashiers',
      growth_rate: -9.9,
      bright_outlook_job: true,
      bright_outlook_reason: 'openings',
    });
    renderFinder(undefined, () => ({ body: page([cashiers]) }));
    const card = await screen.findByRole<HTMLElement>('article', { name: 'Cashiers' });
    expect(card).toHaveTextContent('Projected growth: -9.9%');
    expect(within(card).getByText('Bright Outlook: many job openings')).toBeInTheDocument();
    expect(within(card).queryByText('Bright Outlook')).not.toBeInTheDocument();
  });

  it('shows the spec’s empty message', async () => {
    renderFinder(undefined, () => ({ body: page([]) }));
    expect(await screen.findByText(occupationMessages.empty)).toBeInTheDocument();
  });

  it('loads more pages with Load More until the last', async () => {
    const { user, lastSearch } = renderFinder(undefined, (url) =>
      url.searchParams.get('page') === '1'
        ? { body: page([opportunity()], 1, 2) }
        : { body: page([opportunity({ id: 2, title: 'Plumbers' })], 2, 2) },
    );
    await screen.findByRole('heading', { name: 'Electricians' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'Plumbers' })).toBeInTheDocument();
    expect(lastSearch().searchParams.get('page')).toBe('2');
    expect(screen.getByRole('heading', { name: 'Electricians' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('on a refused search shows the server’s message and the load failure, not the empty message', async () => {
    renderFinder(undefined, () => ({
      status: 422,
      body: { message: 'The selected salary is invalid.', errors: { salary: ['The selected salary is invalid.'] } },
    }));
    expect(await screen.findByText('The selected salary is invalid.')).toBeInTheDocument();
    expect(screen.getByText('There was a problem loading occupations.')).toBeInTheDocument();
    expect(screen.queryByText(occupationMessages.empty)).not.toBeInTheDocument();
  });

  it('on a server failure shows the server’s message, even a 5xx one (spec 8)', async () => {
    renderFinder(undefined, () => ({
      status: 503,
      body: { message: 'The service is temporarily unavailable. Please try again later.' },
    }));
    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again later.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(occupationMessages.loadFailed)).not.toBeInTheDocument();
  });

  it('on a failure without a message shows the generic text and Refresh, never the empty message; Refresh searches again', async () => {
    let failing = true;
    const { user, searches } = renderFinder(undefined, () =>
      failing ? { status: 502, body: '<html>Bad Gateway</html>' } : { body: page([opportunity()]) },
    );
    expect(await screen.findByText(occupationMessages.loadFailed, {}, { timeout: 8000 })).toBeInTheDocument();
    const failure = screen
      .getByText('There was a problem loading occupations.')
      .closest<HTMLElement>('[role="alert"]')!;
    expect(screen.queryByText(occupationMessages.empty)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    failing = false;
    const before = searches.length;
    await user.click(within(failure).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Electricians' })).toBeInTheDocument();
    expect(searches.length).toBeGreaterThan(before);
    expect(screen.queryByText('There was a problem loading occupations.')).not.toBeInTheDocument();
  });
});

describe('Occupation Finder: save toggle', () => {
  it('saves through one call and shows the pressed state after success', async () => {
    let answer!: (value: MockResponse) => void;
    const { user, calls } = renderFinder(undefined, undefined, {
      [`POST ${savePath}`]: () => new Promise<MockResponse>((resolve) => (answer = resolve)),
    });
    const toggle = await screen.findByRole('button', { name: 'Save Electricians' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'true'));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    answer({ body: { data: { is_saved: true } } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Electricians' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls('POST', savePath).map((request) => request.body)).toEqual([{ opportunity: 1 }]);
    expect(calls('POST', savePath)[0]!.headers['X-CSRF-TOKEN']).toBeTruthy();
  });

  it('shows the spec’s toast when saving fails, and the state stays', async () => {
    const { user } = renderFinder(undefined, undefined, {
      [`POST ${savePath}`]: { status: 500, body: { message: 'Server Error' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Electricians' }));
    expect(await screen.findByText(occupationMessages.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Electricians' })).toHaveAttribute('aria-pressed', 'false');
  });
});
