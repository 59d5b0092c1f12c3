import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autocompleteFieldMask, detailsFieldMask, GooglePlacesService } from './google-places.ts';
import { PlacesUnavailableError } from './places.ts';

/**
 * The adapter's contract with Google Places API (New), checked against a local HTTP server that answers in the
 * shapes the API documents: the request it must send (path, key header, field mask, body) and the answers it
 * must map, including failures.
 */

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}
type Answer = (seen: Seen, res: ServerResponse) => void;

const apiKey = 'test-places-key';
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: Answer = (_seen, res) => res.writeHead(500).end();

const json =
  (status: number, body: unknown): Answer =>
  (_seen, res) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      seen.push(entry);
      answer(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const places = () => new GooglePlacesService({ apiKey, baseUrl, timeoutMs: 1_000 });

// Shapes as Places API (New) returns them for the field masks the adapter sends.
const autocompleteAnswer = {
  suggestions: [
    {
      placePrediction: {
        place: 'places/ChIJd8BlQ2BZwokRAFUEcm_qrcA',
        placeId: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA',
        text: { text: '1550 Larimer Street, Denver, CO, USA', matches: [{ endOffset: 4 }] },
      },
    },
    { queryPrediction: { text: { text: '1550 Larimer pizza' } } },
    {
      placePrediction: {
        placeId: 'ChIJ2Wq7uM94bIcR0x8b8x7QfQM',
        text: { text: '1550 Larimer Avenue, Fort Collins, CO, USA' },
      },
    },
  ],
};

const detailsAnswer = {
  id: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA',
  formattedAddress: '1550 Larimer St, Denver, CO 80202, USA',
  location: { latitude: 39.7481, longitude: -104.9997 },
  addressComponents: [
    { longText: '1550', shortText: '1550', types: ['street_number'], languageCode: 'en-US' },
    { longText: 'Larimer Street', shortText: 'Larimer St', types: ['route'], languageCode: 'en' },
    {
      longText: 'Lower Downtown',
      shortText: 'Lower Downtown',
      types: ['neighborhood', 'political'],
      languageCode: 'en',
    },
    { longText: 'Denver', shortText: 'Denver', types: ['locality', 'political'], languageCode: 'en' },
    {
      longText: 'Denver County',
      shortText: 'Denver County',
      types: ['administrative_area_level_2', 'political'],
      languageCode: 'en',
    },
    { longText: 'Colorado', shortText: 'CO', types: ['administrative_area_level_1', 'political'], languageCode: 'en' },
    { longText: 'United States', shortText: 'US', types: ['country', 'political'], languageCode: 'en' },
    { longText: '80202', shortText: '80202', types: ['postal_code'], languageCode: 'en-US' },
  ],
};

describe('GooglePlacesService.suggest', () => {
  it('posts the input with the key, the field mask and the session token, and maps place predictions', async () => {
    answer = json(200, autocompleteAnswer);
    const suggestions = await places().suggest('1550 Larimer', 'a6d1c5e2-3f4b-4c8d-9e0f-1a2b3c4d5e6f');

    expect(suggestions).toEqual([
      { place_id: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA', description: '1550 Larimer Street, Denver, CO, USA' },
      { place_id: 'ChIJ2Wq7uM94bIcR0x8b8x7QfQM', description: '1550 Larimer Avenue, Fort Collins, CO, USA' },
    ]);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/places:autocomplete' });
    expect(request!.headers['x-goog-api-key']).toBe(apiKey);
    expect(request!.headers['x-goog-fieldmask']).toBe(autocompleteFieldMask);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      input: '1550 Larimer',
      includedRegionCodes: ['us'],
      languageCode: 'en',
      sessionToken: 'a6d1c5e2-3f4b-4c8d-9e0f-1a2b3c4d5e6f',
    });
  });

  it('sends no session token when there is none, and reads an empty answer as no suggestions', async () => {
    answer = json(200, {});
    expect(await places().suggest('zzzz')).toEqual([]);
    expect(seen[0]!.body).not.toHaveProperty('sessionToken');
  });
});

describe('GooglePlacesService.details', () => {
  it('gets the place with the field mask and session token and maps the parts the address answer reads', async () => {
    answer = json(200, detailsAnswer);
    const place = await places().details('ChIJd8BlQ2BZwokRAFUEcm_qrcA', 'session_1');

    expect(place).toEqual({
      place_id: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA',
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
    });
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'GET',
      url: '/v1/places/ChIJd8BlQ2BZwokRAFUEcm_qrcA?sessionToken=session_1',
    });
    expect(request!.headers['x-goog-api-key']).toBe(apiKey);
    expect(request!.headers['x-goog-fieldmask']).toBe(detailsFieldMask);
  });

  it('leaves missing parts empty and takes a borough when there is no locality', async () => {
    answer = json(200, {
      id: 'ChIJbrooklyn',
      formattedAddress: 'Brooklyn, NY, USA',
      location: { latitude: 40.6782, longitude: -73.9442 },
      addressComponents: [
        { longText: 'Brooklyn', shortText: 'Brooklyn', types: ['sublocality_level_1', 'sublocality', 'political'] },
        { longText: 'New York', shortText: 'NY', types: ['administrative_area_level_1', 'political'] },
      ],
    });
    const place = await places().details('ChIJbrooklyn');
    expect(place?.components).toEqual({
      street_number: '',
      route: '',
      locality: 'Brooklyn',
      administrative_area_level_1: 'NY',
      administrative_area_level_2: '',
      postal_code: '',
    });
    expect(seen[0]!.url).toBe('/v1/places/ChIJbrooklyn');
  });

  it('answers null for a place the provider does not know (404)', async () => {
    answer = json(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
    expect(await places().details('ChIJgone')).toBeNull();
  });
});

describe('provider failures reject with PlacesUnavailableError', () => {
  const failures: Array<[string, Answer]> = [
    ['a bad key (400)', json(400, { error: { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT' } })],
    ['no permission (403)', json(403, { error: { code: 403, status: 'PERMISSION_DENIED' } })],
    ['quota (429)', json(429, { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } })],
    ['a server error (500)', json(500, { error: { code: 500, status: 'INTERNAL' } })],
    ['a body that is not JSON', (_seen, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')],
    ['an unexpected shape', json(200, { suggestions: 'none' })],
  ];
  it.each(failures)('suggest: %s', async (_name, failure) => {
    answer = failure;
    await expect(places().suggest('1550 Larimer')).rejects.toBeInstanceOf(PlacesUnavailableError);
  });

  it('details: a 200 without coordinates, and an error status', async () => {
    answer = json(200, { id: 'x', formattedAddress: 'Somewhere' });
    await expect(places().details('x')).rejects.toBeInstanceOf(PlacesUnavailableError);
    answer = json(503, { error: { code: 503, status: 'UNAVAILABLE' } });
    await expect(places().details('x')).rejects.toBeInstanceOf(PlacesUnavailableError);
  });

  it('a provider that does not answer in time', async () => {
    answer = () => undefined; // never responds
    const slow = new GooglePlacesService({ apiKey, baseUrl, timeoutMs: 100 });
    const started = Date.now();
    await expect(slow.suggest('1550 Larimer')).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a provider that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new GooglePlacesService({ apiKey, baseUrl: `http://127.0.0.1:${port}` });
    await expect(unreachable.details('x')).rejects.toBeInstanceOf(PlacesUnavailableError);
  });
});
