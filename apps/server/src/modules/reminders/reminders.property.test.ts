import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderBodySchema, reminderPath, reminderPaths } from '@portal/contracts';
import { schema } from '@portal/db';
import { junkValue, onTheWire } from '../../testing/junk.ts';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { createReminderAs, reminderBody } from './reminders.fixtures.ts';

/** 1,000 generated bad bodies per write endpoint: every answer is 422, never a 5xx, and no reminder changes. */
const runs = 1000;

let t: TestApp;
let client: TestClient;
let reminderId: number;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.as('caseManager');
  reminderId = await createReminderAs(client);
}, testAppTimeout);
afterAll(() => t?.close());

const junk = junkValue({
  maxLength: 255,
  samples: ['2020-01-01', '2026-02-30', '13', '00', '60', 'pm', 'group', 'customer', -1, 0, 2 ** 31, "'; drop table"],
});

const valid = fc.record({
  title: fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== ''),
  description: fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== ''),
  action: fc.constantFrom('call', 'email', 'meet', 'follow up', 'update info'),
  date: fc.constant(reminderBody().date),
  hour: fc.constantFrom('01', '09', '12'),
  minute: fc.constantFrom('00', '30', '59'),
  period: fc.constantFrom('AM', 'PM'),
  in_support_of_type: fc.constant('none'),
  in_support_of_id: fc.constant(null),
  timezone_offset: fc.integer({ min: -840, max: 840 }),
});

const badBodies = fc
  .oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(valid, fc.array(fc.tuple(fc.nat(), junk), { minLength: 1, maxLength: 3 }))
        .map(([body, changes]) => {
          const copy: Record<string, unknown> = { ...body };
          const keys = Object.keys(copy);
          for (const [index, value] of changes) copy[keys[index % keys.length]!] = value;
          return copy;
        }),
    },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }), fc.string()) },
  )
  .filter((body) => !reminderBodySchema.safeParse(onTheWire(body)).success);

async function snapshot() {
  const [rows] = await t.db.select({ n: count() }).from(schema.reminders);
  const all = await t.db.select().from(schema.reminders);
  return { rows, all };
}

const endpoints = [
  { name: 'POST reminder', method: 'post', url: () => reminderPaths.list },
  { name: 'PUT reminder', method: 'put', url: () => reminderPath(reminderPaths.item, reminderId) },
] as const;

describe.each(endpoints)('$name with bad bodies', ({ method, url }) => {
  it(`answers 422 to ${runs} bad bodies and changes nothing`, async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(badBodies, async (body) => {
        const response = await client[method](url(), body);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.body).not.toMatch(/Failed query|insert into|\bselect\b[^"]*\bfrom\b|"stack"|\.ts:\d+/i);
      }),
      { numRuns: runs },
    );
    expect(await snapshot()).toEqual(before);
  });
});
