import type { PlaceDetails, PlaceSuggestion } from '@portal/contracts';

/**
 * Address autocomplete and place details (forms spec 3 and 7). There is no offline default: without a configured
 * provider the app has no PlacesService (null) and the feature is off.
 *
 * Contract for every implementation:
 * - `suggest` resolves to [] and `details` to null when nothing matches;
 * - both reject with PlacesUnavailableError only when the provider failed (network, timeout, quota, a bad key).
 */
export interface PlacesService {
  /** Short name for logs ('google-places', ...). */
  readonly name: string;
  suggest(input: string, sessionToken?: string): Promise<PlaceSuggestion[]>;
  details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null>;
}

export class PlacesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesUnavailableError';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured provider, or null when address autocomplete is off. */
    places: PlacesService | null;
  }
}
