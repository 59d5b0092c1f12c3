import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDirectoryConstants } from '@portal/contracts';
import type { DatabaseHandle } from '@portal/db';
import { categoryId, type DirectoryServiceSpec, storeDirectoryServices } from '@portal/db/directory';
import { searchServices, type SearchFilters } from './repository.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

/**
 * directory_search (migration 0056) is derived from services, their service_at_locations and locations by triggers:
 * every write that changes what the finder's radius search reads changes the rows in the same statement. And the
 * finder's total stops one past the cap.
 */

let testDatabase: TestDatabase;
let database: DatabaseHandle;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = testDatabase.handle;
}, 120_000);
afterAll(() => testDatabase?.dispose());

const denver = {
  name: 'Rows Hall',
  address1: '1 Rows St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  latitude: 39.7528,
  longitude: -104.9997,
};
const spec = (overrides: Partial<DirectoryServiceSpec> = {}): DirectoryServiceSpec => ({
  key: 'rows:pantry',
  organization: 'Rows Network',
  name: 'Rows Food Pantry',
  description: 'Groceries.',
  categories: ['Food'],
  location: denver,
  ...overrides,
});

interface SearchRow {
  sal: string;
  name: string;
  categories: string[];
  zone: string | null;
  latitude: number;
  matchesPantry: boolean;
}

async function rowsOf(serviceId: string): Promise<SearchRow[]> {
  return (await database.rawQuery(
    `select sal_id as sal, name, category_ids as categories, time_zone as zone,
       round(latitude(earth_point)::numeric, 3)::float8 as latitude,
       search_vector @@ to_tsquery('english', 'pantri:*') as "matchesPantry"
     from directory_search where service_id = $1::uuid`,
    [serviceId],
  )) as SearchRow[];
}

describe('directory_search kept by the writes', () => {
  it('holds an active service at its located location, with what the search tests', async () => {
    const [id] = await storeDirectoryServices(database.db, [spec()]);
    const [row, ...more] = await rowsOf(id!);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ name: 'Rows Food Pantry', zone: null, latitude: 39.753, matchesPantry: true });
    expect(row!.categories).toEqual([categoryId('Food')]);
  });

  it('follows a new name and categories, the location’s zone and place, and the service’s status', async () => {
    const [id] = await storeDirectoryServices(database.db, [
      spec({ name: 'Rows Meal Program', categories: ['Food', 'Housing'], description: 'Hot meals.' }),
    ]);
    const [renamed] = await rowsOf(id!);
    expect(renamed).toMatchObject({ name: 'Rows Meal Program', matchesPantry: false });
    expect([...renamed!.categories].sort()).toEqual([categoryId('Food'), categoryId('Housing')].sort());
    await database.rawQuery(
      `update directory_locations set time_zone = 'America/Denver', latitude = 40.0150, longitude = -105.2705
       where id = (select location_id from directory_service_at_locations where service_id = $1::uuid)`,
      [id],
    );
    expect(await rowsOf(id!)).toMatchObject([{ zone: 'America/Denver', latitude: 40.015 }]);
    await storeDirectoryServices(database.db, [spec({ name: 'Rows Meal Program', status: 'inactive' })]);
    expect(await rowsOf(id!)).toEqual([]);
    await storeDirectoryServices(database.db, [spec({ name: 'Rows Meal Program' })]);
    expect(await rowsOf(id!)).toHaveLength(1);
  });

  it('leaves out a service with no place, and drops a removed service_at_location', async () => {
    const [nowhere, gone] = await storeDirectoryServices(database.db, [
      spec({ key: 'rows:hotline', name: 'Rows Hotline', location: null }),
      spec({ key: 'rows:gone', name: 'Rows Gone' }),
    ]);
    expect(await rowsOf(nowhere!)).toEqual([]);
    expect(await rowsOf(gone!)).toHaveLength(1);
    await database.rawQuery('delete from directory_service_at_locations where service_id = $1::uuid', [gone]);
    expect(await rowsOf(gone!)).toEqual([]);
  });
});

