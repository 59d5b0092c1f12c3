import {
  referralPaths,
  serviceDirectoryMessages,
  serviceDirectoryPaths,
  type ServiceDirectoryResource,
  type ServiceDirectorySearchResponse,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { choose } from '../../test/select';
import english from '../../locales/en/service-directory';
import { ResourceFinderPage } from './ResourceFinderPage';

const flag = `GET ${serviceDirectoryPaths.featureEnabled}`;
const categoriesRoute = `GET ${serviceDirectoryPaths.categories}`;
const firstPage = `GET ${serviceDirectoryPaths.resources}?page=1`;
const foodCategory = { id: '0b8a2c1e-8f57-4c59-9c51-4d1b8f9a6a01', name: 'Food' };

const pantry: ServiceDirectoryResource = {
  id: '7d3c7f2e-1b0a-4f7e-9a59-6f1f1c2b3a4d',
  name: 'Westside Community Food Pantry',
  description: 'Free groceries for anyone who needs them.',
  address: '1200 Federal Blvd, Denver, CO 80204',
  website: 'westside-pantry.example.org',
  phone_number: '(303) 555-0199 x12',
  email: 'help@westside-pantry.example.org',
  organization_name: 'Westside Neighbors',
  service_at_location_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  location_id: 'a1b2c3d4-0000-4000-8000-000000000002',
  location_name: 'Westside Neighbors',
  latitude: 39.73,
  longitude: -105.02,
  distance_miles: 2.4,
  open_now: true,
  categories: [foodCategory],
  schedule: 'Mon-Sun 12:00 AM-11:59 PM',
};

const results = (
  data: ServiceDirectoryResource[],
  page = 1,
  lastPage = 1,
): { body: ServiceDirectorySearchResponse } => ({
  body: {
    data,
    currentPage: page,
    lastPage,
    total: data.length,
    perPage: 10,
    origin: null,
    radius: null,
    sort: 'name',
  },
});

function renderFinder(route = '/customer-portal/community-catalog') {
  return renderWithProviders(
    <Routes>
      <Route path="/customer-portal/community-catalog" element={<ResourceFinderPage />} />
      <Route path="/community-catalog" element={<ResourceFinderPage />} />
    </Routes>,
    { route },
  );
}

describe('211 Resource Finder', () => {
  it('with the flag off, says so and loads neither categories nor resources', async () => {
    const { calls } = mockFetch({ [flag]: { body: { feature_enabled: false } } });
    renderFinder();
    expect(await screen.findByText(english.unavailable)).toBeInTheDocument();
    expect(calls('GET', serviceDirectoryPaths.categories)).toHaveLength(0);
    expect(calls('GET', `${serviceDirectoryPaths.resources}?page=1`)).toHaveLength(0);
    expect(screen.queryByRole('form', { name: 'Search community resources' })).not.toBeInTheDocument();
  });

  it('asks for the flag first and shows a loader until it answers; then the categories and the results', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { requests } = mockFetch({
      [flag]: () => new Promise((resolve) => (answer = resolve)),
      [categoriesRoute]: { body: { data: [foodCategory] } },
      [firstPage]: results([pantry]),
    });
    renderFinder();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([serviceDirectoryPaths.featureEnabled]);

    answer({ body: { feature_enabled: true } });
    const card = await screen.findByRole('article', { name: pantry.name });
    expect(within(card).getByText('Westside Neighbors')).toBeInTheDocument();
    expect(within(card).getByText(serviceDirectoryMessages.openNowLabel)).toBeInTheDocument();
    expect(within(card).getByText(/2\.4 miles away/)).toBeInTheDocument();
    expect(within(card).getByText(pantry.schedule!)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Website/ })).toHaveAttribute(
      'href',
      'https://westside-pantry.example.org/',
    );
    expect(within(card).getByRole('link', { name: pantry.phone_number! })).toHaveAttribute('href', 'tel:3035550199');
    expect(within(card).getByRole('link', { name: pantry.email! })).toHaveAttribute('href', `mailto:${pantry.email}`);
    expect(screen.getByRole('heading', { name: '1 resource' })).toBeInTheDocument();
  });

  it("shows a total past the server's cap as '1,000+ resources'", async () => {
    const capped = results([pantry], 1, 100);
    mockFetch({
      [flag]: { body: { feature_enabled: true } },
      [categoriesRoute]: { body: { data: [foodCategory] } },
      [firstPage]: { body: { ...capped.body, total: 1_001 } },
    });
    renderFinder();
    expect(await screen.findByRole('heading', { name: '1,000+ resources' })).toBeInTheDocument();
  });

  it("shows 'No Record Found' when nothing matches", async () => {
    mockFetch({
      [flag]: { body: { feature_enabled: true } },
      [categoriesRoute]: { body: { data: [] } },
      [firstPage]: results([]),
    });
    renderFinder();
    expect(await screen.findByText(serviceDirectoryMessages.empty)).toBeInTheDocument();
  });

  it('shows a failed search as a load error with Refresh, never as no records, and Refresh loads again', async () => {
    let fail = true;
    const { calls } = mockFetch({
      [flag]: { body: { feature_enabled: true } },
      [categoriesRoute]: { body: { data: [] } },
      [firstPage]: () => (fail ? { status: 503, body: { message: 'Service Unavailable' } } : results([pantry])),
    });
    const { user } = renderFinder();
    expect(
      await screen.findByText('There was a problem loading community resources.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(serviceDirectoryMessages.empty)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: pantry.name })).toBeInTheDocument();
    expect(calls('GET', `${serviceDirectoryPaths.resources}?page=1`).length).toBeGreaterThan(1);
  }, 20_000);

  it("shows a 422's messages at their fields (the position's under Location), without results", async () => {
    const refused = {
      status: 422,
      body: { message: 'The given data was invalid.', errors: {} as Record<string, string[]> },
    };
    refused.body.errors = {
      address: ["We couldn't locate your address."],
      keyword: ['The keyword contains characters that are not allowed.'],
    };
    mockFetch({
      [flag]: { body: { feature_enabled: true } },
      [categoriesRoute]: { body: { data: [] } },
      [firstPage]: results([pantry]),
      [`GET ${serviceDirectoryPaths.resources}?page=1&keyword=food&address=Nowhere+Land&radius=25`]: refused,
    });
    const { user } = renderFinder();
    await screen.findByRole('article', { name: pantry.name });
    await user.type(screen.getByLabelText('Keyword'), 'food');
    await user.type(screen.getByLabelText('Location'), 'Nowhere Land');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText("We couldn't locate your address.")).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription("We couldn't locate your address.");
    expect(screen.getByLabelText('Keyword')).toHaveAccessibleDescription(
      'The keyword contains characters that are not allowed.',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(serviceDirectoryMessages.empty)).not.toBeInTheDocument();
  });

  it('checks the shared schema before sending: sorting by distance needs a location', async () => {
    const { requests } = mockFetch({
      [flag]: { body: { feature_enabled: true } },
      [categoriesRoute]: { body: { data: [] } },
      [firstPage]: results([pantry]),
    });
    const { user } = renderFinder();
    await screen.findByRole('article', { name: pantry.name });
    await choose(user, 'Sort by', 'Distance');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(serviceDirectoryMessages.locationForDistance)).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('sort=distance'))).toBe(false);
  });

  it('sends keyword, location, radius, categories and open now; Clear resets them', async () => {
    const filtered = `GET ${serviceDirectoryPaths.resources}?page=1&keyword=pantry&address=80204&radius=5&category=${foodCategory.id}&open_now=1`;
    const { calls } = mockFetch({
      [flag]: { body: { feature_enabled: true } },
      [categoriesRoute]: { body: { data: [foodCategory] } },
      [firstPage]: results([]),
      [filtered]: results([pantry]),
    });
    const { user } = renderFinder();
    await screen.findByText(serviceDirectoryMessages.empty);
    await user.type(screen.getByLabelText('Keyword'), 'pantry');
    await user.type(screen.getByLabelText('Location'), '80204');
    await choose(user, 'Radius', '5 miles');
    await user.click(screen.getByPlaceholderText('All categories'));
    await user.click(await screen.findByRole('option', { name: 'Food' }));
    await user.click(screen.getByRole('switch', { name: 'Open now' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: pantry.name })).toBeInTheDocument();
    expect(calls('GET', filtered.slice(4))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(serviceDirectoryMessages.empty)).toBeInTheDocument();
    expect(screen.getByLabelText('Keyword')).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Open now' })).not.toBeChecked();
  });

  it('lets a customer ask for a referral, and shows the server’s message when it refuses', async () => {
    let refuse = false;
    const { calls } = mockFetch({
      [flag]: { body: { feature_enabled: true } },
      [categoriesRoute]: { body: { data: [] } },
      [firstPage]: results([pantry]),
      [`POST ${referralPaths.createFromCatalog}`]: () =>
        refuse
          ? { status: 409, body: { message: 'You have already asked for a referral to this service.' } }
          : { status: 201, body: { id: 41, message: 'Your referral request was sent.' } },
    });
    const { user } = renderFinder();
    const card = await screen.findByRole('article', { name: pantry.name });
    await user.click(within(card).getByRole('button', { name: 'Ask for a referral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a referral' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'I can go on Tuesdays.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your referral request was sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST', referralPaths.createFromCatalog)[0]?.body).toEqual({
      service_id: pantry.id,
      note: 'I can go on Tuesdays.',
    });

    refuse = true;
    await user.click(within(card).getByRole('button', { name: 'Ask for a referral' }));
    const again = await screen.findByRole('dialog', { name: 'Ask for a referral' });
    await user.click(within(again).getByRole('button', { name: 'Send request' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'You have already asked for a referral to this service.',
    );
  });

  it('offers staff "Refer a customer" instead, and asks for a location first', async () => {
    mockFetch({
      [flag]: { body: { feature_enabled: true } },
      [categoriesRoute]: { body: { data: [] } },
      [firstPage]: results([pantry]),
      'GET /internal-api/customers/intake/locations': { body: { data: [{ id: 3, name: 'Denver' }] } },
      [`GET ${referralPaths.types}`]: { body: [{ value: 'referral', label: 'Referral' }] },
    });
    const { user } = renderFinder('/community-catalog');
    const card = await screen.findByRole('article', { name: pantry.name });
    expect(within(card).queryByRole('button', { name: 'Ask for a referral' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Refer a customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer a customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Refer' }));
    expect(
      await within(dialog).findByText(
        'You must choose a location before you can refer a client in order to track the pathway.',
      ),
    ).toBeInTheDocument();
  });
});

describe('211 Resource Finder in Spanish', () => {
  afterEach(() => resetLanguageForTests());

  it('speaks Spanish to a customer who chose it; the directory’s own texts stay as they come', async () => {
    await activateLanguage('es');
    mockFetch({
      [flag]: { body: { feature_enabled: true } },
      [categoriesRoute]: { body: { data: [foodCategory] } },
      [firstPage]: results([pantry]),
    });
    renderFinder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscador de recursos 211' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1 recurso' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: pantry.name });
    expect(within(card).getByText('Abierto ahora')).toBeInTheDocument();
    expect(within(card).getByText(/a 2\.4 millas$/)).toBeInTheDocument();
    expect(within(card).getByText(pantry.description)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pedir un referido' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Buscar recursos comunitarios' })).toBeInTheDocument();
  });

  it('keeps the contract’s English texts word for word in English', () => {
    expect(english.empty).toBe(serviceDirectoryMessages.empty);
    expect(english.noAddressTitle).toBe(serviceDirectoryMessages.noAddressTitle);
    expect(english.unknownAddress).toBe(serviceDirectoryMessages.unknownAddress);
    expect(english.card.openNow).toBe(serviceDirectoryMessages.openNowLabel);
    expect(english.card.closed).toBe(serviceDirectoryMessages.closedLabel);
  });
});
