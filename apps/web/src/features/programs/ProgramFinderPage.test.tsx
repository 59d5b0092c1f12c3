import { programMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { choose } from '../../test/select';
import { ProgramFinderPage } from './ProgramFinderPage';
import { makeProgram, searchPage } from './testPrograms';

const page = '/customer-portal/educational-programs';
const searchUrl = (query: string) => `GET /internal-api/program-finder?${query}`;
const lookups = {
  'GET /internal-api/program-finder/types': { body: { data: [{ id: 1, name: 'Certificate' }] } },
  'GET /internal-api/program-finder/formats': { body: { data: [{ id: 2, name: 'Online' }] } },
  'GET /internal-api/program-finder/provider-types': { body: { data: [{ id: 3, name: 'Community College' }] } },
};

function renderPage(routes: Parameters<typeof mockFetch>[0] = {}, query = '') {
  const fetch = mockFetch({ ...lookups, ...routes });
  const rendered = renderWithProviders(<ProgramFinderPage />, { route: `${page}${query}` });
  return { ...fetch, ...rendered };
}

/** Observers the page creates; `reveal()` tells them their element scrolled into view. */
let observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; element?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
      }
      disconnect() {
        observers = observers.filter((entry) => entry !== this.entry);
      }
      unobserve() {}
    },
  );
});
function reveal() {
  for (const { callback, element } of observers) {
    callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

function setGeolocation(permission: PermissionState | null, geolocation?: Partial<Geolocation>) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value:
      permission === null
        ? undefined
        : {
            query: () =>
              Promise.resolve({ state: permission, addEventListener: () => {}, removeEventListener: () => {} }),
          },
  });
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('Program Finder page states (participant spec 2 and 4)', () => {
  it('starts idle without searchText and searches nothing', async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: programMessages.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: programMessages.resultsTab })).toBeInTheDocument();
    expect(screen.getByText(programMessages.idle)).toBeInTheDocument();
    expect(calls('GET', '/internal-api/program-finder?page=1')).toHaveLength(0);
  });

  it('searches on load when searchText is in the URL, and ends with "All programs loaded"', async () => {
    const { calls } = renderPage(
      { [searchUrl('searchText=Registered+Nurses&page=1')]: { body: searchPage([makeProgram({ id: 7 })]) } },
      '?searchText=Registered%20Nurses',
    );
    expect(await screen.findByRole('heading', { name: 'Program 7' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('Registered Nurses');
    expect(screen.getByText(programMessages.allLoaded)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 programs');
    expect(calls('GET', '/internal-api/program-finder?searchText=Registered+Nurses&page=1')).toHaveLength(1);
  });

  it('shows the empty message with its action', async () => {
    const { user } = renderPage({ [searchUrl('searchText=zzz&page=1')]: { body: searchPage([]) } }, '?searchText=zzz');
    expect(await screen.findByRole('heading', { name: programMessages.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(programMessages.emptyText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: programMessages.emptyAction }));
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveFocus();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const first = Array.from({ length: 10 }, (_, i) => makeProgram({ id: i + 1 }));
    const { calls } = renderPage(
      {
        [searchUrl('searchText=care&page=1')]: { body: searchPage(first, { total: 12 }) },
        [searchUrl('searchText=care&page=2')]: {
          body: searchPage([makeProgram({ id: 11 }), makeProgram({ id: 12 })], { total: 12, current_page: 2 }),
        },
      },
      '?searchText=care',
    );
    await screen.findByRole('heading', { name: 'Program 10' });
    expect(screen.queryByText(programMessages.allLoaded)).not.toBeInTheDocument();
    reveal();
    expect(await screen.findByRole('heading', { name: 'Program 12' })).toBeInTheDocument();
    expect(screen.getByText(programMessages.allLoaded)).toBeInTheDocument();
    expect(calls('GET', '/internal-api/program-finder?searchText=care&page=2')).toHaveLength(1);
  });

  it('puts a 422 on the address under the Location field, and no empty message (no search ran)', async () => {
    renderPage(
      {
        [searchUrl('searchText=x&address=Atlantis&radius=25&page=1')]: {
          status: 422,
          body: { message: programMessages.unknownAddress, errors: { address: [programMessages.unknownAddress] } },
        },
      },
      '?searchText=x&address=Atlantis',
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Location' })).toHaveAccessibleDescription(
        programMessages.unknownAddress,
      ),
    );
    expect(screen.queryByRole('heading', { name: programMessages.emptyTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(programMessages.emptyText)).not.toBeInTheDocument();
  });

  it('a failed search shows the load failure with Refresh, not the empty message; Refresh searches again', async () => {
    let failing = true;
    const { user, calls } = renderPage(
      {
        [searchUrl('searchText=care&page=1')]: () =>
          failing ? { status: 500, body: { message: 'Server Error' } } : { body: searchPage([makeProgram({ id: 4 })]) },
      },
      '?searchText=care',
    );
    // Two retries of a server error come first (without a wait between them in the tests' query client).
    const text = await screen.findByText('There was a problem loading programs.', {}, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: programMessages.emptyTitle })).not.toBeInTheDocument();

    failing = false;
    await user.click(within(text.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Program 4' })).toBeInTheDocument();
    expect(calls('GET', '/internal-api/program-finder?searchText=care&page=1')).toHaveLength(4);
  });

  it('Clear resets the filters, the URL and the results', async () => {
    const { user } = renderPage(
      { [searchUrl('searchText=weld&page=1')]: { body: searchPage([makeProgram()]) } },
      '?searchText=weld',
    );
    await screen.findByRole('heading', { name: 'Program 1' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Program 1' })).not.toBeInTheDocument();
    expect(screen.getByText(programMessages.idle)).toBeInTheDocument();
  });
});

describe('filters', () => {
  it("narrow screens: the 'more' panel holds cost and counts it; cost is sent as maxCost", async () => {
    const { user, calls } = renderPage({ [searchUrl('maxCost=999.99&page=1')]: { body: searchPage([makeProgram()]) } });
    const more = await screen.findByRole('button', { name: 'More filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    await choose(user, 'Cost', 'Under $1000');
    await user.click(screen.getByRole('checkbox', { name: 'Saved programs only' }));
    expect(screen.getByRole('button', { name: 'More filters (2 active)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Saved programs only' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Program 1' });
    expect(calls('GET', '/internal-api/program-finder?maxCost=999.99&page=1')).toHaveLength(1);
  });

  it('wide screens show cost, provider type and saved inline', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width: 992px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Cost' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Saved programs only' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /More filters/ })).not.toBeInTheDocument();
  });

  it('applies list choices at once after a search and keeps them in the URL', async () => {
    const { user, calls } = renderPage(
      {
        [searchUrl('searchText=nurse&page=1')]: { body: searchPage([makeProgram()]) },
        [searchUrl('searchText=nurse&eligibleForTuitionSupport=-1&page=1')]: { body: searchPage([]) },
      },
      '?searchText=nurse',
    );
    await screen.findByRole('heading', { name: 'Program 1' });
    await choose(user, 'Tuition support', 'Unknown');
    expect(await screen.findByRole('heading', { name: programMessages.emptyTitle })).toBeInTheDocument();
    expect(
      calls('GET', '/internal-api/program-finder?searchText=nurse&eligibleForTuitionSupport=-1&page=1'),
    ).toHaveLength(1);
  });
});

describe('program actions', () => {
  const one = { [searchUrl('searchText=weld&page=1')]: { body: searchPage([makeProgram({ id: 5 })]) } };

  it('saves after the server agreed, with the spec’s toast', async () => {
    const { user } = renderPage(
      { ...one, 'POST /internal-api/program-finder/5': { body: { data: { is_saved: true } } } },
      '?searchText=weld',
    );
    await user.click(await screen.findByRole('button', { name: 'Save: Program 5' }));
    expect(await screen.findByText(programMessages.savedText)).toBeInTheDocument();
    expect(screen.getByText(programMessages.savedTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved: Program 5' })).toBeInTheDocument();
  });

  it('keeps the card unsaved when saving fails', async () => {
    const { user } = renderPage(
      { ...one, 'POST /internal-api/program-finder/5': { status: 500, body: { message: 'Server Error' } } },
      '?searchText=weld',
    );
    await user.click(await screen.findByRole('button', { name: 'Save: Program 5' }));
    expect(await screen.findByText(programMessages.saveError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save: Program 5' })).toBeInTheDocument();
  });

  it("opens 'Program Details' with every section", async () => {
    const { user } = renderPage(one, '?searchText=weld');
    await user.click(await screen.findByRole('button', { name: 'See More: Program 5' }));
    const dialog = await screen.findByRole('dialog', { name: programMessages.detailsTitle });
    expect(within(dialog).getByRole('rowheader', { name: 'Eligible for tuition support' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Licensed Practical/Vocational Nurse Training', { exact: false }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Auraria Campus, 1111 W Colfax Ave, Denver, CO')).toBeInTheDocument();
  });

  it('lists related occupations page by page, each linking to the occupation', async () => {
    const occupation = (id: number) => ({
      id,
      title: `Occupation ${id}`,
      median_annual_salary: 59_730,
      growth_rate: 3.3,
      clusters: { data: [{ id: 8, name: 'Health Science' }] },
    });
    const related = '/internal-api/program-finder/related-occupations/51.3901';
    const { user } = renderPage(
      {
        ...one,
        [`GET ${related}?page=1`]: {
          body: {
            data: Array.from({ length: 10 }, (_, i) => occupation(i + 1)),
            currentPage: 1,
            total: 11,
            perPage: 10,
          },
        },
        [`GET ${related}?page=2`]: { body: { data: [occupation(11)], currentPage: 2, total: 11, perPage: 10 } },
      },
      '?searchText=weld',
    );
    await user.click(await screen.findByRole('button', { name: 'Related Occupations: Program 5' }));
    const dialog = await screen.findByRole('dialog', { name: programMessages.relatedTitle });
    const link = await within(dialog).findByRole('link', { name: 'Occupation 1' });
    expect(link).toHaveAttribute('href', '/customer-portal/occupation/1');
    expect(within(dialog).getAllByText('Median salary: $59,730 a year · Projected growth: 3.3%')).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(await within(dialog).findByRole('link', { name: 'Occupation 11' })).toBeInTheDocument();
  });

  it('says when there are no related occupations, and toasts a failure', async () => {
    const related = '/internal-api/program-finder/related-occupations/51.3901';
    const { user } = renderPage(
      {
        [searchUrl('searchText=weld&page=1')]: {
          body: searchPage([makeProgram({ id: 5 }), makeProgram({ id: 6, cip_id: '11.0101' })]),
        },
        [`GET ${related}?page=1`]: { body: { data: [], currentPage: 1, total: 0, perPage: 10 } },
        'GET /internal-api/program-finder/related-occupations/11.0101?page=1': {
          status: 500,
          body: { message: 'Server Error' },
        },
      },
      '?searchText=weld',
    );
    await user.click(await screen.findByRole('button', { name: 'Related Occupations: Program 5' }));
    expect(await screen.findByText(programMessages.noRelated)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.click(screen.getByRole('button', { name: 'Related Occupations: Program 6' }));
    expect(await screen.findByText(programMessages.relatedError, {}, { timeout: 8000 })).toBeInTheDocument();
    // The failure is not "no related occupations".
    const dialog = screen.getByRole('dialog', { name: programMessages.relatedTitle });
    expect(within(dialog).getByText('There was a problem loading related occupations.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(dialog).queryByText(programMessages.noRelated)).not.toBeInTheDocument();
  });
});

describe('the location button', () => {
  const locationButton = () => screen.getByRole('button', { name: programMessages.useLocation });

  it('is disabled with the spec’s tip when permission is denied', async () => {
    const getCurrentPosition = vi.fn();
    setGeolocation('denied', { getCurrentPosition });
    const { user } = renderPage();
    await waitFor(() => expect(locationButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(locationButton()).toHaveAccessibleDescription(programMessages.geolocationDenied);
    await user.hover(locationButton());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(programMessages.geolocationDenied);
    await user.click(locationButton());
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('fills the address from the browser position and the reverse geocoder', async () => {
    setGeolocation('prompt', {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: 39.7491, longitude: -104.9946 } } as GeolocationPosition),
    });
    const { user } = renderPage({
      'GET /internal-api/geocode/reverse?lat=39.749100&lng=-104.994600': {
        body: { data: { address: 'Denver, CO 80202' } },
      },
    });
    await user.hover(locationButton());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(programMessages.useLocation);
    await user.click(locationButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Denver, CO 80202'));
  });

  it('warns when no address can be found', async () => {
    setGeolocation('granted', {
      getCurrentPosition: (_success: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 2, message: 'unavailable' } as GeolocationPositionError),
    });
    const { user } = renderPage();
    await user.click(locationButton());
    expect(await screen.findByText(programMessages.noAddressText)).toBeInTheDocument();
    expect(screen.getByText(programMessages.noAddressTitle)).toBeInTheDocument();
  });
});
