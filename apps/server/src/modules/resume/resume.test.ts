import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@portal/db';
import {
  type ErrorBody,
  errorMessages,
  resumeLimits,
  resumeMessages,
  resumePaths,
  type Resume,
} from '@portal/contracts';
import { createEducationalExperience, createJobExperience, createOccupation } from '@portal/db/factories';
import { pdfDrawnText, pdfMediaBoxes, pdfPageCount } from '../../testing/pdf.ts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

/** The parts of the served OpenAPI document these tests read. */
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string }[];
        requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
      }
    >
  >;
}

let t: TestApp;
let occupationId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { customer } = t.world;
  occupationId = (await createOccupation(t.db, { title: 'Registered Nurses' })).id;
  await createJobExperience(t.db, customer.id, {
    jobTitle: 'Retail Sales Associate',
    companyName: 'Union Station Outfitters',
    startDate: '2016-09-01',
    finishDate: '2021-05-01',
    accomplishments: ['Top seller for the 2019 holiday season'],
  });
  await createJobExperience(t.db, customer.id, {
    jobTitle: 'Medical Assistant',
    companyName: 'Cherry Creek Family Clinic',
    startDate: '2021-06-01',
    finishDate: null,
    currentRole: true,
    accomplishments: ['Cut patient check-in time by a third', 'Trained two new assistants on the EHR'],
  });
  await createEducationalExperience(t.db, customer.id, {
    school: 'Emily Griffith Technical College',
    fieldOfStudy: 'Medical Assisting',
    finishDate: '2021-05-31',
    accomplishments: ['Completed a 160-hour clinical externship'],
  });
  await createEducationalExperience(t.db, customer.id, {
    school: 'Aurora Central High School',
    fieldOfStudy: 'General Studies',
    finishDate: '2006-05-31',
    accomplishments: ['Honor roll'],
  });
}, testAppTimeout);
afterAll(() => t?.close());

const resume = (overrides: Partial<Resume> = {}): Resume => ({
  paper_size: 'letter',
  name: 'Maria Lopez',
  email: 'maria.lopez@example.test',
  phone: '303-555-0148',
  address: '1437 Bannock St, 80202',
  objective: 'Registered Nurses',
  jobs: [
    {
      title: 'Medical Assistant',
      employer: 'Cherry Creek Family Clinic',
      start: 'Jun/2021',
      end: 'Present',
      accomplishments: ['Cut patient check-in time by a third'],
    },
  ],
  educations: [
    {
      school: 'Emily Griffith Technical College',
      education_level: "Associate's Degree",
      field_of_study: 'Medical Assisting',
      finish: 'May/2021',
      accomplishments: [],
    },
  ],
  ...overrides,
});

const sentence = (n: number) =>
  `Accomplishment ${n}: led a team through a long and detailed piece of work that took many words to describe ` +
  'properly, with results that were measured, reported to management and kept on file for the yearly review.';

/** As long as the form lets a resume be: every entry, every bullet, every bullet at its longest. */
const longest = (): Resume => {
  const bullets = Array.from({ length: resumeLimits.bullets }, (_, i) =>
    sentence(i).repeat(6).slice(0, resumeLimits.bullet),
  );
  return resume({
    objective: 'To grow as a nurse. '.repeat(25).slice(0, resumeLimits.objective).trim(),
    jobs: Array.from({ length: resumeLimits.jobs }, (_, i) => ({
      title: `Job title number ${i + 1}`,
      employer: `Employer number ${i + 1}`,
      start: `Jan/${2015 - i}`,
      end: `Dec/${2015 - i}`,
      accomplishments: bullets,
    })),
    educations: Array.from({ length: resumeLimits.educations }, (_, i) => ({
      school: `School number ${i + 1}`,
      education_level: "Bachelor's Degree",
      field_of_study: 'Nursing',
      finish: `May/${2010 - i}`,
      accomplishments: bullets,
    })),
  });
};