describe('the finder’s total', () => {
  const filters = (tsquery: string | null): SearchFilters => ({
    page: 1,
    perPage: serviceDirectoryConstants.pageSize,
    tsquery,
    origin: null,
    categoryIds: null,
    openNow: false,
    sort: 'name',
    now: new Date(),
    defaultTimeZone: 'America/Denver',
  });

  it('stops one past the cap, and is exact below it', async () => {
    await database.rawQuery(
      `insert into directory_services (id, organization_id, name, status)
       select gen_random_uuid(), (select id from directory_organizations limit 1), 'Capcount Service ' || n, 'active'
       from generate_series(1, $1::int) n`,
      [serviceDirectoryConstants.countCap + 20],
    );
    const everything = await searchServices(database.db, filters(null));
    expect(everything[0]!.total).toBe(serviceDirectoryConstants.countCap + 1);
    expect(everything).toHaveLength(serviceDirectoryConstants.pageSize);
    // The three services named Rows... (with a place or not), counted exactly.
    const rows = await searchServices(database.db, filters('rows:*'));
    expect(rows[0]!.total).toBe(3);
  });
});

describe('the radius search’s distances', () => {
  const places = [
    { zip: '80202', city: 'Denver', latitude: 39.7528, longitude: -104.9997 },
    { zip: '80302', city: 'Boulder', latitude: 40.015, longitude: -105.2705 },
    { zip: '80401', city: 'Golden', latitude: 39.7555, longitude: -105.2211 },
    { zip: '80012', city: 'Aurora', latitude: 39.6989, longitude: -104.8378 },
    { zip: '80903', city: 'Colorado Springs', latitude: 38.8339, longitude: -104.8214 },
    { zip: '80631', city: 'Greeley', latitude: 40.4233, longitude: -104.7091 },
  ];
  const origins = [
    { latitude: 39.7392, longitude: -104.9903 },
    { latitude: 40.0, longitude: -105.0 },
  ];

  it('are earthdistance’s to the last bit, and the circle holds what earth_distance puts in it', async () => {
    const ids = await storeDirectoryServices(
      database.db,
      places.map((place, index) =>
        spec({
          key: `earthbits:${index}`,
          name: `Earthbits Pantry ${place.city}`,
          location: { name: `${place.city} Hall`, address1: `${index} Main St`, state: 'CO', ...place },
        }),
      ),
    );
    for (const origin of origins) {
      const radiusMeters = 60 * 1609.344;
      const rows = await searchServices(database.db, {
        page: 1,
        perPage: serviceDirectoryConstants.pageSize,
        tsquery: 'earthbits:*',
        origin: { ...origin, radiusMeters },
        categoryIds: null,
        openNow: false,
        sort: 'distance',
        now: new Date(),
        defaultTimeZone: 'America/Denver',
      });
      const expected = (await database.rawQuery(
        `select s.id as "serviceId",
           earth_distance(ll_to_earth($2::float8, $3::float8), ll_to_earth(l.latitude, l.longitude)) as meters
         from directory_services s
         join directory_service_at_locations sal on sal.service_id = s.id
         join directory_locations l on l.id = sal.location_id
         where s.id = any($1::uuid[])
           and earth_distance(ll_to_earth($2::float8, $3::float8), ll_to_earth(l.latitude, l.longitude)) <= $4::float8
         order by 2`,
        [ids, origin.latitude, origin.longitude, radiusMeters],
      )) as { serviceId: string; meters: number }[];
      expect(expected.length).toBeGreaterThan(2);
      expect(expected.length).toBeLessThan(places.length);
      expect(rows.map((row) => ({ serviceId: row.serviceId, meters: row.meters }))).toEqual(
        expected.map((row) => ({ serviceId: row.serviceId, meters: Number(row.meters) })),
      );
    }
  });
});
