import type { FastifyInstance } from 'fastify';
import type { Geocoder, ZipPlace } from './geocoder.ts';
import { ZipCentroidGeocoder } from './zip-centroid-geocoder.ts';

export type { GeocodedPlace, Geocoder, GeoPoint, ZipPlace } from './geocoder.ts';
export { distanceMiles } from './geocoder.ts';
export { ZipCentroidGeocoder } from './zip-centroid-geocoder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Optional: buildApp may decorate a production adapter; without one the offline default serves. */
    geocoder?: Geocoder;
  }
}

let offline: ZipCentroidGeocoder | undefined;

/** The process-wide offline geocoder (its index is 41,000 ZIPs; build it once). */
export function offlineGeocoder(): ZipCentroidGeocoder {
  offline ??= new ZipCentroidGeocoder();
  return offline;
}

/** The app's geocoder: a decorated adapter when there is one, else the offline ZIP-centroid default. */
export function geocoderFor(app: FastifyInstance): Geocoder {
  return app.geocoder ?? offlineGeocoder();
}

/** ZIP -> city, state, county: the app's geocoder when it can, else the offline centroids. */
export function zipLookupFor(app: FastifyInstance): (zip: string) => Promise<ZipPlace | null> {
  const geocoder = geocoderFor(app);
  if (geocoder.lookupZip) return (zip) => geocoder.lookupZip!(zip);
  return (zip) => offlineGeocoder().lookupZip(zip);
}