describe('resume draft', () => {
  it("fills the resume from the customer's record, experiences (newest first) and the occupation's title", async () => {
    const customer = await t.as('customer');
    const response = await customer.get(`${resumePaths.draft}?occupation=${occupationId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: Resume }>();
    const { customer: record } = t.world;
    expect(data).toMatchObject({
      paper_size: 'letter',
      name: `${record.firstName} ${record.lastName}`,
      email: record.email,
      objective: 'Registered Nurses',
    });
    expect(data.jobs).toEqual([
      {
        title: 'Medical Assistant',
        employer: 'Cherry Creek Family Clinic',
        start: 'Jun/2021',
        end: 'Present',
        accomplishments: ['Cut patient check-in time by a third', 'Trained two new assistants on the EHR'],
      },
      {
        title: 'Retail Sales Associate',
        employer: 'Union Station Outfitters',
        start: 'Sep/2016',
        end: 'May/2021',
        accomplishments: ['Top seller for the 2019 holiday season'],
      },
    ]);
    expect(data.educations.map((education) => education.school)).toEqual([
      'Emily Griffith Technical College',
      'Aurora Central High School',
    ]);
    expect(data.educations[0]).toMatchObject({ field_of_study: 'Medical Assisting', finish: 'May/2021' });
    expect(data.educations[0]?.education_level).not.toBe('');
  });

  it('leaves the objective empty without an occupation, and knows nothing of another customer', async () => {
    const other = await t.as('anotherCustomer');
    const response = await other.get(resumePaths.draft);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Resume }>().data).toMatchObject({ objective: '', jobs: [], educations: [] });
  });

  it('answers 404 for an unknown occupation and 422 for one that is not a number', async () => {
    const customer = await t.as('customer');
    expect((await customer.get(`${resumePaths.draft}?occupation=999999`)).statusCode).toBe(404);
    const invalid = await customer.get(`${resumePaths.draft}?occupation=nurse`);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json<ErrorBody>().errors?.occupation).toEqual(['The occupation must be a whole number.']);
  });
});

describe('resume PDF', () => {
  it('is a one-page Letter PDF attachment, not stored, with the edited resume on it', async () => {
    const customer = await t.as('customer');
    const response = await customer.post(resumePaths.pdf, resume({ objective: 'Registered nurse in a busy ER' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="resume-maria-lopez.pdf"');
    expect(response.headers['cache-control']).toContain('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfMediaBoxes(pdf)).toEqual([[0, 0, 612, 792]]);
    const drawn = pdfDrawnText(pdf);
    for (const expected of [
      'Maria Lopez',
      'maria.lopez@example.test',
      'Registered nurse in a busy ER',
      'Medical Assistant',
      'Jun/2021 - Present',
      'Cherry Creek Family Clinic',
      'Cut patient check-in time by a third',
      'Emily Griffith Technical College',
      "Associate's Degree, Medical Assisting",
    ]) {
      expect(drawn).toContain(expected);
    }
  });

  it("prints its own labels in Spanish when the participant's portal is in Spanish, their words as written", async () => {
    const customer = await t.as('customer');
    const response = await customer.post(resumePaths.pdf, { ...resume(), language: 'es' });
    expect(response.statusCode, response.body).toBe(200);
    const drawn = pdfDrawnText(response.rawPayload);
    for (const expected of ['EXPERIENCIA', 'EDUCACIÓN', 'Jun/2021 - Actualidad', 'Medical Assistant']) {
      expect(drawn).toContain(expected);
    }
    expect(drawn).not.toContain('EXPERIENCE');
    // Without a language, the one the customer chose for their account; a page in English still says so.
    await t.db
      .update(schema.customerAccounts)
      .set({ preferredLanguage: 'es' })
      .where(eq(schema.customerAccounts.customerId, t.world.customer.id));
    try {
      expect(pdfDrawnText((await customer.post(resumePaths.pdf, resume())).rawPayload)).toContain('EXPERIENCIA');
      const english = pdfDrawnText((await customer.post(resumePaths.pdf, { ...resume(), language: 'en' })).rawPayload);
      expect(english).toContain('EXPERIENCE');
    } finally {
      await t.db
        .update(schema.customerAccounts)
        .set({ preferredLanguage: 'en' })
        .where(eq(schema.customerAccounts.customerId, t.world.customer.id));
    }
    const invalid = await customer.post(resumePaths.pdf, { ...resume(), language: 'fr' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json<Required<ErrorBody>>().errors)).toEqual(['language']);
  });

  it('is A4 when asked', async () => {
    const customer = await t.as('customer');
    const response = await customer.post(resumePaths.pdf, resume({ paper_size: 'a4' }));
    expect(response.statusCode).toBe(200);
    expect(pdfPageCount(response.rawPayload)).toBe(1);
    expect(pdfMediaBoxes(response.rawPayload)).toEqual([[0, 0, 595.28, 841.89]]);
  });

  it.each(['letter', 'a4'] as const)(
    'keeps the longest history the form allows to exactly one page (%s), newest entry first',
    async (paper_size) => {
      const customer = await t.as('customer');
      const response = await customer.post(resumePaths.pdf, { ...longest(), paper_size });
      expect(response.statusCode, response.body).toBe(200);
      const pdf = response.rawPayload;
      expect(pdfPageCount(pdf)).toBe(1);
      const drawn = pdfDrawnText(pdf);
      // The newest job and its first bullet stay; the oldest job gives way first.
      expect(drawn).toContain('Job title number 1');
      expect(drawn).toContain('Accomplishment 0:');
      expect(drawn).not.toContain('Job title number 10');
    },
  );

  it('refuses bad input with field errors (422)', async () => {
    const customer = await t.as('customer');
    const response = await customer.post(resumePaths.pdf, {
      ...resume(),
      paper_size: 'legal',
      name: '   ',
      email: 'not an email',
      objective: 'x'.repeat(resumeLimits.objective + 1),
      jobs: [{ title: '', employer: 'Clinic', start: '2021-06', end: 'Soon', accomplishments: ['  '] }],
      educations: Array.from({ length: resumeLimits.educations + 1 }, () => resume().educations[0]),
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<Required<ErrorBody>>();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'paper_size',
        'name',
        'email',
        'objective',
        'jobs.0.title',
        'jobs.0.start',
        'jobs.0.end',
        'jobs.0.accomplishments.0',
        'educations',
      ].sort(),
    );
    expect(errors.name).toEqual(['This field is required.']);
    expect(errors['jobs.0.start']).toEqual([resumeMessages.monthYear]);
    expect(errors['jobs.0.end']).toEqual([resumeMessages.endMonthYear]);
    expect(errors.email).toEqual(['The email must be a valid email address.']);
    expect(errors.objective).toEqual([`The objective may not be greater than ${resumeLimits.objective} characters.`]);
  });

  it('refuses a call without the CSRF header', async () => {
    const customer = await t.login('customer');
    const response = await customer.post(resumePaths.pdf, resume(), { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: errorMessages.csrfMismatch });
  });
});

describe('OpenAPI', () => {
  it('documents both routes with their schemas', async () => {
    const staff = await t.as('caseManager');
    const document = (await staff.get('/internal-api/docs/json')).json<OpenApiDocument>();
    expect(document.paths[resumePaths.draft]?.get?.parameters?.map((p) => p.name)).toContain('occupation');
    const body = document.paths[resumePaths.pdf]?.post?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['paper_size', 'name', 'jobs', 'educations']));
  });
});
