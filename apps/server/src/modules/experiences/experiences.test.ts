import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EducationalExperience,
  type EducationLevel,
  type ErrorBody,
  experienceMessages,
  type JobExperience,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The `{ data }` envelopes of the module's answers. */
interface One<T> {
  data: T;
}
interface Many<T> {
  data: T[];
}

const uuid = () => crypto.randomUUID();
const jobBody = (overrides: Record<string, unknown> = {}) => ({
  job_title: 'Line Cook',
  company_name: 'Sunrise Diner',
  start_date: '2019-04-01',
  finish_date: '2022-01-01',
  current_role: false,
  description: 'Grill and prep station.',
  accomplishments: [
    { uuid: uuid(), description: 'Ran the grill on weekend rushes' },
    { uuid: uuid(), description: 'Food handler certified' },
  ],
  ...overrides,
});

describe('job experiences', () => {
  it('creates, lists, updates and deletes the signed-in customer’s rows', async () => {
    const customer = await t.as('customer');
    const created = await customer.post('/internal-api/customer-job-experiences', jobBody());
    expect(created.statusCode).toBe(201);
    const item = created.json<One<JobExperience>>().data;
    expect(item).toMatchObject({
      job_title: 'Line Cook',
      start_date: '2019-04-01',
      finish_date: '2022-01-01',
      current_role: false,
      start_date_formatted: 'Apr/2019',
      finish_date_formatted: 'Jan/2022',
    });
    expect(item.accomplishments.map((a) => a.description)).toEqual([
      'Ran the grill on weekend rushes',
      'Food handler certified',
    ]);

    const list = await customer.get('/internal-api/customer-job-experiences');
    expect(list.statusCode).toBe(200);
    expect(list.json<Many<JobExperience>>().data.map((row) => row.id)).toContain(item.id);

    const kept = item.accomplishments[0]!;
    const updated = await customer.put(`/internal-api/customer-job-experiences/${item.id}`, {
      ...jobBody({ job_title: 'Sous Chef', current_role: true, finish_date: '2022-01-01' }),
      accomplishments: [
        { uuid: uuid(), description: 'Wrote the new brunch menu' },
        { uuid: kept.uuid, description: kept.description },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json<One<JobExperience>>().data;
    expect(after).toMatchObject({
      job_title: 'Sous Chef',
      current_role: true,
      finish_date: null,
      finish_date_formatted: null,
    });
    expect(after.accomplishments.map((a) => a.description)).toEqual([
      'Wrote the new brunch menu',
      'Ran the grill on weekend rushes',
    ]);
    // The accomplishment sent back with its uuid keeps its id.
    expect(after.accomplishments[1]?.id).toBe(kept.id);

    const deleted = await customer.delete(`/internal-api/customer-job-experiences/${item.id}`);
    expect(deleted.statusCode).toBe(204);
    const again = await customer.get('/internal-api/customer-job-experiences');
    expect(again.json<Many<JobExperience>>().data.map((row) => row.id)).not.toContain(item.id);
  });

  it('answers 422 with the spec’s messages per field', async () => {
    const customer = await t.as('customer');
    const response = await customer.post('/internal-api/customer-job-experiences', {
      job_title: '',
      company_name: '   ',
      start_date: '2019-04-01',
      finish_date: '2018-01-01',
      accomplishments: [],
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.errors?.job_title).toEqual(['This field is required.']);
    expect(body.errors?.company_name).toEqual(['This field is required.']);
    expect(body.errors?.accomplishments).toEqual([experienceMessages.accomplishmentRequired]);
    expect(typeof body.message).toBe('string');
  });

  it('refuses dates in the future and an end before the start', async () => {
    const customer = await t.as('customer');
    const nextYear = new Date().getFullYear() + 1;
    const future = await customer.post(
      '/internal-api/customer-job-experiences',
      jobBody({ start_date: `${nextYear}-01-01`, finish_date: `${nextYear}-02-01` }),
    );
    expect(future.statusCode).toBe(422);
    expect(future.json<ErrorBody>().errors).toEqual({
      start_date: [experienceMessages.startInFuture],
      finish_date: [experienceMessages.endInFuture],
    });
    const backwards = await customer.post(
      '/internal-api/customer-job-experiences',
      jobBody({ finish_date: '2018-01-01' }),
    );
    expect(backwards.json<ErrorBody>().errors).toEqual({ finish_date: [experienceMessages.endBeforeStart] });
  });

  it('keeps every customer to their own rows', async () => {
    const owner = await t.as('customer');
    const other = await t.as('anotherCustomer');
    const { data } = (await owner.post('/internal-api/customer-job-experiences', jobBody())).json<One<JobExperience>>();

    expect(
      (await other.get('/internal-api/customer-job-experiences')).json<Many<JobExperience>>().data.map((r) => r.id),
    ).not.toContain(data.id);
    expect((await other.put(`/internal-api/customer-job-experiences/${data.id}`, jobBody())).statusCode).toBe(404);
    expect((await other.delete(`/internal-api/customer-job-experiences/${data.id}`)).statusCode).toBe(404);
    const stillThere = await owner.get('/internal-api/customer-job-experiences');
    expect(stillThere.json<Many<JobExperience>>().data.find((r) => r.id === data.id)?.job_title).toBe('Line Cook');
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    const customer = await t.as('customer');
    expect((await customer.put('/internal-api/customer-job-experiences/999999', jobBody())).statusCode).toBe(404);
    expect((await customer.delete('/internal-api/customer-job-experiences/abc')).statusCode).toBeLessThan(500);
    expect((await customer.delete('/internal-api/customer-job-experiences/99999999999999')).statusCode).toBeLessThan(
      500,
    );
  });
});

describe('educational experiences', () => {
  it('creates with the level name and an end-of-month finish date, then updates and deletes', async () => {
    const customer = await t.as('customer');
    const levels = (await customer.get('/internal-api/education-levels')).json<Many<EducationLevel>>().data;
    expect(levels.length).toBeGreaterThan(3);
    const level = levels[4]!;

    const created = await customer.post('/internal-api/customer-educational-experiences', {
      school: 'Red Rocks Community College',
      education_level_id: level.id,
      field_of_study: 'Welding',
      finish_date: '2023-02-01',
      accomplishments: [{ uuid: uuid(), description: 'AWS D1.1 certification' }],
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<One<EducationalExperience>>().data;
    expect(item).toMatchObject({
      school: 'Red Rocks Community College',
      education_level_id: level.id,
      education_level: level.name,
      finish_date: '2023-02-28',
      finish_date_formatted: 'Feb/2023',
    });

    const updated = await customer.put(`/internal-api/customer-educational-experiences/${item.id}`, {
      school: 'Red Rocks Community College',
      education_level_id: level.id,
      field_of_study: 'Welding Technology',
      finish_date: null,
      accomplishments: item.accomplishments,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<One<EducationalExperience>>().data).toMatchObject({
      field_of_study: 'Welding Technology',
      finish_date: null,
    });

    const list = (await customer.get('/internal-api/customer-educational-experiences')).json<
      Many<EducationalExperience>
    >().data;
    expect(list.map((row) => row.id)).toContain(item.id);
    expect((await customer.delete(`/internal-api/customer-educational-experiences/${item.id}`)).statusCode).toBe(204);
  });

  it('answers 422 for an education level that does not exist', async () => {
    const customer = await t.as('customer');
    const response = await customer.post('/internal-api/customer-educational-experiences', {
      school: 'Somewhere',
      education_level_id: 987654,
      field_of_study: 'Art',
      accomplishments: [{ uuid: uuid(), description: 'Gallery show' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      education_level_id: [experienceMessages.invalidEducationLevel],
    });
  });

  it('keeps every customer to their own rows', async () => {
    const owner = await t.as('customer');
    const other = await t.as('anotherCustomer');
    const levels = (await owner.get('/internal-api/education-levels')).json<Many<EducationLevel>>().data;
    const body = {
      school: 'Metro State',
      education_level_id: levels[0]!.id,
      field_of_study: 'Accounting',
      accomplishments: [{ uuid: uuid(), description: 'Honors' }],
    };
    const { data } = (await owner.post('/internal-api/customer-educational-experiences', body)).json<
      One<EducationalExperience>
    >();
    expect((await other.put(`/internal-api/customer-educational-experiences/${data.id}`, body)).statusCode).toBe(404);
    expect((await other.delete(`/internal-api/customer-educational-experiences/${data.id}`)).statusCode).toBe(404);
    const mine = (await other.get('/internal-api/customer-educational-experiences')).json<Many<EducationalExperience>>()
      .data;
    expect(mine.map((r) => r.id)).not.toContain(data.id);
  });
});
