import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, programMessages, programPaths, type ProgramOption } from '@portal/contracts';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { createProgram } from '@portal/db/factories';
import { seedProgramCatalogue } from './programs.fixtures.ts';

let t: TestApp;
let customer: TestClient;
let other: TestClient;
let ids: Awaited<ReturnType<typeof seedProgramCatalogue>>['ids'];
let lookups: Awaited<ReturnType<typeof seedProgramCatalogue>>['lookups'];

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  other = await t.as('anotherCustomer');
  ({ ids, lookups } = await seedProgramCatalogue(t.db));
}, testAppTimeout);
afterAll(() => t.close());

type SearchBody = {
  data: { id: number; is_saved: boolean; distance_miles?: number; [key: string]: unknown }[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  origin: { address: string } | null;
};

async function search(query: string, client: TestClient = customer): Promise<SearchBody> {
  const response = await client.get(`${programPaths.search}${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (body: SearchBody) => body.data.map((program) => program.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('lookups', () => {
  it.each([
    [programPaths.types, ['Associate Degree', 'Certificate']],
    [programPaths.formats, ['Hybrid', 'In Person', 'Online']],
    [programPaths.providerTypes, ['Community College', 'Private Training Provider', 'University']],
  ])('%s lists id and name by name', async (path, names) => {
    const response = await customer.get(path);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: ProgramOption[] }>();
    expect(data.map((row) => row.name)).toEqual(names);
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'name']);
  });
});

describe('program search', () => {
  it('answers every field of a program and the paged meta', async () => {
    const body = await search('');
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 5 });
    expect(body.origin).toBeNull();
    const nursing = body.data.find((program) => program.id === ids.nursing)!;
    expect(nursing).toMatchObject({
      title: 'Practical Nursing',
      type: 'Certificate',
      format: 'In Person',
      cip_id: '51.3901',
      cip_title: 'Licensed Practical/Vocational Nurse Training',
      is_saved: false,
      total_cost: 999.99,
      tuition_cost: 2000,
      credit_hours: 12,
      contact_hours: 180,
      duration: '16 weeks',
      semesters: 1,
      eligible_for_financial_aid: true,
      eligible_for_gi_veteran_aid: false,
      eligible_for_paid_training: null,
      eligible_for_tuition_support: true,
      local_areas_offering_wioa_funding: 'Denver County',
      location: { name: 'Auraria Campus', address: '1111 W Colfax Ave', city: 'Denver', state: 'CO' },
      provider: {
        name: 'Mile High Community College',
        type: 'Public two-year college',
        provider_type: 'Community College',
        locations: [{ name: 'Auraria Campus', address: '1111 W Colfax Ave', city: 'Denver', state: 'CO' }],
      },
    });
    for (const field of [
      'description',
      'link',
      'prerequisite_skills',
      'expected_skills_acquired',
      'related_career_information',
    ]) {
      expect(nursing[field], field).toEqual(expect.any(String));
    }
    for (const field of [
      'description',
      'accreditation',
      'support_services',
      'contact_phone',
      'website',
      'commuting_area_description',
    ]) {
      expect((nursing.provider as Record<string, unknown>)[field], field).toEqual(expect.any(String));
    }
    expect(nursing).not.toHaveProperty('distance_miles');
    const software = body.data.find((program) => program.id === ids.software)!;
    expect(software.location).toBeNull();
    expect(software.cip_id).toBeNull();
  });

  it('orders by title without search text', async () => {
    const body = await search('');
    expect(body.data.map((program) => program.title)).toEqual([
      'Commercial Driver License Training',
      'Medical Assisting',
      'Practical Nursing',
      'Software Development Bootcamp',
      'Welding Technology',
    ]);
  });

  it('filters by type, format and provider type (comma lists of ids)', async () => {
    expect(idsOf(await search(`types=${lookups.associate}`))).toEqual([ids.medical]);
    expect(sorted(idsOf(await search(`types=${lookups.associate},${lookups.certificate}`)))).toHaveLength(5);
    expect(sorted(idsOf(await search(`formats=${lookups.hybrid},${lookups.online}`)))).toEqual(
      sorted([ids.welding, ids.software]),
    );
    expect(sorted(idsOf(await search(`providerTypes=${lookups.college}`)))).toEqual(
      sorted([ids.nursing, ids.software, ids.driving]),
    );
    expect(idsOf(await search(`providerTypes=${lookups.college}&formats=${lookups.online}`))).toEqual([ids.software]);
    expect(idsOf(await search('types=999999'))).toEqual([]);
  });

  it('applies the cost bands at their exact boundaries, leaving out programs without a cost', async () => {
    // lower_1000 / 1000_to_5000 / greater_5000 as the browser sends them (spec 7).
    expect(idsOf(await search('maxCost=999.99'))).toEqual([ids.nursing]);
    expect(sorted(idsOf(await search('minCost=1000&maxCost=5000')))).toEqual(sorted([ids.welding, ids.medical]));
    expect(idsOf(await search('minCost=5000.01'))).toEqual([ids.software]);
    expect(sorted(idsOf(await search('minCost=0')))).not.toContain(ids.driving);
  });

  it('filters tuition support 1, 0 and -1 (unknown)', async () => {
    expect(sorted(idsOf(await search('eligibleForTuitionSupport=1')))).toEqual(sorted([ids.nursing, ids.software]));
    expect(idsOf(await search('eligibleForTuitionSupport=0'))).toEqual([ids.welding]);
    expect(sorted(idsOf(await search('eligibleForTuitionSupport=-1')))).toEqual(sorted([ids.medical, ids.driving]));
  });

  it('drops empty values instead of refusing them', async () => {
    const body = await search('searchText=&address=&types=&cost=&eligibleForTuitionSupport=&saved=&minCost=');
    expect(body.meta.total).toBe(5);
    expect((await search('types=,&formats=%20,%20&providerTypes=,,')).meta.total).toBe(5);
  });

  it('matches title, provider, CIP title and description, tolerating typos', async () => {
    expect(idsOf(await search('searchText=nursng'))).toEqual([ids.nursing]);
    expect(idsOf(await search('searchText=Weldng'))).toEqual([ids.welding]);
    expect(idsOf(await search('searchText=vocational'))).toEqual([ids.nursing]);
    expect(idsOf(await search('searchText=aurora'))).toEqual([ids.welding]);
    expect(idsOf(await search('searchText=behind-the-wheel'))).toEqual([ids.driving]);
    expect(sorted(idsOf(await search('searchText=clinical')))).toEqual(sorted([ids.nursing, ids.medical]));
    // Every word must match somewhere.
    expect(idsOf(await search(`searchText=${encodeURIComponent('weldng aurora')}`))).toEqual([ids.welding]);
    expect(idsOf(await search(`searchText=${encodeURIComponent('welding nursing')}`))).toEqual([]);
    expect(idsOf(await search('searchText=%25'))).toEqual([]);
  });

  it("finds a near spelling of a CIP title's or a provider's word (their own trigram lookups), near an address too", async () => {
    // 'Licensed Practical/Vocational Nurse Training' and 'Pikes Peak Health Institute' (word similarity 0.62, 0.78);
    // the CIP title 'Instructor' is too far from 'institue' (0.44).
    expect(idsOf(await search('searchText=vocatonal'))).toEqual([ids.nursing]);
    expect(idsOf(await search('searchText=institue'))).toEqual([ids.medical]);
    // Twice on one connection's plan, and within the radius: Colorado Springs is about 60 miles from Denver.
    expect(idsOf(await search('searchText=institue&address=80903&radius=25'))).toEqual([ids.medical]);
    expect((await search('searchText=institue&address=80202&radius=25')).meta.total).toBe(0);
    expect(idsOf(await search('searchText=vocatonal&address=80202&radius=25&sort=distance'))).toEqual([ids.nursing]);
  });

  it('tries near spellings only when nothing matches as typed (one statement does both)', async () => {
    // A title with the misspelling itself: 'nursng' now matches it as typed, so the near spelling ('Practical
    // Nursing') is no longer a match.
    const [nursing] = (await t.database.rawQuery(
      'select provider_id, provider_location_id, type_id, format_id from programs where id = $1',
      [ids.nursing],
    )) as { provider_id: number; provider_location_id: number; type_id: number; format_id: number }[];
    const misspelt = await createProgram(t.db, {
      title: 'Nursng Skills Refresher',
      providerId: nursing!.provider_id,
      providerLocationId: nursing!.provider_location_id,
      typeId: nursing!.type_id,
      formatId: nursing!.format_id,
    });
    try {
      expect(idsOf(await search('searchText=nursng'))).toEqual([misspelt.id]);
      expect(idsOf(await search('searchText=nursng&address=80202&radius=25&sort=distance'))).toEqual([misspelt.id]);
      // As typed, 'nursing' is in one title; the misspelt title is only a near spelling of it.
      expect(idsOf(await search('searchText=nursing'))).toEqual([ids.nursing]);
      // The near spellings' pass keeps to the radius like the first.
      expect(idsOf(await search('searchText=weldng&address=80202&radius=25'))).toEqual([ids.welding]);
      expect((await search('searchText=weldng&address=80521&radius=25')).meta.total).toBe(0);
    } finally {
      await t.database.rawQuery('delete from programs where id = $1', [misspelt.id]);
    }
    expect(idsOf(await search('searchText=nursng&address=80202&radius=25&sort=distance'))).toEqual([ids.nursing]);
  });

  it("sets the fuzzy threshold for the fuzzy statement alone: the next statement has pg_trgm's default again", async () => {
    const threshold = async () =>
      ((await t.database.rawQuery('show pg_trgm.word_similarity_threshold')) as Record<string, string>[])[0]![
        'pg_trgm.word_similarity_threshold'
      ];
    expect(idsOf(await search('searchText=nursng'))).toEqual([ids.nursing]);
    expect(await threshold()).toBe('0.6');
  });

  it('ranks title matches above description matches', async () => {
    const body = await search('searchText=medical');
    expect(body.data[0]!.id).toBe(ids.medical);
  });

  it('answers an empty page with total 0 for no match', async () => {
    const body = await search('searchText=xylophone');
    expect(body).toMatchObject({ data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 10 } });
  });
});

describe('search near an address', () => {
  it('keeps programs within the radius and sorts by distance', async () => {
    const near = await search('address=80202&radius=10&sort=distance');
    expect(near.origin?.address).toBe('Denver, CO 80202');
    // The online program is measured at its provider's Denver campus.
    expect(idsOf(near)).toEqual([ids.nursing, ids.software, ids.welding]);
    const miles = near.data.map((program) => program.distance_miles!);
    expect(miles[0]).toBeLessThan(0.1);
    expect(miles[2]).toBeGreaterThan(5);
    expect(miles[2]).toBeLessThan(10);

    const wide = await search(`address=${encodeURIComponent('Denver, CO')}&radius=100&sort=distance`);
    expect(wide.meta.total).toBe(5);
    expect(wide.data.map((program) => program.id).slice(-2)).toEqual([ids.driving, ids.medical]);
    const distances = wide.data.map((program) => program.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeGreaterThan(55);
  });

  it('uses 25 miles when no radius is given', async () => {
    const body = await search('address=80202');
    expect(sorted(idsOf(body))).toEqual(sorted([ids.nursing, ids.software, ids.welding]));
    expect(body.data.every((program) => typeof program.distance_miles === 'number')).toBe(true);
  });

  it('combines the address with the other filters', async () => {
    const body = await search(`address=80202&radius=100&eligibleForTuitionSupport=-1&sort=distance`);
    expect(idsOf(body)).toEqual([ids.driving, ids.medical]);
    expect(idsOf(await search('address=80903&radius=5&searchText=nursing'))).toEqual([]);
  });

  it('answers 422 on address for an address it cannot find', async () => {
    for (const address of ['00000', 'Nowhere, ZZ', 'Springfield']) {
      const response = await customer.get(`${programPaths.search}?address=${encodeURIComponent(address)}`);
      expect(response.statusCode, address).toBe(422);
      expect(response.json<ErrorBody>().errors).toEqual({ address: [programMessages.unknownAddress] });
    }
  });
});

describe('bad filters', () => {
  it.each([
    ['types=abc', 'types'],
    ['types=1,-2', 'types'],
    ['formats=1.5', 'formats'],
    ['providerTypes=0', 'providerTypes'],
    ['minCost=-1', 'minCost'],
    ['maxCost=abc', 'maxCost'],
    ['minCost=10.999', 'minCost'],
    ['minCost=6000&maxCost=5000', 'minCost'],
    ['eligibleForTuitionSupport=2', 'eligibleForTuitionSupport'],
    ['eligibleForTuitionSupport=true', 'eligibleForTuitionSupport'],
    ['saved=maybe', 'saved'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['radius=0&address=80202', 'radius'],
    ['radius=501&address=80202', 'radius'],
    ['sort=distance', 'sort'],
    ['sort=newest', 'sort'],
    ['types=1&types=2', 'types'],
    [`searchText=${'x'.repeat(201)}`, 'searchText'],
    ['searchText=a%00b', 'searchText'],
  ])('%s answers 422 on %s', async (query, field) => {
    const response = await customer.get(`${programPaths.search}?${query}`);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json<ErrorBody>();
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(body.message).toEqual(expect.any(String));
  });
});

describe('saving a program', () => {
  it('toggles the saved flag, per customer', async () => {
    const saved = await customer.post(programPaths.save(ids.welding));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { is_saved: true } });

    const mine = await search('saved=1');
    expect(idsOf(mine)).toEqual([ids.welding]);
    expect(mine.data[0]!.is_saved).toBe(true);
    expect((await search('searchText=welding')).data[0]!.is_saved).toBe(true);

    // Another customer sees it unsaved and has no saved programs.
    expect((await search('searchText=welding', other)).data[0]!.is_saved).toBe(false);
    expect(idsOf(await search('saved=1', other))).toEqual([]);
    expect((await search('saved=0', other)).meta.total).toBe(5);

    const unsaved = await customer.post(programPaths.save(ids.welding));
    expect(unsaved.json()).toEqual({ data: { is_saved: false } });
    expect(idsOf(await search('saved=1'))).toEqual([]);
  });

  it('answers 404 for an unknown program and 403 without the CSRF header', async () => {
    expect((await customer.post(programPaths.save(999_999))).statusCode).toBe(404);
    expect((await customer.post('/internal-api/program-finder/abc')).statusCode).toBe(404);
    const noCsrf = await customer.post(programPaths.save(ids.nursing), undefined, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(idsOf(await search('saved=1'))).toEqual([]);
  });
});
