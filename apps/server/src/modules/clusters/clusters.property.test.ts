import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  saveClusterBodySchema,
  surveyAnswersBodySchema,
  type SurveyResponseSummary,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createClusterSurveyResponse, listSurveyOptions } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { junkValue } from '../../testing/junk.ts';

/** Generated bad bodies for every write: each answer is 422, never a 5xx, and nothing changes. */
const runs = 400;

let t: TestApp;
let customer: TestClient;
let guest: TestClient;
let optionIds: number[];
let customerSurveyId: number;
let guestSurveyId: number;

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  optionIds = (await listSurveyOptions(t.db)).map((option) => option.id);
  customerSurveyId = (
    await createClusterSurveyResponse(t.db, {
      customerId: t.world.customer.id,
      selectedOptionIds: optionIds.slice(0, 3),
    })
  ).id;
  // The guest takes the survey through the API, so their client holds the token cookie.
  guest = t.anonymous();
  await guest.fetchCsrfToken();
  const taken = await guest.post('/internal-api/guest/career-cluster-survey', { option: { [optionIds[0]!]: true } });
  guestSurveyId = taken.json<{ data: SurveyResponseSummary }>().data.id;
});
afterAll(() => t.close());

const junk = junkValue({
  maxLength: 255,
  samples: ['true', 'false', 1, 0, '1'],
});

const key = () =>
  fc.oneof(
    fc.constantFrom(...optionIds.map(String)),
    fc.constantFrom('0', '-1', '1.5', '99999', '2147483648', '999999999999', 'abc', '', ' 1', '01'),
    fc.string({ maxLength: 12 }),
  );

/** Answer maps that are wrong somewhere: bad keys, unknown ids, non-booleans, or nothing ticked. */
const badAnswers = () =>
  fc.oneof(
    fc.dictionary(key(), fc.oneof({ weight: 3, arbitrary: fc.boolean() }, { weight: 1, arbitrary: junk }), {
      maxKeys: 6,
    }),
    fc.dictionary(fc.constantFrom(...optionIds.map(String)), fc.constant(false), { maxKeys: 6 }),
    junk,
  );

const badSurveyBodies = () =>
  fc
    .oneof(
      { weight: 6, arbitrary: badAnswers().map((option) => ({ option })) },
      { weight: 1, arbitrary: fc.record({ answers: badAnswers() }) },
      { weight: 1, arbitrary: junk },
    )
    .filter((body) => !isAcceptable(onTheWire(body)));

function isAcceptable(body: unknown): boolean {
  const parsed = surveyAnswersBodySchema.safeParse(body);
  return parsed.success && Object.keys(parsed.data.option).every((id) => optionIds.includes(Number(id)));
}

function onTheWire(body: unknown): unknown {
  const text = JSON.stringify(body);
  return text === undefined ? undefined : JSON.parse(text);
}

async function snapshot() {
  const [responses] = await t.db.select({ n: count() }).from(schema.clusterSurveyResponses);
  const answers = await t.db.select().from(schema.clusterSurveyAnswers);
  const saved = await t.db.select().from(schema.savedClusters);
  const responseRows = await t.db.select().from(schema.clusterSurveyResponses);
  const sort = (rows: Array<{ responseId: number; optionId: number }>) =>
    [...rows].sort((a, b) => a.responseId - b.responseId || a.optionId - b.optionId);
  return { responses, answers: sort(answers), saved, responseRows };
}

const surveyWrites = [
  { name: 'customer POST', client: () => customer, method: 'post', url: () => '/internal-api/career-cluster-survey' },
  {
    name: 'customer PUT',
    client: () => customer,
    method: 'put',
    url: () => `/internal-api/career-cluster-survey/${customerSurveyId}`,
  },
  { name: 'guest POST', client: () => guest, method: 'post', url: () => '/internal-api/guest/career-cluster-survey' },
  {
    name: 'guest PUT',
    client: () => guest,
    method: 'put',
    url: () => `/internal-api/guest/career-cluster-survey/${guestSurveyId}`,
  },
] as const;

describe.each(surveyWrites)('$name with bad bodies', ({ client, method, url }) => {
  it(`answers 422 to ${runs} bad bodies and changes nothing`, async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(badSurveyBodies(), async (body) => {
        const response = await client()[method](url(), body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(response.json<ErrorBody>().errors ?? {}).length).toBeGreaterThan(0);
        expect(response.body).not.toMatch(/Failed query|insert into|\bselect\b[^"]*\bfrom\b|"stack"|\.ts:\d+/i);
      }),
      { numRuns: runs },
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('save-cluster with bad bodies', () => {
  it(`answers 422 to ${runs} bad bodies and saves nothing`, async () => {
    const before = await snapshot();
    const cluster = fc.oneof(
      junk,
      fc.integer({ min: 17, max: 2 ** 40 }),
      fc.integer({ max: 0 }),
      fc.constantFrom('17', '0', '-3', '1e2', ' 4', '4 ', 'NaN', 2 ** 31),
    );
    const body = fc
      .oneof(fc.record({ cluster }), fc.record({ cluster_id: fc.integer({ min: 1, max: 16 }) }), junk)
      .filter((b) => {
        const parsed = saveClusterBodySchema.safeParse(onTheWire(b));
        return !parsed.success || parsed.data.cluster > 16;
      });
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const response = await customer.post('/internal-api/career-cluster-survey/save-cluster', generated);
        expect(response.statusCode, JSON.stringify(generated)).toBe(422);
      }),
      { numRuns: runs },
    );
    expect(await snapshot()).toEqual(before);
  });
});
