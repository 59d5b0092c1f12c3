/**
 * Turns an address into coordinates and back. The default works offline from ZIP centroids
 * (zip-centroid-geocoder.ts); a maps-service adapter implements the same interface.
 *
 * Contract for every implementation:
 * - `forward` and `reverse` resolve to null when nothing matches (the caller answers 422/404);
 * - they reject only when the service itself failed (network, quota), so callers can tell
 *   "no such place" from "try again later".
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface GeocodedPlace extends GeoPoint {
  /** Display form: 'Denver, CO 80202', or 'Denver, CO' for a whole city. */
  address: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  zip: string | null;
}

/** What a five-digit ZIP stands for: the address component fills city, state and county from it (forms spec 5). */
export interface ZipPlace extends GeoPoint {
  zip: string;
  city: string;
  state: string;
  county: string;
}

export interface Geocoder {
  /** Short name for logs and the bench ('zip-centroids', 'maps-service', ...). */
  readonly name: string;
  forward(address: string): Promise<GeocodedPlace | null>;
  reverse(point: GeoPoint): Promise<GeocodedPlace | null>;
  /** Optional: an adapter without it leaves ZIP lookups to the offline default. */
  lookupZip?(zip: string): Promise<ZipPlace | null>;
}

const earthRadiusMiles = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}
