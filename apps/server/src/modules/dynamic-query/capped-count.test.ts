import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dynamicQueryLimits,
  dynamicQueryPaths,
  queryCountLabel,
  queryRequestSchema,
  type QueryCondition,
} from '@portal/contracts';
import { createCustomer, createEnrollment, createServiceLogProgram } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { translateQuery, type Viewer } from './translator.ts';

// Issue #30: a run counts its rows and customers up to one past the cap, never every match; past it the figure is
// shown as '10,000+'. The counts run here on the real engine with small caps.

const cond = (field: string, operator: QueryCondition['operator'], value: QueryCondition['value']) =>
  ({ identifier: 'condition', type: 'and', field, operator, value }) as QueryCondition;

let t: TestApp;
let programId: number;
let viewer: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  const { db, world } = t;
  programId = (await createServiceLogProgram(db, { name: 'Capped Count' })).id;
  viewer = { allLocations: false, locationIds: [world.locationA.id], seesPii: false };
  // Three customers enrolled, the first twice: four enrollment rows.
  for (const n of [1, 2, 3]) {
    const customer = await createCustomer(db, { primaryLocationId: world.locationA.id, lastName: `Capped${n}` });
    await createEnrollment(db, customer.id, { programId });
    if (n === 1) await createEnrollment(db, customer.id, { programId });
  }
}, testAppTimeout);
afterAll(async () => t?.close());

const enrolled = (withProgramColumn: boolean) =>
  queryRequestSchema.parse({
    conditions: [cond('enrollment.program', 'in', [programId])],
    fields: [
      { id: 'customer.id', name: 'Customer ID', type: 'int' },
      ...(withProgramColumn ? [{ id: 'enrollment.program', name: 'Program', type: 'int' }] : []),
    ],
    sortFields: [],
  });

async function counts(withProgramColumn: boolean, cap: number) {
  const { counts } = translateQuery(enrolled(withProgramColumn), viewer, cap);
  const [row] = (await t.database.rawQuery(counts.text, counts.params)) as { total: number; unique_count: number }[];
  return { total: Number(row!.total), unique: Number(row!.unique_count) };
}

describe('capped counts', () => {
  it('are exact up to the cap', async () => {
    expect(await counts(false, 10)).toEqual({ total: 3, unique: 3 });
    expect(await counts(true, 10)).toEqual({ total: 4, unique: 3 });
    expect(await counts(true, 4)).toEqual({ total: 4, unique: 3 });
  });

  it('stop one past the cap: rows through the joined resource, customers apart from it', async () => {
    expect(await counts(false, 2)).toEqual({ total: 3, unique: 3 });
    expect(await counts(true, 3)).toEqual({ total: 4, unique: 3 });
    expect(await counts(true, 1)).toEqual({ total: 2, unique: 2 });
  });

  it('show a count past the cap as the cap and a plus', () => {
    const cap = dynamicQueryLimits.countCap;
    expect(queryCountLabel(cap)).toBe(String(cap));
    expect(queryCountLabel(cap + 1)).toBe('10,000+');
    expect(queryCountLabel(0)).toBe('0');
  });

  it('a run answers the counts and pages of the matches', async () => {
    const client = await t.as('caseManager');
    const response = await client.post(dynamicQueryPaths.run, enrolled(true));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 4, unique_count: 3, last_page: 1 });
  });
});
