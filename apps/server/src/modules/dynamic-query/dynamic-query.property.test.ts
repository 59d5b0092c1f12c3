import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicQueryPaths, queryRequestSchema } from '@portal/contracts';
import { schema } from '@portal/db';
import {
  createCustomer,
  createEnrollment,
  createJobExperience,
  createServiceLog,
  createServiceLogProgram,
} from '@portal/db/factories';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { boardZoneLiteral } from './catalogue-demographics.ts';
import { queryBody } from './query-trees.ts';
import { TranslationError, translateQuery, type Viewer } from './translator.ts';

/**
 * Generated condition trees (random fields, operators, values, nesting, hostile strings, long lists):
 * - 10,000 through the schema and the translator alone: either a 422-style refusal or SQL with no quote, semicolon or comment
 *   of its own outside the translator's literals (every value is a parameter) and whose placeholders match the parameters;
 * - 10,000 of them executed on the real database as a location-A case manager would run them: no SQL error, and no row
 *   outside that user's scope (compared with a scope-only query);
 * - 200 through HTTP: no 5xx, no SQL error text in any answer, no row outside the scope.
 */
const viewer: Viewer = { allLocations: false, locationIds: [], seesPii: false };
const sqlErrorText = /syntax error|relation "|column "|operator does not exist|invalid input syntax|pg_|postgres/i;

let t: TestApp;
let caseManager: TestClient;
let scope: Set<number>;

beforeAll(async () => {
  t = await createTestApp();
  const { db, world } = t;
  viewer.locationIds = [world.locationA.id];
  const program = await createServiceLogProgram(db, { name: 'Adult' });
  for (const [index, locationId] of [world.locationA.id, world.locationB.id, world.locationA.id].entries()) {
    const customer = await createCustomer(db, {
      primaryLocationId: locationId,
      firstName: index === 0 ? '%_\\' : 'Sam',
    });
    const enrollment = await createEnrollment(db, customer.id, { programId: program.id });
    await createServiceLog(db, {
      customerId: customer.id,
      createdBy: world.caseManager.id,
      enrollmentId: enrollment.id,
    });
    await createJobExperience(db, customer.id);
    if (index === 2)
      await db.update(schema.customers).set({ deletedAt: new Date() }).where(eq(schema.customers.id, customer.id));
  }
  const rows = (await t.database.rawQuery(
    'select id from customers where deleted_at is null and location_ids && $1::int[]',
    [[world.locationA.id]],
  )) as { id: number }[];
  scope = new Set(rows.map((row) => row.id));
  caseManager = await t.as('caseManager');
});
afterAll(() => t?.close());

function translated(body: unknown) {
  const parsed = queryRequestSchema.safeParse(body);
  if (!parsed.success) return null;
  try {
    return translateQuery(parsed.data, viewer);
  } catch (error) {
    if (error instanceof TranslationError) return null;
    throw error;
  }
}

const placeholders = (text: string) => new Set([...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));

describe('dynamic querying: generated condition trees', () => {
  it('10,000 trees: the translator refuses or writes only parameters', () => {
    let accepted = 0;
    fc.assert(
      fc.property(queryBody, (body) => {
        const query = translated(body);
        if (!query) return;
        accepted += 1;
        const page = query.page(25, 0);
        expect(placeholders(page.text)).toEqual(new Set(page.params.map((_, index) => index + 1)));
        // Every quote in the text belongs to one of the translator's own literals, and no statement ends early.
        const ownLiterals = page.text
          .replace(/escape '\\'|'\*\*\*'|'YYYY-MM-DD'|as "(__customer_id|f\d+)"/g, '')
          .replaceAll(boardZoneLiteral(), '');
        expect(ownLiterals).not.toMatch(/['";]|--/);
      }),
      { numRuns: 10_000 },
    );
    expect(accepted).toBeGreaterThan(1_000);
  }, 120_000);

  it('10,000 trees on the real database: no SQL error, no row outside the scope', async () => {
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(queryBody, async (body) => {
        const query = translated(body);
        if (!query) return;
        ran += 1;
        const page = query.page(25, 0);
        const rows = (await t.database.rawQuery(page.text, page.params)) as { __customer_id: number }[];
        await t.database.rawQuery(query.counts.text, query.counts.params);
        for (const row of rows) expect(scope.has(row.__customer_id)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
    expect(ran).toBeGreaterThan(1_000);
  }, 900_000);

  it('200 trees through HTTP: no 5xx, no SQL error text, no row outside the scope', async () => {
    await fc.assert(
      fc.asyncProperty(queryBody, async (body) => {
        const response = await caseManager.post(dynamicQueryPaths.run, body);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.body).not.toMatch(sqlErrorText);
        if (response.statusCode !== 200) {
          expect(response.statusCode).toBe(422);
          return;
        }
        for (const row of response.json<{ data: { 'customer.id': number }[] }>().data) {
          expect(scope.has(row['customer.id'])).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 300_000);
});
