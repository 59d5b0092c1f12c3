import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  customerRecordPath as fill,
  type DocumentItem,
  type ErrorBody,
  formConstants,
  formLookupPaths,
  formMessages,
  formPaths,
  formServerMessages,
  formValidationMessages,
  questionComponents,
  questionControls,
  type EligibilityFormItem,
  type FormLoadResponse,
  type FormSubmissionResponse,
  type JobTitle,
  type Race,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createCustomerDocument, createSeedForms } from '@portal/db/factories';
import { createTestApp, type Role, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { testSsn, wioaAllAnswers, wioaAnswersBySection } from './forms.fixtures.ts';

let t: TestApp;
let wioaId: number;
let youthId: number;
beforeAll(async () => {
  t = await createTestApp();
  const ids = await createSeedForms(t.db);
  wioaId = ids['WIOA Adult & DW']!;
  youthId = ids['WIOA Youth']!;
}, testAppTimeout);
afterAll(() => t.close());

/** A fresh customer at location A with a portal login, so each test starts without a response. */
async function freshCustomer() {
  return createCustomer(t.db, { primaryLocationId: t.world.locationA.id, firstName: 'Renée', lastName: 'Okafor' });
}

async function signedInAs(customer: { portalEmail: string | null; password: string }) {
  const client = await t.login('guest');
  const response = await client.post(authPaths.customerLogin, {
    email: customer.portalEmail,
    password: customer.password,
  });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

const staffUrls = (customerId: number, formId: number) => ({
  load: fill(formPaths.staffForm, { customerId, formId }),
  submit: fill(formPaths.staffSubmit, { customerId, formId }),
  list: fill(formPaths.staffList, { customerId }),
});

function sectionId(load: FormLoadResponse, key: string) {
  const index = ['about_you', 'background', 'employment', 'household_income', 'education_goals', 'self_attestation'];
  return load.form.sections[index.indexOf(key)]!.id;
}

describe('customer: list, load, section save, resume, complete', () => {
  it('lists both seeded forms as Incomplete, then Complete after a complete submission', async () => {
    const customer = await freshCustomer();
    const client = await signedInAs(customer);
    const list = (await client.get(formPaths.customerList)).json<{ data: EligibilityFormItem[] }>();
    expect(list.data.map((form) => [form.name_short, form.customer_status])).toEqual([
      ['WIOA Adult & DW', 'Incomplete'],
      ['WIOA Youth', 'Incomplete'],
    ]);

    const document = await createCustomerDocument(t.db, customer.id);
    const answers = wioaAllAnswers({ customer, documentIds: [document.id] });
    const done = await client.post(fill(formPaths.customerSubmit, { formId: wioaId }), { answers });
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<FormSubmissionResponse>();
    expect(body).toMatchObject({ saved: true, completed: true, customer_status: 'Complete' });
    expect(body.sections.every((section) => section.completed && !section.error)).toBe(true);

    const after = (await client.get(formPaths.customerList)).json<{ data: EligibilityFormItem[] }>();
    expect(after.data.find((form) => form.id === wioaId)?.customer_status).toBe('Complete');
    const [row] = await t.db
      .select()
      .from(schema.formResponses)
      .where(and(eq(schema.formResponses.formId, wioaId), eq(schema.formResponses.customerId, customer.id)));
    expect(row).toMatchObject({ status: 'Complete', updatedByStaffId: null });
    expect(row!.completedAt).toBeInstanceOf(Date);
  });

  it('loads the WIOA form with every control and component, the verification step and defaults', async () => {
    const client = await t.as('customer');
    const response = await client.get(fill(formPaths.customerForm, { formId: wioaId }));
    expect(response.statusCode, response.body).toBe(200);
    const load = response.json<FormLoadResponse>();
    expect(load.form).toMatchObject({ name_short: 'WIOA Adult & DW', requires_self_attestation: true });
    expect(load.form.sections).toHaveLength(6);
    expect(load.form.sections.at(-1)).toMatchObject({
      id: formConstants.selfAttestationQuestionId,
      isVerification: true,
    });
    expect(new Set(load.questions.map((q) => q.control))).toEqual(new Set(questionControls));
    expect(new Set(load.questions.map((q) => q.component).filter(Boolean))).toEqual(new Set(questionComponents));
    const attestation = load.questions.find((q) => q.identifier === formConstants.selfAttestationIdentifier);
    expect(attestation).toMatchObject({
      id: formConstants.selfAttestationQuestionId,
      section: formConstants.selfAttestationQuestionId,
    });
    expect(load.questionValues).toMatchObject({ program_year: 'PY2026', intake_channel: 'online' });
    expect(load.form.customer).toMatchObject({ id: t.world.customer.id, first_name: t.world.customer.firstName });
  });

  it('saves one section as a draft, masks the SSN and resumes where the customer left off', async () => {
    const customer = await freshCustomer();
    const client = await signedInAs(customer);
    const url = fill(formPaths.customerForm, { formId: wioaId });
    const load = (await client.get(url)).json<FormLoadResponse>();
    const sections = wioaAnswersBySection({ customer });

    const saved = await client.post(fill(formPaths.customerSubmit, { formId: wioaId }), {
      section_id: sectionId(load, 'about_you'),
      // Answers of other sections in the body are not saved by a section save.
      answers: { ...sections.about_you, career_goals: 'not this time' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<FormSubmissionResponse>();
    expect(body).toMatchObject({ completed: false, customer_status: 'Incomplete' });
    expect(body.sections.map((section) => section.completed)).toEqual([true, false, false, false, false, false]);

    // A new session (the browser was closed) finds the draft.
    const again = await signedInAs(customer);
    const resumed = (await again.get(url)).json<FormLoadResponse>();
    expect(resumed.form.sections[0]).toMatchObject({ completed: true, error: false });
    expect(resumed.questionValues).toMatchObject({ primary_phone: '3035550148', birth_sex: 'female' });
    expect(resumed.questionValues.ssn).toBe('***-**-9999');
    expect(resumed.questionValues.career_goals).toBeUndefined();
    // The SSN's hidden first five digits, with or without the dash; not its first three alone, which an id or a
    // timestamp's milliseconds may hold.
    const hidden = testSsn.slice(0, 6);
    for (const digits of [hidden, hidden.replace('-', '')]) expect(JSON.stringify(resumed)).not.toContain(digits);
  });

  it('refuses a section with a bad answer (422, field errors) and writes nothing', async () => {
    const customer = await freshCustomer();
    const client = await signedInAs(customer);
    const load = (await client.get(fill(formPaths.customerForm, { formId: wioaId }))).json<FormLoadResponse>();
    const answers = { ...wioaAnswersBySection({ customer }).about_you, primary_phone: '303555', current_email: 'nope' };
    const response = await client.post(fill(formPaths.customerSubmit, { formId: wioaId }), {
      section_id: sectionId(load, 'about_you'),
      answers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toMatchObject({
      primary_phone: [formMessages.phoneDigits],
      current_email: [formMessages.invalidEmail],
    });
    const rows = await t.db.select().from(schema.formResponses).where(eq(schema.formResponses.customerId, customer.id));
    expect(rows).toEqual([]);
  });

  it('a complete submission with missing answers is a 422 naming them', async () => {
    const customer = await freshCustomer();
    const client = await signedInAs(customer);
    const response = await client.post(fill(formPaths.customerSubmit, { formId: wioaId }), {
      answers: wioaAnswersBySection({ customer }).about_you,
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<ErrorBody>().errors ?? {};
    expect(errors.household_size).toEqual([formMessages.required]);
    expect(errors['self_attestation.firstName']).toEqual([formMessages.required]);
  });

  it('an unknown section id is a 422 on section_id', async () => {
    const response = await (
      await t.as('customer')
    ).post(fill(formPaths.customerSubmit, { formId: wioaId }), {
      section_id: 123456,
      answers: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({ section_id: [formServerMessages.unknownSection] });
  });

  it('an unknown form is a 404', async () => {
    const response = await (await t.as('customer')).get(fill(formPaths.customerForm, { formId: 987654 }));
    expect(response.statusCode).toBe(404);
  });
});

describe('self-attestation', () => {
  it('names that differ from the recorded ones: 422 with the toast message and per-name errors', async () => {
    const customer = await freshCustomer();
    const client = await signedInAs(customer);
    const response = await client.post(fill(formPaths.customerSubmit, { formId: youthId }), {
      section_id: formConstants.selfAttestationQuestionId,
      answers: { self_attestation: { firstName: 'Renee', lastName: 'Okafor' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: formMessages.selfAttestationInvalid,
      errors: { 'self_attestation.firstName': [formMessages.firstNameMismatch] },
    });
  });

  it('matching names and the signature are stored', async () => {
    const customer = await freshCustomer();
    const client = await signedInAs(customer);
    const response = await client.post(fill(formPaths.customerSubmit, { formId: youthId }), {
      section_id: formConstants.selfAttestationQuestionId,
      answers: { self_attestation: { firstName: ' renée ', lastName: 'OKAFOR' } },
      signatures: { customer: { signature: 'Renée Okafor' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(schema.formResponses)
      .where(eq(schema.formResponses.customerId, customer.id));
    expect(row!.signature).toBe('Renée Okafor');
    expect(row!.answers.self_attestation).toEqual({ firstName: ' renée ', lastName: 'OKAFOR' });
  });
});

describe('staff for a customer', () => {
  it("a case manager at the customer's location fills the youth form; the response records them", async () => {
    const customer = await freshCustomer();
    const urls = staffUrls(customer.id, youthId);
    const client = await t.as('caseManager');
    const load = (await client.get(urls.load)).json<FormLoadResponse>();
    expect(load.form.sections.map((section) => section.isVerification)).toEqual([false, false, true]);
    expect(load.form.settings.useLastFourSsn).toBe(true);

    const answers = {
      date_of_birth: '2007-03-02',
      home_zip: '80204',
      birth_sex: 'male',
      ssn_last_four: '4321',
      school_status: 'out_of_school',
      youth_barriers: ['low_income'],
      self_attestation: { firstName: customer.firstName, lastName: customer.lastName },
    };
    const done = await client.post(urls.submit, { answers, signatures: { customer: { signature: 'R. Okafor' } } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ completed: true, customer_status: 'Complete' });

    const [row] = await t.db
      .select()
      .from(schema.formResponses)
      .where(eq(schema.formResponses.customerId, customer.id));
    expect(row).toMatchObject({ status: 'Complete', updatedByStaffId: t.world.caseManager.id });
    const list = (await client.get(urls.list)).json<{ data: EligibilityFormItem[] }>();
    expect(list.data.find((form) => form.id === youthId)?.customer_status).toBe('Complete');
    const reloaded = (await client.get(urls.load)).json<FormLoadResponse>();
    expect(reloaded.questionValues.ssn_last_four).toBe('***-**-4321');
  });

  it('last-four mode refuses a full SSN with its own message', async () => {
    const customer = await freshCustomer();
    const response = await (
      await t.as('caseManager')
    ).post(staffUrls(customer.id, youthId).submit, {
      section_id: (await (await t.as('caseManager')).get(staffUrls(customer.id, youthId).load)).json<FormLoadResponse>()
        .form.sections[0]!.id,
      answers: { date_of_birth: '2007-03-02', home_zip: '80204', birth_sex: 'male', ssn_last_four: testSsn },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({ ssn_last_four: [formMessages.ssnLastFour] });
  });

  it.each<[Role, number]>([
    ['caseManagerOther', 403],
    ['customer', 403],
  ])('%s cannot load a customer at location A through the staff path (%i)', async (role, status) => {
    const customer = await freshCustomer();
    const response = await (await t.as(role)).get(staffUrls(customer.id, wioaId).load);
    expect(response.statusCode).toBe(status);
  });
});

describe('SSN answers', () => {
  it('are stored only encrypted with the last four; the masked value sent back keeps them', async () => {
    const customer = await freshCustomer();
    const client = await signedInAs(customer);
    const load = (await client.get(fill(formPaths.customerForm, { formId: wioaId }))).json<FormLoadResponse>();
    const submit = fill(formPaths.customerSubmit, { formId: wioaId });
    const aboutYou = wioaAnswersBySection({ customer }).about_you;
    const section = sectionId(load, 'about_you');
    expect((await client.post(submit, { section_id: section, answers: aboutYou })).statusCode).toBe(200);

    const secrets = () => t.db.select().from(schema.formSecretAnswers);
    const [secret] = (await secrets()).filter((row) => row.identifier === 'ssn').slice(-1);
    expect(secret!.lastFour).toBe('9999');
    expect(secret!.ciphertext).toMatch(/^v1\./);
    expect(secret!.ciphertext).not.toContain('219099999');
    const [response] = await t.db
      .select()
      .from(schema.formResponses)
      .where(eq(schema.formResponses.customerId, customer.id));
    expect(response!.answers).not.toHaveProperty('ssn');

    // Unchanged masked value: the stored ciphertext stays as it is.
    const keep = await client.post(submit, { section_id: section, answers: { ...aboutYou, ssn: '***-**-9999' } });
    expect(keep.statusCode, keep.body).toBe(200);
    const [kept] = (await secrets()).filter((row) => row.responseId === response!.id);
    expect(kept!.ciphertext).toBe(secret!.ciphertext);

    // A masked value that is not the stored one is refused.
    const forged = await client.post(submit, { section_id: section, answers: { ...aboutYou, ssn: '***-**-1234' } });
    expect(forged.statusCode).toBe(422);
    expect(forged.json<ErrorBody>().errors).toEqual({ ssn: [formMessages.ssnFull] });

    // The complete submission validates the stored number without the client resending it.
    const { ssn: _ssn, ...withoutSsn } = wioaAllAnswers({ customer });
    const complete = await client.post(submit, { answers: withoutSsn });
    expect(complete.statusCode, complete.body).toBe(200);
  });
});

describe('file questions', () => {
  it("accept the customer's own live documents only", async () => {
    const customer = await freshCustomer();
    const other = await freshCustomer();
    const client = await signedInAs(customer);
    const load = (await client.get(fill(formPaths.customerForm, { formId: wioaId }))).json<FormLoadResponse>();
    const section = sectionId(load, 'employment');
    const employment = wioaAnswersBySection({ customer }).employment;
    const submit = fill(formPaths.customerSubmit, { formId: wioaId });
    const own = await createCustomerDocument(t.db, customer.id);
    const foreign = await createCustomerDocument(t.db, other.id);
    const deleted = await createCustomerDocument(t.db, customer.id, { deletedAt: new Date() });

    for (const ids of [[foreign.id], [deleted.id], [own.id, 99_999_999]]) {
      const response = await client.post(submit, {
        section_id: section,
        answers: { ...employment, layoff_notice: ids },
      });
      expect(response.statusCode, JSON.stringify(ids)).toBe(422);
      expect(response.json<ErrorBody>().errors).toEqual({ layoff_notice: [formValidationMessages.invalidDocuments] });
    }
    const ok = await client.post(submit, { section_id: section, answers: { ...employment, layoff_notice: [own.id] } });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('documents by ids and delete: a customer sees and deletes their own only', async () => {
    const customer = await freshCustomer();
    const other = await freshCustomer();
    const client = await signedInAs(customer);
    const own = await createCustomerDocument(t.db, customer.id);
    const foreign = await createCustomerDocument(t.db, other.id);
    const list = await client.get(`${formLookupPaths.documentsByIds}?ids[]=${own.id}&ids[]=${foreign.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: DocumentItem[] }>().data.map((d) => d.id)).toEqual([own.id]);

    expect((await client.delete(fill(formLookupPaths.document, { id: foreign.id }))).statusCode).toBe(404);
    const removed = await client.delete(fill(formLookupPaths.document, { id: own.id }));
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await client.get(`${formLookupPaths.documentsByIds}?ids[]=${own.id}`);
    expect(again.json<{ data: DocumentItem[] }>().data).toEqual([]);
    const staffList = await (await t.as('caseManager')).get(`${formLookupPaths.documentsByIds}?ids=${foreign.id}`);
    expect(staffList.json<{ data: DocumentItem[] }>().data.map((d) => d.id)).toEqual([foreign.id]);
  });
});

describe('lookups', () => {
  it('races: the federal categories and the exclusive option 13', async () => {
    const response = await (await t.as('customer')).get(formPaths.races);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Race[] }>();
    expect(data.map((race) => race.id)).toEqual([1, 2, 3, 4, 5, 13]);
  });

  it('ZIP lookup answers city, state, county and coordinates; an unknown or malformed ZIP is a 404', async () => {
    const client = await t.as('caseManager');
    const response = await client.get(fill(formPaths.zipLookup, { zip: 80202 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ zip: '80202', city: 'Denver', state: 'CO', county: 'Denver' });
    expect((await client.get(formPaths.zipLookup.replace(':zip', '00000'))).statusCode).toBe(404);
    // A malformed path parameter is a 404 like any path that does not exist (platform error handler).
    expect((await client.get(formPaths.zipLookup.replace(':zip', 'abcde'))).statusCode).toBe(404);
  });

  it('job titles: a search and the included id', async () => {
    const [occupation] = await t.db
      .insert(schema.occupations)
      .values({ code: '29-2072.00', socCode: '29-2072', title: 'Medical Records Specialists', description: 'x' })
      .returning();
    const client = await t.as('customer');
    const found = await client.get(`${formLookupPaths.jobTitles}?search=record`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ data: JobTitle[] }>().data).toContainEqual({
      id: occupation!.id,
      title: 'Medical Records Specialists',
    });
    const included = await client.get(`${formLookupPaths.jobTitles}?search=&include=${occupation!.id}`);
    expect(included.json<{ data: JobTitle[] }>().data).toEqual([
      { id: occupation!.id, title: 'Medical Records Specialists' },
    ]);
  });
});
