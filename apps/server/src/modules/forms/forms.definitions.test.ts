import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  customerRecordPath as fill,
  type ErrorBody,
  type formDefinitionImportResponseSchema,
  formDefinitionMessages,
  formDefinitionSchema,
  type formDefinitionsResponseSchema,
  formPaths,
  type FormDefinition,
  type FormLoadResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createSeedForms, wioaAdultDefinition, wioaYouthDefinition } from '@portal/db/factories';
import { exportFormDefinition, saveFormDefinition } from '@portal/db/forms';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await createSeedForms(t.db);
}, testAppTimeout);
afterAll(() => t.close());

const clone = <T>(value: T): T => structuredClone(value);

describe('export and import round trip', () => {
  it('the seeded definitions export exactly as written', async () => {
    for (const definition of [wioaAdultDefinition, wioaYouthDefinition]) {
      const response = await (
        await t.as('admin')
      ).get(fill(formPaths.definitionExport, { formId: ids[definition.name_short]! }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="form-.+\.json"$/);
      expect(formDefinitionSchema.parse(response.json())).toEqual(definition);
    }
  });

  it('an exported definition imported under a new name is the same form', async () => {
    const client = await t.as('admin');
    const exported = (
      await client.get(fill(formPaths.definitionExport, { formId: ids[wioaAdultDefinition.name_short]! }))
    ).json<FormDefinition>();
    const imported = await client.post(formPaths.definitionImport, { ...exported, name_short: 'WIOA copy' });
    expect(imported.statusCode, imported.body).toBe(200);
    const { id, created } = imported.json<z.infer<typeof formDefinitionImportResponseSchema>>();
    expect(created).toBe(true);
    expect(await exportFormDefinition(t.db, id)).toEqual({ ...wioaAdultDefinition, name_short: 'WIOA copy' });
  });

  it('re-importing the same short name updates the form in place and keeps section and question ids', async () => {
    const changed = clone(wioaYouthDefinition);
    const formId = ids[changed.name_short]!;
    const before = (
      await (await t.as('caseManager')).get(fill(formPaths.staffForm, { customerId: t.world.customer.id, formId }))
    ).json<FormLoadResponse>();
    changed.name_long = 'WIOA Youth Eligibility, revised';
    changed.sections[1]!.questions.push({
      ...changed.sections[1]!.questions[2]!,
      identifier: 'mentor_interest',
      text: 'Would a mentor help?',
    });
    changed.sections[0]!.questions = changed.sections[0]!.questions.filter((q) => q.identifier !== 'current_email');

    const response = await (await t.as('agencyAdmin')).post(formPaths.definitionImport, changed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: formId, created: false });
    expect(await exportFormDefinition(t.db, formId)).toEqual(changed);

    const after = (
      await (await t.as('caseManager')).get(fill(formPaths.staffForm, { customerId: t.world.customer.id, formId }))
    ).json<FormLoadResponse>();
    expect(after.form.sections.map((s) => s.id)).toEqual(before.form.sections.map((s) => s.id));
    const idOf = (load: FormLoadResponse, identifier: string) =>
      load.questions.find((q) => q.identifier === identifier)?.id;
    expect(idOf(after, 'goals')).toBe(idOf(before, 'goals'));
    expect(idOf(after, 'current_email')).toBeUndefined();
    expect(idOf(after, 'mentor_interest')).toEqual(expect.any(Number));
    await saveFormDefinition(t.db, wioaYouthDefinition);
  });

  it('lists definitions with their counts', async () => {
    const response = await (await t.as('admin')).get(formPaths.definitions);
    expect(response.statusCode).toBe(200);
    const wioa = response
      .json<z.infer<typeof formDefinitionsResponseSchema>>()
      .data.find((row) => row.name_short === wioaAdultDefinition.name_short);
    expect(wioa).toMatchObject({
      sections: 5,
      questions: wioaAdultDefinition.sections.flatMap((section) => section.questions).length,
    });
  });
});

describe('a bad definition is a 422 with field paths and changes nothing', () => {
  const cases: [string, (definition: FormDefinition) => unknown, Record<string, string[]>][] = [
    [
      'a component question without its component',
      (d) => {
        d.sections[0]!.questions[2]!.control = 'component';
        return d;
      },
      { 'sections.0.questions.2.component': [formDefinitionMessages.componentRequired] },
    ],
    [
      'a duplicate identifier',
      (d) => {
        d.sections[1]!.questions[0]!.identifier = 'primary_phone';
        return d;
      },
      { 'sections.1.questions.0.identifier': [formDefinitionMessages.duplicateIdentifier('primary_phone')] },
    ],
    [
      'a select without options',
      (d) => {
        d.sections[1]!.questions[2]!.options = [];
        return d;
      },
      { 'sections.1.questions.2.options': [formDefinitionMessages.optionsRequired('select')] },
    ],
    ['another format', (d) => ({ ...d, format: 'something/else' }), { format: [formDefinitionMessages.formatUnknown] }],
    ['no sections', (d) => ({ ...d, sections: [] }), { sections: [formDefinitionMessages.noSections] }],
  ];

  it.each(cases)('%s', async (_name, mutate, errors) => {
    const before = await t.db.select().from(schema.formQuestions);
    const response = await (await t.as('admin')).post(formPaths.definitionImport, mutate(clone(wioaAdultDefinition)));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual(errors);
    expect(await t.db.select().from(schema.formQuestions)).toEqual(before);
  });

  it('an unknown control or a body that is not an object is a 422 too', async () => {
    const definition = clone(wioaAdultDefinition) as unknown as { sections: { questions: { control: string }[] }[] };
    definition.sections[0]!.questions[0]!.control = 'slider';
    const client = await t.as('admin');
    const response = await client.post(formPaths.definitionImport, definition);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual(['sections.0.questions.0.control']);
    expect((await client.post(formPaths.definitionImport, [1, 2])).statusCode).toBe(422);
    const [form] = await t.db
      .select()
      .from(schema.forms)
      .where(eq(schema.forms.nameShort, wioaAdultDefinition.name_short));
    expect(form!.nameLong).toBe(wioaAdultDefinition.name_long);
  });
});
