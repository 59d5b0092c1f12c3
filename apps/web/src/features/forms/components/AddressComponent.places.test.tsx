import { defaultClientSettings, formMessages, type PlaceDetails, placesPaths } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/render';
import { ControlledField, makeQuestion } from '../testSupport';
import { loadFields } from '../fieldLoaders';

const question = makeQuestion({
  identifier: 'home',
  control: 'component',
  component: 'customer-primary-address',
  text: 'Home address',
  required: true,
});
const field = (name: string) => screen.getByRole('textbox', { name });
const lookupInput = () => screen.getByLabelText(/Address lookup/);
const settings = (on: boolean) => ({
  'GET /settings': { body: { ...defaultClientSettings, places_autocomplete: on } },
});

const session = '11111111-2222-4333-8444-555555555555';
const suggestPath = (input: string) =>
  `${placesPaths.autocomplete}?${new URLSearchParams({ input, session: session })}`;
const detailsPath = `${placesPaths.details}?${new URLSearchParams({ place_id: 'ChIJlarimer', session })}`;
const larimer: PlaceDetails = {
  place_id: 'ChIJlarimer',
  formatted_address: '1550 Larimer St, Denver, CO 80202, USA',
  latitude: 39.7481,
  longitude: -104.9997,
  components: {
    street_number: '1550',
    route: 'Larimer Street',
    locality: 'Denver',
    administrative_area_level_1: 'CO',
    administrative_area_level_2: 'Denver County',
    postal_code: '80202',
  },
};

beforeEach(() => {
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(session);
});
afterEach(() => {
  vi.restoreAllMocks();
});

// The form page loads its fields' code before it draws them; these tests draw one field directly.
beforeAll(() => loadFields([question]));

describe('primary address lookup with places autocomplete (forms spec 3, 7)', () => {
  it('suggests addresses after a 500 ms pause and fills every field from the chosen one', async () => {
    const { calls, requests } = mockFetch({
      ...settings(true),
      [`GET ${suggestPath('1550 Lar')}`]: {
        body: { data: [{ place_id: 'ChIJlarimer', description: '1550 Larimer St, Denver, CO, USA' }] },
      },
      [`GET ${detailsPath}`]: { body: { data: larimer } },
    });
    let answer: Record<string, unknown> = {};
    const { user } = renderWithProviders(
      <ControlledField question={question} onValue={(value) => (answer = value as Record<string, unknown>)} />,
    );
    await waitFor(() => expect(calls('GET', '/settings')).toHaveLength(1));

    await waitFor(async () => {
      await user.click(lookupInput());
      expect(screen.getByText(formMessages.startSearching)).toBeInTheDocument();
    });
    await user.type(lookupInput(), '1550 Lar');
    expect(screen.getByText(formMessages.searching)).toBeInTheDocument();
    const option = await screen.findByRole('option', { name: '1550 Larimer St, Denver, CO, USA' }, { timeout: 3000 });
    // One search for the whole typed text, not one per keystroke.
    expect(requests.filter((request) => request.url.startsWith(placesPaths.autocomplete))).toHaveLength(1);

    await user.click(option);
    await waitFor(() => expect(field('Address')).toHaveValue('1550 Larimer Street'));
    expect(calls('GET', detailsPath)).toHaveLength(1);
    expect(field('City')).toHaveValue('Denver');
    expect(field('State')).toHaveValue('CO');
    expect(field('ZIP code')).toHaveValue('80202');
    expect(field('County')).toHaveValue('Denver County');
    expect(lookupInput()).toHaveValue('1550 Larimer St, Denver, CO, USA');
    expect(answer).toMatchObject({
      lookup: '1550 Larimer St, Denver, CO, USA',
      latitude: 39.7481,
      longitude: -104.9997,
    });
    // The chosen text is not searched again.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(requests.filter((request) => request.url.startsWith(placesPaths.autocomplete))).toHaveLength(1);
  });

  it('does not search for the lookup text of a saved answer until it is edited', async () => {
    const { requests } = mockFetch({
      ...settings(true),
      [`GET ${suggestPath('1550 Larimer St, Denver, CO, US')}`]: { body: { data: [] } },
    });
    const saved = { lookup: '1550 Larimer St, Denver, CO, USA', address: '1550 Larimer Street', zip: '80202' };
    const { user } = renderWithProviders(<ControlledField question={question} initial={saved} />);
    await waitFor(() => expect(lookupInput()).toHaveAttribute('aria-haspopup', 'listbox'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    const searches = () => requests.filter((request) => request.url.startsWith(placesPaths.autocomplete));
    expect(searches()).toHaveLength(0);

    await user.type(lookupInput(), '{Backspace}');
    expect(await screen.findByText(formMessages.nothingFound, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(searches()).toHaveLength(1);
  });

  it("says 'Nothing found.' when the service has no suggestion, and when it fails", async () => {
    mockFetch({
      ...settings(true),
      [`GET ${suggestPath('zzzz')}`]: { body: { data: [] } },
      [`GET ${suggestPath('down')}`]: { status: 502, body: { message: 'unavailable' } },
    });
    const { user } = renderWithProviders(<ControlledField question={question} />);
    await waitFor(() => expect(lookupInput()).toHaveAttribute('aria-haspopup', 'listbox'));

    await user.type(lookupInput(), 'zzzz');
    expect(await screen.findByText(formMessages.nothingFound, undefined, { timeout: 3000 })).toBeInTheDocument();
    await user.clear(lookupInput());
    await user.type(lookupInput(), 'down');
    await waitFor(() => expect(screen.getByText(formMessages.searching)).toBeInTheDocument());
    expect(await screen.findByText(formMessages.nothingFound, undefined, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('primary address lookup without places autocomplete (the default)', () => {
  it('is a plain text input that searches nothing, and the ZIP still fills city, state and county', async () => {
    const { calls, requests } = mockFetch({
      ...settings(false),
      'GET /internal-api/geo/zip/80202': {
        body: { zip: '80202', city: 'Denver', state: 'CO', county: 'Denver County', latitude: 39.75, longitude: -105 },
      },
    });
    const { user } = renderWithProviders(<ControlledField question={question} />);
    await waitFor(() => expect(calls('GET', '/settings')).toHaveLength(1));

    await user.type(lookupInput(), '1550 Larimer');
    expect(lookupInput()).not.toHaveAttribute('aria-haspopup');
    await user.type(field('ZIP code'), '80202');
    await waitFor(() => expect(field('City')).toHaveValue('Denver'));
    expect(field('County')).toHaveValue('Denver County');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(requests.some((request) => request.url.startsWith('/internal-api/geo/places'))).toBe(false);
    expect(screen.queryByText(formMessages.startSearching)).not.toBeInTheDocument();
  });
});
