import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerRecordPath as fill,
  formDefinitionMessages,
  formPaths,
  type FormDefinition,
  type FormLoadResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createSeedForms, wioaAdultDefinition } from '@portal/db/factories';
import { exportFormDefinition, saveFormDefinition } from '@portal/db/forms';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { wioaAnswersBySection } from './forms.fixtures.ts';

/** Issue #10, point 3: a definition change must never turn a stored SSN into a clear answer. */
const ssn = '457-55-5462';
const ssnDigits = '457555462';

let t: TestApp;
let formId: number;
beforeAll(async () => {
  t = await createTestApp();
  formId = (await createSeedForms(t.db))[wioaAdultDefinition.name_short]!;
}, testAppTimeout);
afterAll(() => t.close());

/** A customer of location A whose About You section (with the SSN) has been saved by a case manager. */
async function customerWithSavedSsn() {
  const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
  const client = await t.as('caseManager');
  const load = (
    await client.get(fill(formPaths.staffForm, { customerId: customer.id, formId }))
  ).json<FormLoadResponse>();
  const aboutYou = load.form.sections[0]!;
  const saved = await client.post(fill(formPaths.staffSubmit, { customerId: customer.id, formId }), {
    section_id: aboutYou.id,
    answers: wioaAnswersBySection({ customer, ssn }).about_you,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { customer, client, aboutYouId: aboutYou.id };
}

/** The WIOA definition with question `ssn` made a plain text control. */
function ssnAsText(): { definition: FormDefinition; path: string } {
  const definition = structuredClone(wioaAdultDefinition);
  for (const [sectionIndex, section] of definition.sections.entries()) {
    const questionIndex = section.questions.findIndex((question) => question.identifier === 'ssn');
    if (questionIndex < 0) continue;
    section.questions[questionIndex] = {
      ...section.questions[questionIndex]!,
      control: 'text',
      component: null,
      input_mask: null,
    };
    return { definition, path: `sections.${sectionIndex}.questions.${questionIndex}.component` };
  }
  throw new Error('the WIOA definition has no ssn question');
}

async function storedAnswers(customerId: number) {
  const [row] = await t.db
    .select({ answers: schema.formResponses.answers })
    .from(schema.formResponses)
    .where(and(eq(schema.formResponses.formId, formId), eq(schema.formResponses.customerId, customerId)));
  return row!.answers;
}

describe('secret answers survive definition changes', () => {
  it('refuses an import that turns a question holding SSNs into a text control (422 naming the question)', async () => {
    await customerWithSavedSsn();
    const before = await exportFormDefinition(t.db, formId);
    const { definition, path } = ssnAsText();

    const response = await (await t.as('admin')).post(formPaths.definitionImport, definition);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      message: formDefinitionMessages.secretQuestionChanged('ssn'),
      errors: { [path]: [formDefinitionMessages.secretQuestionChanged('ssn')] },
    });
    expect(await exportFormDefinition(t.db, formId)).toEqual(before);
  });

  it('still accepts a re-import that keeps the SSN question as it is', async () => {
    await customerWithSavedSsn();
    const response = await (await t.as('admin')).post(formPaths.definitionImport, wioaAdultDefinition);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('never saves or returns a stored SSN in clear, even if the question became a text control', async () => {
    const { customer, client, aboutYouId } = await customerWithSavedSsn();
    // A definition written past the import's check (a script, an older server): the save path must hold on its own.
    await saveFormDefinition(t.db, ssnAsText().definition);
    try {
      const urls = {
        load: fill(formPaths.staffForm, { customerId: customer.id, formId }),
        submit: fill(formPaths.staffSubmit, { customerId: customer.id, formId }),
      };
      const otherAnswers = { ...wioaAnswersBySection({ customer, ssn }).about_you };
      delete otherAnswers.ssn;
      const saved = await client.post(urls.submit, { section_id: aboutYouId, answers: otherAnswers });
      expect(saved.statusCode, saved.body).toBe(200);

      const answers = JSON.stringify(await storedAnswers(customer.id));
      expect(answers).not.toContain(ssnDigits);
      expect(answers).not.toContain(ssn);
      const load = await client.get(urls.load);
      expect(load.statusCode).toBe(200);
      expect(load.body).not.toContain(ssnDigits);
      expect(load.body).not.toContain(ssn);
      expect(load.json<FormLoadResponse>().questionValues.ssn).toBe('***-**-5462');
    } finally {
      await saveFormDefinition(t.db, wioaAdultDefinition);
    }
  });
});
