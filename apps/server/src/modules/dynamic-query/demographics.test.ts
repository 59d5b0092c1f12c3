import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardToday,
  dynamicQueryPaths as paths,
  type ErrorBody,
  type QueryCondition,
  type QueryResults,
  type ResourceMetadata,
} from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

const cond = (field: string, operator: QueryCondition['operator'], value: QueryCondition['value']) =>
  ({ identifier: 'condition', type: 'and', field, operator, value }) as QueryCondition;

/** The ISO date `years` years before the board's today, plus `days` days. */
function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = boardToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

describe('query tool: demographics and age (issue #26)', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { db, world } = t;
    const at = world.locationA.id;
    const people = {
      // 56 today: a veteran over 55.
      oldVeteran: { birthdate: yearsAgo(56), veteranStatus: 'yes', races: ['white'], sex: 'male' },
      // 55 until tomorrow: not over 55 yet.
      turns56Tomorrow: { birthdate: yearsAgo(56, 1), veteranStatus: 'yes', races: ['asian', 'white'] },
      youngVeteran: { birthdate: yearsAgo(40), veteranStatus: 'yes', races: ['asian'] },
      oldCivilian: { birthdate: yearsAgo(70), veteranStatus: 'no', races: [] },
    } as const;
    for (const [name, values] of Object.entries(people)) {
      const customer = await createCustomer(db, {
        primaryLocationId: at,
        firstName: name,
        ...values,
        races: [...values.races],
      });
      ids[name] = customer.id;
    }
    // A veteran over 55 at another location: outside a location-A case manager's caseload.
    const elsewhere = await createCustomer(db, {
      primaryLocationId: world.locationB.id,
      birthdate: yearsAgo(60),
      veteranStatus: 'yes',
    });
    ids.elsewhere = elsewhere.id;
  }, testAppTimeout);
  afterAll(async () => t?.close());

  const run = async (role: 'caseManager' | 'admin', conditions: QueryCondition[], fieldIds: string[]) => {
    const client = await t.as(role);
    const fields = fieldIds.map((id) => ({ id, name: id, type: 'str' }));
    return client.post(paths.run, { conditions, fields });
  };
  const customerIds = (rows: Record<string, unknown>[]) => rows.map((row) => row['customer.id'] as number).sort();

  it('finds the veterans of my caseload over 55, with their age', async () => {
    const response = await run(
      'caseManager',
      [cond('customer.veteran_status', 'in', ['yes']), cond('customer.age', 'greaterThan', 55)],
      ['customer.id', 'customer.age', 'customer.veteran_status'],
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<QueryResults>().data;
    expect(customerIds(rows)).toEqual([ids.oldVeteran]);
    expect(rows[0]).toMatchObject({ 'customer.age': 56, 'customer.veteran_status': 'yes' });
  });

  it('masks sex and race for a case manager and refuses them as conditions', async () => {
    const shown = await run(
      'caseManager',
      [cond('customer.id', 'is', ids.oldVeteran!)],
      ['customer.id', 'customer.sex'],
    );
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<QueryResults>().data[0]?.['customer.sex']).toBe('***');
    const filtered = await run('caseManager', [cond('race.race', 'in', ['asian'])], ['customer.id']);
    expect(filtered.statusCode).toBe(422);
    expect(filtered.json<ErrorBody>().errors?.['conditions.0.field']).toEqual(['The selected field is invalid.']);
    const resources = await (await t.as('caseManager')).get(paths.resources);
    const keys = resources.json<{ data: ResourceMetadata[] }>().data.flatMap((r) => r.fields.map((f) => f.field));
    expect(keys).toEqual(
      expect.arrayContaining(['customer.age', 'customer.veteran_status', 'customer.preferred_name']),
    );
    expect(keys).not.toContain('customer.sex');
    expect(keys).not.toContain('race.race');
  });

  it('lets an admin find customers by race: any of, and all of', async () => {
    const anyAsian = await run('admin', [cond('race.race', 'in', ['asian'])], ['customer.id']);
    expect(anyAsian.statusCode, anyAsian.body).toBe(200);
    expect(customerIds(anyAsian.json<QueryResults>().data)).toEqual([ids.turns56Tomorrow, ids.youngVeteran].sort());
    // With a customer condition beside it, isAll asks that the customer has a row for every value.
    const both = await run(
      'admin',
      [cond('customer.active', 'is', true), cond('race.race', 'isAll', ['asian', 'white'])],
      ['customer.id', 'race.race'],
    );
    expect(both.statusCode, both.body).toBe(200);
    const rows = both.json<QueryResults>().data;

    expect(new Set(customerIds(rows))).toEqual(new Set([ids.turns56Tomorrow]));
    expect(rows.map((row) => row['race.race']).sort()).toEqual(['asian', 'white']);
  });
});
