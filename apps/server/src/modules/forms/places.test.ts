import {
  clientSettingsSchema,
  type ErrorBody,
  errorMessages,
  type PlaceDetails,
  placeDetailsResponseSchema,
  placesAutocompleteResponseSchema,
  placesMessages,
  placesPaths,
  platformPaths,
} from '@portal/contracts';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlacesService, PlacesUnavailableError } from '../../platform/geo/places.ts';
import { createTestApp, matrixRoles, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

const larimer: PlaceDetails = {
  place_id: 'ChIJlarimer1550',
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

/** Stands in for the external provider (its own adapter has a contract test against a fake HTTP server). */
function fakePlaces() {
  const calls: Array<{ method: 'suggest' | 'details'; arg: string; session: string | undefined }> = [];
  const service: PlacesService = {
    name: 'fake',
    suggest(input, session) {
      calls.push({ method: 'suggest', arg: input, session });
      if (input === 'provider down') return Promise.reject(new PlacesUnavailableError('down'));
      return Promise.resolve(
        input.startsWith('1550') ? [{ place_id: larimer.place_id, description: '1550 Larimer St, Denver, CO' }] : [],
      );
    },
    details(placeId, session) {
      calls.push({ method: 'details', arg: placeId, session });
      if (placeId === 'down') return Promise.reject(new PlacesUnavailableError('down'));
      return Promise.resolve(placeId === larimer.place_id ? larimer : null);
    },
  };
  return { service, calls };
}

const detailsPath = (placeId: string, query: Record<string, string> = {}) =>
  `${placesPaths.details}?${new URLSearchParams({ place_id: placeId, ...query })}`;
const autocomplete = (query: string) => `${placesPaths.autocomplete}?${query}`;
const session = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('address autocomplete with a places provider', () => {
  let t: TestApp;
  const fake = fakePlaces();
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp({ places: fake.service, config: { logLevel: 'info', logStream } });
  }, testAppTimeout);
  afterAll(async () => t?.close());

  it('says so in the settings the browser reads', async () => {
    const response = await t.anonymous().get(platformPaths.settings);
    expect(clientSettingsSchema.parse(response.json()).places_autocomplete).toBe(true);
  });

  describe('access: every signed-in role may search, a guest may not', () => {
    for (const role of matrixRoles) {
      const allowed = role !== 'guest';
      it(`${role} is ${allowed ? 'allowed' : 'denied'}`, async () => {
        const client = await t.as(role);
        const suggestions = await client.get(autocomplete('input=1550%20Lar'));
        const details = await client.get(detailsPath(larimer.place_id));
        expect([suggestions.statusCode, details.statusCode]).toEqual(allowed ? [200, 200] : [401, 401]);
      });
    }
  });

  it('answers suggestions for the trimmed input and passes the session token on', async () => {
    const client = await t.as('customer');
    const response = await client.get(autocomplete(`input=${encodeURIComponent('  1550 Lar ')}&session=${session}`));
    expect(response.statusCode).toBe(200);
    expect(placesAutocompleteResponseSchema.parse(response.json())).toEqual({
      data: [{ place_id: larimer.place_id, description: '1550 Larimer St, Denver, CO' }],
    });
    expect(fake.calls.at(-1)).toEqual({ method: 'suggest', arg: '1550 Lar', session });

    const none = await client.get(autocomplete('input=zzzz'));
    expect(none.json()).toEqual({ data: [] });
  });

  it('answers the address parts and coordinates of a suggestion', async () => {
    const client = await t.as('caseManager');
    const response = await client.get(detailsPath(larimer.place_id, { session }));
    expect(response.statusCode).toBe(200);
    expect(placeDetailsResponseSchema.parse(response.json())).toEqual({ data: larimer });
    expect(fake.calls.at(-1)).toEqual({ method: 'details', arg: larimer.place_id, session });
  });

  it('answers 404 for a place the provider does not know, 422 for an id that cannot be one', async () => {
    const client = await t.as('customer');
    expect((await client.get(detailsPath('ChIJunknown'))).statusCode).toBe(404);
    for (const url of [detailsPath('not an id'), detailsPath('x'.repeat(513)), placesPaths.details]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}), url).toEqual(['place_id']);
    }
    // Street-address ids are long (base64 of the address); they must reach the provider.
    const longId = `Ei${'x'.repeat(150)}`;
    expect((await client.get(detailsPath(longId))).statusCode).toBe(404);
    expect(fake.calls.at(-1)).toEqual({ method: 'details', arg: longId, session: undefined });
  });

  it('answers 422 with field errors for missing, empty or too long input and a bad session token', async () => {
    const client = await t.as('customer');
    for (const query of ['', 'input=', 'input=%20%20', `input=${'a'.repeat(256)}`]) {
      const response = await client.get(autocomplete(query));
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}), query).toEqual(['input']);
    }
    const badSession = await client.get(autocomplete('input=1550&session=has%20spaces'));
    expect(badSession.statusCode).toBe(422);
    expect(Object.keys(badSession.json<ErrorBody>().errors ?? {})).toEqual(['session']);
    const badDetailsSession = await client.get(detailsPath(larimer.place_id, { session: 's'.repeat(37) }));
    expect(badDetailsSession.statusCode).toBe(422);
  });

  it('keeps the typed address and the place id out of the logs', async () => {
    const client = await t.as('customer');
    logLines.length = 0;
    await client.get(autocomplete('input=1550%20Larimer%20Secret'));
    await client.get(detailsPath('EiSecretPlaceId', { session }));
    const logs = logLines.join('');
    expect(logs).toContain(placesPaths.autocomplete);
    expect(logs).toContain('[redacted]');
    expect(logs).not.toMatch(/Secret/);
  });

  it('answers 502 with a message, never 500, when the provider fails', async () => {
    const client = await t.as('customer');
    const suggestions = await client.get(autocomplete('input=provider%20down'));
    expect(suggestions.statusCode).toBe(502);
    expect(suggestions.json()).toEqual({ message: placesMessages.unavailable });
    const details = await client.get(detailsPath('down'));
    expect(details.statusCode).toBe(502);
  });
});

describe('address autocomplete without a provider (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, testAppTimeout);
  afterAll(async () => t?.close());

  it('is off in the settings and its routes answer 404 to signed-in users, 401 to guests', async () => {
    const settings = await t.anonymous().get(platformPaths.settings);
    expect(clientSettingsSchema.parse(settings.json()).places_autocomplete).toBe(false);
    for (const role of ['customer', 'caseManager'] as const) {
      const client = await t.as(role);
      expect((await client.get(autocomplete('input=1550'))).statusCode).toBe(404);
      expect((await client.get(detailsPath(larimer.place_id))).statusCode).toBe(404);
    }
    expect((await (await t.as('guest')).get(autocomplete('input=1550'))).statusCode).toBe(401);
  });

  it('limits each user to 120 calls a minute, whether or not the feature is on', async () => {
    const client = await t.login('admin');
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) statuses.push((await client.get(autocomplete('input=zzzz'))).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
    const limited = await client.get(detailsPath(larimer.place_id));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: errorMessages.tooManyRequests });
    // Another user is not affected.
    expect((await (await t.as('customer')).get(autocomplete('input=zzzz'))).statusCode).toBe(404);
  });
});
