import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  customerIntakePaths,
  customerRecordPath as fill,
  formPaths,
  type FormDefinition,
} from '@portal/contracts';
import { createSeedForms, wioaAdultDefinition } from '@portal/db/factories';
import { createTestApp, type Role, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { maxJsonDepth, nestsDeeperThan, tooDeepMessage } from './json-body.ts';

/** An array nested `depth` deep as JSON text: 5,000 deep is 10 KB. */
const nestedText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deep = nestedText(5_000);

/** The body as JSON text with the "DEEP" placeholder swapped for the nested array (JSON.stringify would overflow). */
const withDeep = (value: unknown) => Buffer.from(JSON.stringify(value).replace('"DEEP"', deep));

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(500)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(500)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(nestedText(maxJsonDepth), maxJsonDepth)).toBe(false);
    expect(nestsDeeperThan(nestedText(maxJsonDepth + 1), maxJsonDepth)).toBe(true);
  });
});

let t: TestApp;
let formId: number;
beforeAll(async () => {
  t = await createTestApp();
  formId = (await createSeedForms(t.db))[wioaAdultDefinition.name_short]!;
}, testAppTimeout);
afterAll(() => t.close());

/** A definition as exported, with one question's `default` holding the deep value. */
function definitionWithDeepDefault(): Buffer {
  const definition = structuredClone<FormDefinition>(wioaAdultDefinition);
  const question = definition.sections[0]!.questions[0]! as Record<string, unknown>;
  question.default = 'DEEP';
  return withDeep({ ...definition, name_short: 'Deep copy' });
}

describe('a body nested 5,000 deep', () => {
  const cases: { name: string; role: Role; url: () => string; body: () => Buffer }[] = [
    {
      name: 'a customer form submission',
      role: 'customer',
      url: () => fill(formPaths.customerSubmit, { formId }),
      body: () => withDeep({ answers: { first_name: 'DEEP' } }),
    },
    {
      name: 'a staff form submission',
      role: 'caseManager',
      url: () => fill(formPaths.staffSubmit, { customerId: t.world.customer.id, formId }),
      body: () => withDeep({ answers: { first_name: 'DEEP' } }),
    },
    {
      name: 'the admin definition import (in a default)',
      role: 'admin',
      url: () => formPaths.definitionImport,
      body: definitionWithDeepDefault,
    },
    {
      name: 'the customer lookup',
      role: 'caseManager',
      url: () => customerIntakePaths.lookup,
      body: () => withDeep({ first_name: 'DEEP', last_name: 'Rivera', birthdate: '05/17/1990' }),
    },
    { name: 'the staff login', role: 'guest', url: () => authPaths.staffLogin, body: () => Buffer.from(deep) },
  ];

  it.each(cases)('is refused with 422 on $name', async ({ role, url, body }) => {
    const client = await t.as(role);
    const response = await client.post(url(), body(), { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(422);
    expect(response.json()).toEqual({ message: tooDeepMessage, errors: { body: [tooDeepMessage] } });
  });

  it('leaves ordinary bodies alone (a definition import still works)', async () => {
    const client = await t.as('admin');
    const definition = { ...structuredClone(wioaAdultDefinition), name_short: 'Shallow copy' };
    const response = await client.post(formPaths.definitionImport, definition);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  });
});
