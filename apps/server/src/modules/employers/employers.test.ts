import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Employer,
  type EmployerListResponse,
  type EmployerLocation,
  type EmployerUser,
  employerMessages,
  employerPath,
  employerPaths as paths,
  type ErrorBody,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import {
  type CreatedData,
  createEmployerThroughApi,
  employerBody,
  type EmployerUserList,
  locationBody,
  type OptionList,
  type ServiceProvidedList,
  userBody,
} from './employers.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());

const path = (template: string, params: Record<string, number>) => employerPath(template, params);

describe('employer records', () => {
  it('creates a record at the creator’s location and shows it read-only as the account originator', async () => {
    const client = await t.as('caseManager');
    const response = await client.post(paths.list, employerBody({ company_name: 'Bluebird Bakery' }));
    expect(response.statusCode, response.body).toBe(201);
    const employer = response.json<Employer>();
    expect(employer).toMatchObject({
      company_name: 'Bluebird Bakery',
      account_originator: 'Location A',
      account_originator_location_id: t.world.locationA.id,
      host_registered_apprenticeships_future: true,
      host_registered_apprenticeships_types: [],
      work_based_learning_opportunities_future: null,
      work_based_learning_opportunities_types: ['Internships'],
    });
    // An update cannot move the record to another location.
    const updated = await client.put(path(paths.record, { id: employer.id }), {
      ...employerBody({ company_name: 'Bluebird Bakery & Cafe' }),
      account_originator_location_id: t.world.locationB.id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      company_name: 'Bluebird Bakery & Cafe',
      account_originator_location_id: t.world.locationA.id,
    });
  });

  it('takes the account originator from the creator, never from the body (staff spec 2.14)', async () => {
    const client = await t.as('caseManager');
    const other = await client.post(paths.list, {
      ...employerBody(),
      account_originator_location_id: t.world.locationB.id,
      account_originator: 'Location B',
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json()).toMatchObject({
      account_originator: 'Location A',
      account_originator_location_id: t.world.locationA.id,
    });
  });

  it("refuses a bad form with the spec's words (422)", async () => {
    const client = await t.as('caseManager');

    const bad = await client.post(paths.list, employerBody({ company_name: ' ', fein: '12345678a', website: 'nope' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors).toMatchObject({
      company_name: [employerMessages.companyNameRequired],
      fein: [employerMessages.feinDigits],
      website: [employerMessages.websiteInvalid],
    });
    const short = await client.post(paths.list, employerBody({ fein: '1234' }));
    expect(short.json<ErrorBody>().errors).toEqual({ fein: [employerMessages.feinLength] });
    const noFuture = await client.post(paths.list, employerBody({ host_registered_apprenticeships_future: null }));
    expect(noFuture.json<ErrorBody>().errors).toEqual({
      host_registered_apprenticeships_future: [employerMessages.selectOption],
    });
    const noAnswer = await client.post(paths.list, { ...employerBody(), h2a_jobs: undefined });
    expect(noAnswer.json<ErrorBody>().errors).toEqual({ h2a_jobs: [employerMessages.selectOption] });
  });

  it('lists only the records of the caller’s locations, 25 a page, searchable by each field', async () => {
    const a = await t.as('caseManager');
    const { employer } = await createEmployerThroughApi(a, {
      company_name: 'Quillfeather Printing',
      fein: '998877665',
    });
    await a.post(
      path(paths.locations, { id: employer.id }),
      locationBody({ address: '77 Larkspur Lane', county: 'Boulder', zipcode: '80302', city: 'Boulder' }),
    );
    const search = async (search_by: string, search_term: string) => {
      const response = await a.get(`${paths.list}?${new URLSearchParams({ search_by, search_term })}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<EmployerListResponse>().data.map((row) => row.company_name);
    };
    expect(await search('company_name', 'quillfeather')).toEqual(['Quillfeather Printing']);
    expect(await search('fein', '99887')).toEqual(['Quillfeather Printing']);
    expect(await search('address', 'larkspur')).toEqual(['Quillfeather Printing']);
    expect(await search('county', 'boul')).toEqual(['Quillfeather Printing']);
    expect(await search('zipcode', '80302')).toEqual(['Quillfeather Printing']);
    expect(await search('company_name', '100%')).toEqual([]);

    const page = (await a.get(paths.list)).json<EmployerListResponse>();
    expect(page).toMatchObject({ current_page: 1, per_page: 25, from: 1 });
    expect(page.data.find((row) => row.company_name === 'Quillfeather Printing')).toMatchObject({
      account_originator: 'Location A',
      locations_count: 2,
    });
    const otherLocation = (await (await t.as('caseManagerOther')).get(paths.list)).json<EmployerListResponse>();
    expect(otherLocation.data.map((row) => row.company_name)).not.toContain('Quillfeather Printing');
    const agency = (
      await (await t.as('agencyAdmin')).get(`${paths.list}?search_term=Quillfeather`)
    ).json<EmployerListResponse>();
    expect(agency.data).toHaveLength(1);
    expect((await (await t.as('caseManagerOther')).get(path(paths.record, { id: employer.id }))).statusCode).toBe(403);
  });

  it('pages by 25 with the envelope of spec section 3', async () => {
    const client = await t.as('admin');
    for (let i = 0; i < 26; i++) await client.post(paths.list, employerBody({ company_name: `Zephyr Paging ${i}` }));
    const second = (await client.get(`${paths.list}?search_term=Zephyr%20Paging&page=2`)).json<EmployerListResponse>();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, from: 26, to: 26, total: 26, per_page: 25 });
  });

  it('deletes softly: gone from lists and 404 afterwards, but the row stays', async () => {
    const client = await t.as('caseManager');
    const { employer } = await createEmployerThroughApi(client, { company_name: 'Vanishing Ventures' });
    expect((await client.delete(path(paths.record, { id: employer.id }))).json()).toEqual({ deleted: true });
    expect((await client.get(path(paths.record, { id: employer.id }))).statusCode).toBe(404);
    expect((await client.get(`${paths.list}?search_term=Vanishing`)).json<EmployerListResponse>().total).toBe(0);
    const [row] = await t.db.select().from(schema.employers).where(eq(schema.employers.id, employer.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('locations and their users', () => {
  it('fixes the country to US and places the location by its ZIP centroid', async () => {
    const client = await t.as('caseManager');
    const { employer, location } = await createEmployerThroughApi(client);
    const read = (
      await client.get(path(paths.location, { id: employer.id, locationId: location.id }))
    ).json<EmployerLocation>();
    expect(read).toMatchObject({ country: 'US', zipcode: '80202', creator_location: 'Location A' });
    const [row] = await t.db
      .select()
      .from(schema.employerLocations)
      .where(eq(schema.employerLocations.id, location.id));
    expect(row?.latitude).toBeCloseTo(39.749, 2);
    const foreign = await client.post(path(paths.locations, { id: employer.id }), { ...locationBody(), country: 'CA' });
    expect(foreign.statusCode).toBe(422);
    const empty = await client.post(path(paths.locations, { id: employer.id }), {});
    expect(empty.json<ErrorBody>().errors).toMatchObject({
      label: ['Label is required'],
      county: ['County is required'],
      zipcode: ['Zip code is required'],
      phone: ['Phone is required'],
    });
    const badPhone = await client.post(path(paths.locations, { id: employer.id }), locationBody({ phone: '555-01' }));
    expect(badPhone.json<ErrorBody>().errors).toEqual({ phone: [employerMessages.phoneInvalid] });
  });

  it('stores and shows location and contact phones as (###) ###-#### (staff spec 9)', async () => {
    const client = await t.as('caseManager');
    const { employer } = await createEmployerThroughApi(client);
    const created = await client.post(
      path(paths.locations, { id: employer.id }),
      locationBody({ phone: '1-303.555.0177 ext 42' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<EmployerLocation>().phone).toBe('(303) 555-0177 x42');
    const users = path(paths.locationUsers, { id: employer.id, locationId: created.json<EmployerLocation>().id });
    const user = await client.post(users, userBody({ phone: '3035550178' }));
    expect(user.statusCode, user.body).toBe(201);
    expect((await client.get(users)).json<EmployerUserList>().data).toEqual([
      expect.objectContaining({ phone: '(303) 555-0178' }),
    ]);
  });

  it('refuses a contact email already in use, in any case, with the spec’s message', async () => {
    const client = await t.as('caseManager');
    const { employer, location } = await createEmployerThroughApi(client);
    const users = path(paths.locationUsers, { id: employer.id, locationId: location.id });
    const first = await client.post(users, userBody({ email: 'pat.jones@unique.example' }));
    expect(first.statusCode, first.body).toBe(201);
    const again = await client.post(users, userBody({ email: 'Pat.Jones@UNIQUE.example' }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: employerMessages.emailInUse,
      errors: { email: [employerMessages.emailInUse] },
    });
    // Saving the same contact with its own email is not a clash.
    const user = first.json<EmployerUser>();
    const own = await client.put(
      path(paths.locationUser, { id: employer.id, locationId: location.id, userId: user.id }),
      {
        ...userBody({ email: 'pat.jones@unique.example' }),
        title: 'Recruiter',
      },
    );
    expect(own.statusCode, own.body).toBe(200);
    expect((await client.get(users)).json<EmployerUserList>().data).toEqual([
      expect.objectContaining({ title: 'Recruiter' }),
    ]);
    // A deleted contact frees the email.
    await client.delete(path(paths.locationUser, { id: employer.id, locationId: location.id, userId: user.id }));
    expect((await client.post(users, userBody({ email: 'pat.jones@unique.example' }))).statusCode).toBe(201);
  });

  it('keeps a location of another employer out of reach (404)', async () => {
    const client = await t.as('caseManager');
    const one = await createEmployerThroughApi(client);
    const two = await createEmployerThroughApi(client);
    const crossed = await client.get(path(paths.location, { id: one.employer.id, locationId: two.location.id }));
    expect(crossed.statusCode).toBe(404);
  });
});

describe('service provided', () => {
  it('logs a service at one of the employer’s locations and lists it', async () => {
    const client = await t.as('caseManager');
    const { employer, location } = await createEmployerThroughApi(client);
    const types = (await client.get(paths.serviceTypes)).json<OptionList>().data;
    const business = types.find((type) => type.name === 'Business Services')!;
    const service = (await client.get(path(paths.services, { typeId: business.id }))).json<OptionList>().data[0]!;
    const url = path(paths.servicesProvided, { id: employer.id });
    const created = await client.post(url, {
      employer_location_id: location.id,
      employer_service_type_id: business.id,
      employer_service_id: service.id,
      notes: 'Met the hiring manager.',
      start_date: '2026-03-02',
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = (await client.get(url)).json<ServiceProvidedList>();
    // One row; toMatchObject compares the nested location partially, as objectContaining did.
    expect(list.data).toMatchObject([
      {
        serviceType: { name: 'Business Services' },
        service: { name: service.name },
        notes: 'Met the hiring manager.',
        start_date: '2026-03-02',
        location: { address: '1600 Wynkoop St' },
      },
    ]);
    const other = types.find((type) => type.name !== 'Business Services')!;
    const mismatch = await client.post(url, {
      employer_location_id: location.id,
      employer_service_type_id: other.id,
      employer_service_id: service.id,
      notes: 'x',
      start_date: '2026-03-02',
    });
    expect(mismatch.json<ErrorBody>().errors).toEqual({ employer_service_id: [employerMessages.serviceNotOfType] });
    const missing = await client.post(url, { start_date: '3000-01-01' });
    expect(missing.json<ErrorBody>().errors).toMatchObject({
      employer_service_type_id: [employerMessages.serviceTypeRequired],
      notes: [employerMessages.notesRequired],
      start_date: [expect.stringMatching(/^Start date must be between 01\/01\/1900 and \d{2}\/\d{2}\/\d{4}$/)],
    });
    const removed = await client.delete(
      path(paths.serviceProvided, { id: employer.id, serviceProvidedId: created.json<CreatedData>().data.id }),
    );
    expect(removed.statusCode).toBe(200);
    expect((await client.get(url)).json<ServiceProvidedList>().total).toBe(0);
  });
});
