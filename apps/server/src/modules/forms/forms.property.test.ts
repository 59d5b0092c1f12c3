import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  customerRecordPath as fill,
  formConstants,
  formPaths,
  type FormLoadResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createSeedForms, wioaAdultDefinition } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { wioaAllAnswers } from './forms.fixtures.ts';
import { junkValue } from '../../testing/junk.ts';

let t: TestApp;
let client: TestClient;
let customerId: number;
let submitUrl: string;
let sectionIds: number[];
let valid: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const formId = (await createSeedForms(t.db))[wioaAdultDefinition.name_short]!;
  const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
  customerId = customer.id;
  client = await t.login('guest');
  await client.post(authPaths.customerLogin, { email: customer.portalEmail, password: customer.password });
  const load = (await client.get(fill(formPaths.customerForm, { formId }))).json<FormLoadResponse>();
  sectionIds = load.form.sections.map((section) => section.id);
  submitUrl = fill(formPaths.customerSubmit, { formId });
  valid = wioaAllAnswers({ customer });
  // A saved draft, so "nothing written" compares against real rows.
  const first = await client.post(submitUrl, { section_id: sectionIds[0], answers: valid });
  expect(first.statusCode, first.body).toBe(200);
}, testAppTimeout);
afterAll(() => t.close());

const junk = junkValue({
  maxLength: 10_000,
  samples: ['***-**-0000', '\u0000', '2026-02-30', '1899-12-31', '-1', '1e400', "'; drop table forms; --"],
  extra: [
    fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(formConstants.exclusiveRaceId)), { maxLength: 4 }),
    fc.object({ maxDepth: 2 }),
    fc.anything({ maxDepth: 2 }),
  ],
});

const identifiers = wioaAdultDefinition.sections
  .flatMap((section) => section.questions.map((question) => question.identifier))
  .concat(formConstants.selfAttestationIdentifier);

/** The valid answers with a few of them replaced by junk (or removed). */
const answers = fc
  .array(fc.tuple(fc.constantFrom(...identifiers), junk), { minLength: 1, maxLength: 4 })
  .map((changes) => {
    const result: Record<string, unknown> = { ...valid };
    for (const [identifier, value] of changes) result[identifier] = value;
    return result;
  });

const body = fc.oneof(
  fc.record(
    {
      // An index, not the id: the ids are known only once beforeAll has loaded the form.
      section_id: fc.oneof(
        fc.integer({ min: 0, max: 5 }).map((index) => sectionIds[index]),
        junk,
      ),
      answers: fc.oneof(answers, junk),
      signatures: fc.oneof(junk, fc.record({ customer: fc.record({ signature: fc.oneof(junk, fc.string()) }) })),
    },
    { requiredKeys: [] },
  ),
  junk,
);

async function stored() {
  const responses = await t.db
    .select()
    .from(schema.formResponses)
    .where(eq(schema.formResponses.customerId, customerId));
  const secrets = await t.db.select().from(schema.formSecretAnswers);
  return JSON.stringify({ responses, secrets });
}

describe('form submissions with generated bodies', () => {
  it('never answer 5xx, and a 422 writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await stored();
        const response = await client.post(submitUrl, payload);
        const detail = `${JSON.stringify(payload)?.slice(0, 500)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect([200, 422], detail).toContain(response.statusCode);
        if (response.statusCode === 422) {
          expect(response.json(), detail).toHaveProperty('errors');
          expect(await stored(), detail).toBe(before);
        }
      }),
      { numRuns: 250 },
    );
  });
});
