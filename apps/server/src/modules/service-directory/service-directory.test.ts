import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ServiceDirectoryResource,
  type ServiceDirectoryResourceDetail,
  type ServiceDirectorySearchResponse,
  serviceDirectoryMessages,
  serviceDirectoryPaths,
} from '@portal/contracts';
import {
  categoryId,
  type DirectoryServiceSpec,
  enableServiceDirectory,
  storeDirectoryServices,
} from '@portal/db/directory';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { offlineGeocoder } from '../../platform/geo/index.ts';
import { scheduleText } from './service.ts';

let t: TestApp;
let guest: TestClient;
let customer: TestClient;
let staff: TestClient;

const days = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** Today's and yesterday's RRULE day in Denver, so a "closed now" service is closed whatever the clock says. */
function denverDay(offsetDays = 0): string {
  const name = new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-US', {
    weekday: 'short',
    timeZone: 'America/Denver',
  });
  return name.slice(0, 2).toUpperCase();
}
const closedDay = () => days.find((day) => day !== denverDay() && day !== denverDay(-1))!;

async function place(zip: string, name: string, address1: string) {
  const found = await offlineGeocoder().lookupZip(zip);
  if (!found) throw new Error(`no centroid for ${zip}`);
  return {
    name,
    address1,
    city: found.city,
    state: found.state,
    zip,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}

const search = async (client: TestClient, query: string) => {
  const response = await client.get(`${serviceDirectoryPaths.resources}?${query}`);
  return {
    status: response.statusCode,
    body: response.json<ServiceDirectorySearchResponse & { errors?: Record<string, string[]> }>(),
  };
};
const names = (data: ServiceDirectoryResource[]) => data.map((row) => row.name);

beforeAll(async () => {
  t = await createTestApp();
  guest = await t.login('guest');
  customer = await t.as('customer');
  staff = await t.as('caseManager');
  const downtown = await place('80204', 'Westside Hall', '100 Test St');
  const aurora = await place('80011', 'Aurora Hall', '200 Test Ave');
  const springs = await place('80907', 'Springs Hall', '300 Test Rd');
  const specs: DirectoryServiceSpec[] = [
    {
      key: 'test:pantry-always',
      organization: 'Test Food Network',
      name: 'Always Open Food Pantry',
      description: 'Groceries and fresh produce every day.',
      categories: ['Food'],
      location: downtown,
      phone: '303-555-0190',
      email: 'pantry@example.org',
      website: 'https://pantry.example.org',
      hours: [{ days: '', opens: '00:00', closes: '23:59' }],
    },
    {
      key: 'test:pantry-closed',
      organization: 'Test Food Network',
      name: 'Weekly Food Pantry',
      description: 'A pantry open one morning a week.',
      categories: ['Food'],
      location: aurora,
      hours: [{ days: closedDay(), opens: '09:00', closes: '10:00' }],
    },
    {
      key: 'test:legal',
      organization: 'Test Legal Aid',
      name: 'Tenant Legal Clinic',
      description: 'Free advice for renters facing eviction.',
      categories: ['Legal', 'Housing'],
      location: springs,
    },
    {
      key: 'test:hotline',
      organization: 'Test Legal Aid',
      name: 'Statewide Housing Hotline',
      description: 'Phone help with rent and shelter, no office.',
      categories: ['Housing'],
      location: null,
      phone: '303-555-0191',
    },
    {
      key: 'test:inactive',
      organization: 'Test Food Network',
      name: 'Closed Down Pantry',
      description: 'No longer operating.',
      categories: ['Food'],
      location: downtown,
      status: 'inactive',
    },
    ...Array.from({ length: 11 }, (_, i) => ({
      key: `test:clinic-${i}`,
      organization: 'Test Health Partners',
      name: `Neighborhood Clinic ${String(i + 1).padStart(2, '0')}`,
      description: 'Primary care on a sliding fee scale.',
      categories: ['Health'],
      location: springs,
    })),
  ];
  await storeDirectoryServices(t.db, specs);
}, testAppTimeout);
afterAll(async () => t?.close());

describe('the feature flag', () => {
  it('is off by default: the flag call says so and the data calls answer 404', async () => {
    await enableServiceDirectory(t.db, false);
    const flag = await guest.get(serviceDirectoryPaths.featureEnabled);
    expect(flag.statusCode).toBe(200);
    expect(flag.json()).toEqual({ feature_enabled: false });
    expect((await customer.get(serviceDirectoryPaths.categories)).statusCode).toBe(404);
    expect((await customer.get(serviceDirectoryPaths.resources)).statusCode).toBe(404);
    // The search statement reads the flag itself; what it would refuse with the flag on is still a 404 with it off.
    expect((await guest.get(`${serviceDirectoryPaths.resources}?address=Nowhere%20Land%20ZZ`)).statusCode).toBe(404);
    const unknownCategory = `${serviceDirectoryPaths.resources}?category=${categoryId('No such category')}`;
    expect((await guest.get(unknownCategory)).statusCode).toBe(404);
    expect((await guest.get(`${serviceDirectoryPaths.resources}?keyword=pantry&address=80202`)).statusCode).toBe(404);
    await enableServiceDirectory(t.db, true);
    expect((await guest.get(serviceDirectoryPaths.featureEnabled)).json()).toEqual({ feature_enabled: true });
  });
});

describe('with the directory on', () => {
  beforeAll(async () => enableServiceDirectory(t.db, true));

  it('lists the categories listed services carry, by name', async () => {
    const response = await guest.get(serviceDirectoryPaths.categories);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: ['Food', 'Health', 'Housing', 'Legal'].map((name) => ({ id: categoryId(name), name })),
    });
  });

  it('finds by keyword, with the spec fields, never inactive services', async () => {
    const { status, body } = await search(customer, 'keyword=food%20pantry');
    expect(status).toBe(200);
    expect(names(body.data).sort()).toEqual(['Always Open Food Pantry', 'Weekly Food Pantry']);
    const pantry = body.data.find((row) => row.name === 'Always Open Food Pantry')!;
    expect(pantry).toMatchObject({
      description: 'Groceries and fresh produce every day.',
      address: '100 Test St, Denver, CO 80204',
      website: 'https://pantry.example.org',
      phone_number: '303-555-0190',
      email: 'pantry@example.org',
      organization_name: 'Test Food Network',
      distance_miles: null,
      open_now: true,
      schedule: 'Open 24 hours, every day',
      categories: [{ id: categoryId('Food'), name: 'Food' }],
    });
    expect(body).toMatchObject({ currentPage: 1, lastPage: 1, total: 2, perPage: 10, origin: null, radius: null });
  });

  it('matches word prefixes and stems ("pant" finds pantries)', async () => {
    const { body } = await search(guest, 'keyword=pant');
    expect(names(body.data)).toContain('Always Open Food Pantry');
  });

  it('searches within a radius of a ZIP, nearest first, with distances', async () => {
    const { status, body } = await search(guest, 'address=80204&radius=25&sort=distance');
    expect(status).toBe(200);
    expect(names(body.data)).toEqual(['Always Open Food Pantry', 'Weekly Food Pantry']);
    expect(body.data[0]!.distance_miles).toBe(0);
    expect(body.data[1]!.distance_miles).toBeGreaterThan(3);
    expect(body.origin?.address).toContain('80204');
    expect(body.radius).toBe(25);
    // 100 miles reaches Colorado Springs; a service without a location is never in a radius search.
    const wide = await search(guest, 'address=80204&radius=100');
    expect(wide.body.total).toBe(14);
    expect(names(wide.body.data)).not.toContain('Statewide Housing Hotline');
  });

  it("searches around the browser's position", async () => {
    const { status, body } = await search(guest, 'lat=38.8339&lng=-104.8214&radius=15&category=' + categoryId('Legal'));
    expect(status).toBe(200);
    expect(names(body.data)).toEqual(['Tenant Legal Clinic']);
    expect(body.data[0]!.distance_miles).toBeLessThan(15);
  });

  it('filters by categories (any of them) and by open now', async () => {
    const housing = await search(staff, `category=${categoryId('Housing')},${categoryId('Legal')}`);
    expect(names(housing.body.data)).toEqual(['Statewide Housing Hotline', 'Tenant Legal Clinic']);
    const open = await search(guest, `keyword=pantry&open_now=1`);
    expect(names(open.body.data)).toEqual(['Always Open Food Pantry']);
    const closed = (await search(guest, 'keyword=weekly')).body.data[0]!;
    expect(closed.open_now).toBe(false);
    expect(closed.schedule).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) 9:00 AM-10:00 AM$/);
    const unknown = (await search(guest, 'keyword=hotline')).body.data[0]!;
    expect(unknown).toMatchObject({ open_now: null, schedule: null, address: null, phone_number: '303-555-0191' });
  });

  it('pages by ten: data, currentPage, lastPage', async () => {
    const first = await search(guest, `category=${categoryId('Health')}`);
    expect(first.body).toMatchObject({ currentPage: 1, lastPage: 2, total: 11 });
    expect(first.body.data).toHaveLength(10);
    const second = await search(guest, `category=${categoryId('Health')}&page=2`);
    expect(names(second.body.data)).toEqual(['Neighborhood Clinic 11']);
    const beyond = await search(guest, `category=${categoryId('Health')}&page=5`);
    expect(beyond.body).toMatchObject({ data: [], currentPage: 5, lastPage: 2 });
  });

  it("answers 'No Record Found' data as an empty page", async () => {
    const { status, body } = await search(guest, 'keyword=zzzyqx');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: [], total: 0, lastPage: 1 });
  });

  it('refuses bad input with field errors (422)', async () => {
    const cases: [string, string, string][] = [
      ['radius=7&address=80204', 'radius', serviceDirectoryMessages.radius],
      ['address=Nowhere%20Land%20ZZ', 'address', serviceDirectoryMessages.unknownAddress],
      ['category=12', 'category', serviceDirectoryMessages.invalidCategories],
      [`category=${categoryId('No such category')}`, 'category', serviceDirectoryMessages.invalidCategories],
      ['lat=39.7', 'lng', serviceDirectoryMessages.coordinatesTogether],
      ['lat=91&lng=0', 'lat', serviceDirectoryMessages.latitude],
      ['sort=distance', 'sort', serviceDirectoryMessages.locationForDistance],
      ['sort=price', 'sort', serviceDirectoryMessages.sort],
      ['open_now=maybe', 'open_now', serviceDirectoryMessages.openNow],
      ['page=0', 'page', 'The page must be at least 1.'],
      [`keyword=${'a'.repeat(201)}`, 'keyword', 'The keyword may not be greater than 200 characters.'],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await search(guest, query);
      expect(status, query).toBe(422);
      expect(body.errors?.[field]?.[0], query).toBe(message);
    }
  });

  it('returns one service in detail, and 404 for an unknown or inactive one', async () => {
    const { body } = await search(guest, 'keyword=legal');
    const id = body.data[0]!.id;
    const response = await customer.get(serviceDirectoryPaths.resource(id));
    expect(response.statusCode).toBe(200);
    const detail = response.json<ServiceDirectoryResourceDetail>();
    expect(detail).toMatchObject({
      id,
      name: 'Tenant Legal Clinic',
      organization: { name: 'Test Legal Aid' },
      locations: [{ name: 'Springs Hall', address: '300 Test Rd, Colorado Springs, CO 80907' }],
    });
    expect((await guest.get(serviceDirectoryPaths.resource('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(
      404,
    );
    expect((await guest.get(serviceDirectoryPaths.resource('not-a-uuid'))).statusCode).toBe(404);
  });

  it('sends no-store on the session-dependent calls', async () => {
    const response = await customer.get(`${serviceDirectoryPaths.resources}?keyword=pantry`);
    expect(String(response.headers['cache-control'])).toContain('no-store');
  });
});

describe('hours as text', () => {
  it('groups days with the same hours', () => {
    const row = (byday: string, opensAt: string, closesAt: string) => ({
      serviceId: null,
      salId: null,
      locationId: null,
      freq: 'WEEKLY',
      byday,
      opensAt,
      closesAt,
      validFrom: null,
      validTo: null,
      description: null,
    });
    expect(scheduleText([row('MO,TU,WE,TH,FR', '09:00:00', '17:00:00'), row('SA', '10:00:00', '14:00:00')])).toBe(
      'Mon-Fri 9:00 AM-5:00 PM; Sat 10:00 AM-2:00 PM',
    );
    expect(scheduleText([row('MO,WE', '12:00:00', '13:30:00')])).toBe('Mon 12:00 PM-1:30 PM; Wed 12:00 PM-1:30 PM');
    expect(scheduleText([])).toBeNull();
  });
});
