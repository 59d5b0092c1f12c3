import { z } from 'zod';
import { requiredMessage } from './errors.ts';

/**
 * Address autocomplete through a maps/places service (forms spec 3 and 7). Off unless the server has a provider
 * configured; GET /settings says whether it is on (`places_autocomplete`). Paths are ours.
 */
export const placesPaths = {
  /** GET ?input=&session= -> data[]{place_id, description} */
  autocomplete: '/internal-api/geo/places/autocomplete',
  /**
   * GET ?place_id=&session= -> data: the place's formatted address, coordinates and address components. The id is a
   * query value, not a path segment: a street address's id encodes the address, and logged URLs mask query values.
   */
  details: '/internal-api/geo/places/details',
} as const;

/** Groups the keystrokes and the final details call of one search for the provider's billing (a v4 UUID fits). */
export const placesSessionTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,36}$/);

export const placesAutocompleteQuerySchema = z.object({
  input: z.string().trim().min(1, requiredMessage).max(255),
  session: placesSessionTokenSchema.optional(),
});
export type PlacesAutocompleteQuery = z.input<typeof placesAutocompleteQuerySchema>;

export const placeSuggestionSchema = z.object({ place_id: z.string(), description: z.string() });
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
export const placesAutocompleteResponseSchema = z.object({ data: z.array(placeSuggestionSchema) });

export const placeDetailsQuerySchema = z.object({
  place_id: z.string().regex(/^[A-Za-z0-9_-]{1,512}$/),
  session: placesSessionTokenSchema.optional(),
});
export type PlaceDetailsQuery = z.input<typeof placeDetailsQuerySchema>;

/**
 * The parts the address answer reads (forms spec 3); '' when the place has none. State is the two-letter code, the
 * others their full text.
 */
export const placeAddressComponentsSchema = z.object({
  street_number: z.string(),
  route: z.string(),
  locality: z.string(),
  administrative_area_level_1: z.string(),
  administrative_area_level_2: z.string(),
  postal_code: z.string(),
});
export type PlaceAddressComponents = z.infer<typeof placeAddressComponentsSchema>;

export const placeDetailsSchema = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  components: placeAddressComponentsSchema,
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;
export const placeDetailsResponseSchema = z.object({ data: placeDetailsSchema });

/** Ours: the answer when the provider failed or timed out (502). */
export const placesMessages = {
  unavailable: 'The address search is not available right now. Please try again later.',
} as const;
