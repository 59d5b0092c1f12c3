import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  birthdateMessages,
  customerIntakeMessages,
  customerIntakePaths,
  customerPaths,
  customerRecordPath as fill,
  dashboardPaths,
  experiencePaths,
  formPaths,
  formValidationMessages,
  type FormLoadResponse,
} from '@portal/contracts';
import { createCustomer, createSeedForms, wioaAdultDefinition } from '@portal/db/factories';
import { wioaAnswersBySection } from '../../modules/forms/forms.fixtures.ts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

/** Issue #10, end to end: the 422 bodies of the reproduced cases carry our sentences, never the validator's text. */

let t: TestApp;
let wioaId: number;
beforeAll(async () => {
  t = await createTestApp();
  wioaId = (await createSeedForms(t.db))[wioaAdultDefinition.name_short]!;
}, testAppTimeout);
afterAll(() => t.close());

const libraryText = /^(Invalid (input|option|string|union)|Too (big|small)|Expected |Required$|Unrecognized key)/;

/** The 422's field errors, after checking none of them is a library default. */
function fieldErrors(response: { statusCode: number; body: string; json(): unknown }): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  const { errors } = response.json() as { errors: Record<string, string[]> };
  for (const message of Object.values(errors).flat()) expect(message).not.toMatch(libraryText);
  return errors;
}

const countCustomers = async () =>
  ((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from customers`)) as { rows: { n: number }[] })
    .rows[0]!.n;

const intakeBody = (values: Record<string, unknown>) => ({
  first_name: 'Wren',
  last_name: 'Calloway',
  email: 'wren.calloway@example.test',
  birthdate: '03/14/1992',
  location_id: t.world.locationA.id,
  ...values,
});

describe('bad values get a sentence (issue #10)', () => {
  it('a first name over 100 characters is too long, not missing', async () => {
    const response = await (
      await t.as('caseManager')
    ).post(customerIntakePaths.intake, intakeBody({ first_name: 'x'.repeat(101) }));
    expect(fieldErrors(response)).toEqual({
      first_name: ['The first name may not be greater than 100 characters.'],
    });
  });

  it('a job description over 5,000 characters names its limit', async () => {
    const response = await (
      await t.as('customer')
    ).post(experiencePaths.jobs, {
      job_title: 'Line Cook',
      company_name: 'Sunrise Diner',
      start_date: '2019-04-01',
      finish_date: '2022-01-01',
      current_role: false,
      description: 'd'.repeat(5001),
      accomplishments: [{ uuid: crypto.randomUUID(), description: 'Ran the grill' }],
    });
    expect(fieldErrors(response).description).toEqual(['This field may not be greater than 5000 characters.']);
  });

  it('the customer search names a bad search type and page', async () => {
    const response = await (
      await t.as('caseManager')
    ).post(customerPaths.search, {
      query: 'ann',
      search_type: 'foo',
      page: -1,
    });
    expect(fieldErrors(response)).toEqual({
      search_type: ['The selected search type is invalid.'],
      page: ['The page must be at least 1.'],
    });
  });

  it('a widget page past the last one says so', async () => {
    const response = await (await t.as('caseManager')).get(`${dashboardPaths.loginCustomers}?page=99999`);
    expect(fieldErrors(response)).toEqual({ page: ['The page may not be greater than 10000.'] });
  });

  it('an imported form definition names its missing and mistyped fields', async () => {
    const { name_short: _missing, ...definition } = structuredClone(wioaAdultDefinition);
    const response = await (
      await t.as('admin')
    ).post(formPaths.definitionImport, {
      ...definition,
      show_section_components: 'yes',
    });
    expect(fieldErrors(response)).toEqual({
      name_short: ['The name short field is required.'],
      show_section_components: ['The show section components must be true or false.'],
    });
  });
});

describe('impossible dates of birth are refused (issue #10)', () => {
  it('an intake born on 01/01/1800 creates no customer', async () => {
    const before = await countCustomers();
    const response = await (
      await t.as('caseManager')
    ).post(customerIntakePaths.intake, intakeBody({ birthdate: '01/01/1800' }));
    expect(fieldErrors(response)).toEqual({ birthdate: [birthdateMessages.tooEarly] });
    expect(await countCustomers()).toBe(before);
  });

  it('an intake born tomorrow is refused', async () => {
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000);
    const us = `${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${String(tomorrow.getDate()).padStart(2, '0')}/${tomorrow.getFullYear()}`;
    const response = await (await t.as('caseManager')).post(customerIntakePaths.intake, intakeBody({ birthdate: us }));
    expect(fieldErrors(response)).toEqual({ birthdate: [birthdateMessages.inFuture] });
  });

  it('the lookup refuses a birthdate in 2030, phone "abc" and email "not-an-email"', async () => {
    const response = await (
      await t.as('caseManager')
    ).post(customerIntakePaths.lookup, {
      first_name: 'Wren',
      last_name: 'Calloway',
      birthdate: '01/01/2030',
      phone: 'abc',
      email: 'not-an-email',
    });
    expect(fieldErrors(response)).toEqual({
      birthdate: [birthdateMessages.inFuture],
      phone: [customerIntakeMessages.invalidPhone],
      email: [customerIntakeMessages.invalidEmail],
    });
  });

  it.each(['2090-01-01', '2031-06-15', '1899-12-31'])('a form saves no date of birth %s', async (date) => {
    const customer = await createCustomer(t.db, {
      primaryLocationId: t.world.locationA.id,
      firstName: 'Renée',
      lastName: 'Okafor',
    });
    const client = await t.login('guest');
    await client.post(authPaths.customerLogin, { email: customer.portalEmail, password: customer.password });
    const load = (await client.get(fill(formPaths.customerForm, { formId: wioaId }))).json<FormLoadResponse>();
    const response = await client.post(fill(formPaths.customerSubmit, { formId: wioaId }), {
      section_id: load.form.sections[0]!.id,
      answers: { ...wioaAnswersBySection({ customer }).about_you, date_of_birth: date },
    });
    const expected = date < '1900' ? formValidationMessages.dateTooEarly : formValidationMessages.birthdateInFuture;
    expect(fieldErrors(response)).toEqual({ date_of_birth: [expected] });
  });
});
