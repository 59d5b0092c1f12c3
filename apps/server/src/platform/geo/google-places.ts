import { z } from 'zod';
import type { PlaceAddressComponents, PlaceDetails, PlaceSuggestion } from '@portal/contracts';
import type { PlacesConfig } from '../config.ts';
import { PlacesUnavailableError, type PlacesService } from './places.ts';

/**
 * Google Places API (New) over HTTP: POST /v1/places:autocomplete and GET /v1/places/{id}. The key travels in the
 * X-Goog-Api-Key header and the field mask asks only for what the address answer reads, which keeps each call in
 * the cheapest billing tier. Suggestions are limited to US addresses.
 */
export const googlePlacesBaseUrl = 'https://places.googleapis.com';
export const autocompleteFieldMask = 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text';
export const detailsFieldMask = 'id,formattedAddress,location,addressComponents';
const defaultTimeoutMs = 5_000;

const autocompleteResponse = z.object({
  suggestions: z
    .array(
      z.object({
        // Query predictions (no placePrediction) are not asked for, but would be skipped.
        placePrediction: z.object({ placeId: z.string(), text: z.object({ text: z.string() }) }).optional(),
      }),
    )
    .default([]),
});

const detailsResponse = z.object({
  id: z.string(),
  formattedAddress: z.string().default(''),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  addressComponents: z
    .array(
      z.object({ longText: z.string().default(''), shortText: z.string().default(''), types: z.array(z.string()) }),
    )
    .default([]),
});
type GoogleAddressComponent = z.infer<typeof detailsResponse>['addressComponents'][number];

export class GooglePlacesService implements PlacesService {
  readonly name = 'google-places';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly config: PlacesConfig) {
    this.baseUrl = (config.baseUrl ?? googlePlacesBaseUrl).replace(/\/+$/, '');
    this.timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  }

  async suggest(input: string, sessionToken?: string): Promise<PlaceSuggestion[]> {
    const body = { input, includedRegionCodes: ['us'], languageCode: 'en', ...(sessionToken ? { sessionToken } : {}) };
    const response = await this.request('/v1/places:autocomplete', autocompleteFieldMask, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    const { suggestions } = parse(autocompleteResponse, await readOk(response));
    return suggestions.flatMap(({ placePrediction }) =>
      placePrediction ? [{ place_id: placePrediction.placeId, description: placePrediction.text.text }] : [],
    );
  }

  async details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null> {
    const query = sessionToken ? `?sessionToken=${encodeURIComponent(sessionToken)}` : '';
    const path = `/v1/places/${encodeURIComponent(placeId)}${query}`;
    const response = await this.request(path, detailsFieldMask, { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const place = parse(detailsResponse, await readOk(response));
    return {
      place_id: place.id,
      formatted_address: place.formattedAddress,
      latitude: place.location.latitude,
      longitude: place.location.longitude,
      components: components(place.addressComponents),
    };
  }

  private async request(path: string, fieldMask: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}${path}`, {
        ...init,
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': this.config.apiKey,
          'X-Goog-FieldMask': fieldMask,
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PlacesUnavailableError(`places request failed: ${(error as Error).name}`, { cause: error });
    }
  }
}

/** The JSON of an OK response; any other status rejects (a bad key, quota, the provider down). */
async function readOk(response: Response): Promise<unknown> {
  if (!response.ok) {
    // Google's error body names the reason (API_KEY_INVALID, RESOURCE_EXHAUSTED); it never echoes the key.
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new PlacesUnavailableError(`places request answered ${response.status}: ${detail}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new PlacesUnavailableError('places response is not JSON', { cause: error });
  }
}

function parse<T>(schema: z.ZodType<T>, json: unknown): T {
  const result = schema.safeParse(json);
  if (!result.success) throw new PlacesUnavailableError('places response has an unexpected shape');
  return result.data;
}

/** The parts the address answer reads; the state as its two-letter code, the rest as full text. */
function components(parts: GoogleAddressComponent[]): PlaceAddressComponents {
  const find = (type: string) => parts.find((part) => part.types.includes(type));
  const long = (type: string) => find(type)?.longText ?? '';
  return {
    street_number: long('street_number'),
    route: long('route'),
    locality: long('locality') || long('postal_town') || long('sublocality'),
    administrative_area_level_1: find('administrative_area_level_1')?.shortText ?? '',
    administrative_area_level_2: long('administrative_area_level_2'),
    postal_code: long('postal_code'),
  };
}
