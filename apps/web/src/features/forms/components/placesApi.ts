import { placesPaths, type AddressAnswer, type PlaceDetails } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../platform/api-client';

/** One search session: the keystrokes and the chosen place's details share a token (the provider bills per session). */
export function newPlacesSession(): string {
  return crypto.randomUUID();
}

/** Address suggestions for the lookup text; a failed search shows as nothing found (forms spec: lookups fail empty). */
export function placesSuggestQuery(input: string, session: string) {
  const text = input.trim();
  return queryOptions({
    queryKey: ['forms', 'places', text] as const,
    queryFn: async ({ signal }) => {
      try {
        return (await client.get(placesPaths.autocomplete, { query: { input: text, session }, signal })).data;
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
    enabled: text !== '',
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}

export async function fetchPlaceDetails(placeId: string, session: string) {
  return (await client.get(placesPaths.details, { query: { place_id: placeId, session } })).data;
}

/** The spec's lookup: address is street number plus route; city, state, ZIP and county from their components. */
export function addressFromPlace(current: AddressAnswer, place: PlaceDetails, description: string): AddressAnswer {
  const parts = place.components;
  return {
    ...current,
    lookup: description,
    address: [parts.street_number, parts.route].filter(Boolean).join(' '),
    city: parts.locality,
    state: parts.administrative_area_level_1,
    zip: parts.postal_code,
    county: parts.administrative_area_level_2,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
