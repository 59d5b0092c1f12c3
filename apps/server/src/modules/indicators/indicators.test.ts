import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  boardDateOf,
  indicatorsPaths,
  programYearStartOf,
  type IndicatorPrograms,
  type IndicatorRate,
  type Indicators,
  type IndicatorWarningsPage,
} from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type Role, type TestApp } from '../../testing/test-app.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import * as service from './service.ts';

/**
 * The indicators on hand-built enrolments, wage and performance records, each rate checked exactly
 * (docs/wioa-indicators.md). Program year 2022: July 1, 2022 to June 30, 2023; every window is over by now.
 */

let t: TestApp;
let program: number;
let otherProgram: number;
let warningProgram: number;

// Performance types of our own (ids far from the seeded ones): one demands evidence, the others do not.
const types = { credential: 9201, credentialMust: 9202, skillGain: 9101, exempt: 9401 } as const;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.db.execute(query)) as { rows: T[] };
  return result.rows[0]!;
}

async function newProgram(name: string): Promise<number> {
  return (await one<{ id: number }>(sql`insert into service_log_programs (name) values (${name}) returning id`)).id;
}

async function person(locationId: number, firstName: string, deleted = false): Promise<number> {
  const customer = await createCustomer(t.db, {
    portal: false,
    primaryLocationId: locationId,
    firstName,
    lastName: 'Indicator',
    ...(deleted ? { deletedAt: new Date() } : {}),
  });
  return customer.id;
}

async function enrol(customerId: number, programId: number, start: string, exit: string | null): Promise<number> {
  return (
    await one<{ id: number }>(
      sql`insert into service_log_enrollments (customer_id, program_id, created_at, exit_at)
        values (${customerId}, ${programId}, ${start}::timestamptz, ${exit}::timestamptz) returning id`,
    )
  ).id;
}

interface Wage {
  start: string;
  received: string;
  employer: string;
  wage?: number;
  increment?: 'hourly' | 'annually';
  source?: 1 | 2 | 3;
}

async function wage(customerId: number, w: Wage) {
  const source = w.source ?? 3;
  await t.db.execute(sql`insert into wage_records
      (customer_id, source_id, date_received, start_date, employer_name, job_title, recent_wage, wage_increment)
    values (${customerId}, ${source}, ${w.received}, ${w.start}, ${w.employer}, 'Worker',
      ${w.wage ?? null}, ${w.increment ?? null})`);
}

async function record(customerId: number, kind: string, typeId: number, date: string) {
  await t.db
    .execute(sql`insert into performance_records (customer_id, creator_user_id, kind, performance_type_id, date_affected)
    values (${customerId}, ${t.world.caseManager.id}, ${kind}, ${typeId}, ${date})`);
}

async function indicators(role: Role, programId = program, year = 2022): Promise<Indicators> {
  const response = await (
    await t.as(role)
  ).get(`${indicatorsPaths.indicators}?program_id=${programId}&program_year=${year}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Indicators>();
}

const rateOf = (figures: Indicators, key: IndicatorRate['key']) => {
  const found = figures.rates.find((r) => r.key === key)!;
  return [found.numerator, found.denominator, found.rate, found.pending];
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const { locationA, locationB } = t.world;
  await t.db.execute(sql`insert into performance_types (id, kind, type, is_evidence_must) values
    (${types.credential}, 'credential_attainment', 'Test credential', false),
    (${types.credentialMust}, 'credential_attainment', 'Test licence', true),
    (${types.skillGain}, 'measurable_skill_gain', 'Test milestone', false),
    (${types.exempt}, 'program_exempt_reason', 'Test exemption', true)
    on conflict (id) do nothing`);
  program = await newProgram('Indicators WIOA Adult');
  otherProgram = await newProgram('Indicators Wagner-Peyser');
  warningProgram = await newProgram('Indicators Youth');

  // Ann: exit 2022-08-15 (Q3 2022): Q2 after exit is Q1 2023, Q4 is Q3 2023. One employer reported twice.
  const ann = await person(locationA.id, 'Ann');
  await enrol(ann, program, '2022-01-10T15:00:00Z', '2022-08-15T15:00:00Z');
  await wage(ann, { start: '2022-12-01', received: '2023-02-15', employer: 'Acme', wage: 20, increment: 'hourly' });
  await wage(ann, { start: '2022-12-01', received: '2023-08-01', employer: 'ACME', wage: 22, increment: 'hourly' });
  await record(ann, 'credential_attainment', types.credential, '2023-05-01');
  await record(ann, 'measurable_skill_gain', types.skillGain, '2022-07-20');

  // Ben: exit 2023-02-10 (Q1 2023): Q2 after exit is Q3 2023. Two employers in it; a licence without evidence.
  const ben = await person(locationA.id, 'Ben');
  await enrol(ben, program, '2022-03-01T15:00:00Z', '2023-02-10T15:00:00Z');
  await wage(ben, {
    start: '2023-06-01',
    received: '2023-09-01',
    employer: 'Big Co',
    wage: 52000,
    increment: 'annually',
  });
  await wage(ben, { start: '2023-08-01', received: '2023-09-15', employer: 'Side Job', wage: 10, increment: 'hourly' });
  await record(ben, 'credential_attainment', types.credentialMust, '2023-03-01');

  // Cat: exit on the year's last day (5:30 PM in Denver); employed only in Q4 after exit (no wage amount); credential too late.
  const cat = await person(locationA.id, 'Cat');
  await enrol(cat, program, '2022-05-01T15:00:00Z', '2023-06-30T23:30:00Z');
  await wage(cat, { start: '2024-05-01', received: '2024-06-01', employer: 'NDNH match', source: 2 });
  await record(cat, 'credential_attainment', types.credential, '2024-07-15');

  // Dan: exited in the year but exempt.
  const dan = await person(locationA.id, 'Dan');
  await enrol(dan, program, '2022-02-01T15:00:00Z', '2022-10-01T15:00:00Z');
  await record(dan, 'program_exempt_reason', types.exempt, '2022-11-01');

  // Eve: still enrolled; a skill gain in the year.
  const eve = await person(locationA.id, 'Eve');
  await enrol(eve, program, '2022-09-01T15:00:00Z', null);
  await record(eve, 'measurable_skill_gain', types.skillGain, '2023-03-01');

  // Zed: enrolled through the year, exits after it and is exempted after exit: left out of skill gains too.
  const zed = await person(locationA.id, 'Zed');
  await enrol(zed, program, '2022-06-01T15:00:00Z', '2024-06-15T15:00:00Z');
  await record(zed, 'program_exempt_reason', types.exempt, '2024-07-01');

  // Not counted: exited before the year, enrolled after it, another program, a deleted customer.
  const fay = await person(locationA.id, 'Fay');
  await enrol(fay, program, '2021-09-01T15:00:00Z', '2022-06-30T15:00:00Z');
  const gus = await person(locationA.id, 'Gus');
  await enrol(gus, program, '2023-07-05T15:00:00Z', null);
  const ivy = await person(locationA.id, 'Ivy');
  await enrol(ivy, otherProgram, '2022-01-05T15:00:00Z', '2022-09-01T15:00:00Z');
  const gone = await person(locationA.id, 'Gone', true);
  await enrol(gone, program, '2022-01-05T15:00:00Z', '2022-09-01T15:00:00Z');

  // Hal at location B: employed in Q2 after exit (Q1 2023) only.
  const hal = await person(locationB.id, 'Hal');
  await enrol(hal, program, '2022-01-05T15:00:00Z', '2022-09-01T15:00:00Z');
  await wage(hal, { start: '2022-12-15', received: '2023-03-01', employer: 'Hal Co', wage: 15, increment: 'hourly' });

  // Early warnings, relative to today.
  const w1 = await person(locationA.id, 'Wes');
  await enrol(w1, warningProgram, daysAgo(400), daysAgo(200));
  const w2 = await person(locationA.id, 'Wade');
  await enrol(w2, warningProgram, daysAgo(400), daysAgo(200));
  await wage(w2, { start: daysAgo(200).slice(0, 10), received: daysAgo(0).slice(0, 10), employer: 'Fine' });
  await record(w2, 'credential_attainment', types.credential, daysAgo(210).slice(0, 10));
  const w3 = await person(locationA.id, 'Wren');
  await enrol(w3, warningProgram, daysAgo(100), null);
  const w4 = await person(locationA.id, 'Wyn');
  await enrol(w4, warningProgram, daysAgo(10), null);
  // Open, no service for 70 days: exits in 20 days (Wren's exit day, 10 days ago, has passed: overdue).
  const w8 = await person(locationA.id, 'Wanda');
  await enrol(w8, warningProgram, daysAgo(70), null);
  const w5 = await person(locationA.id, 'Wolf');
  await enrol(w5, warningProgram, daysAgo(400), daysAgo(200));
  await record(w5, 'program_exempt_reason', types.exempt, daysAgo(150).slice(0, 10));
  const w6 = await person(locationA.id, 'Walt');
  await enrol(w6, warningProgram, daysAgo(1000), daysAgo(730));
  const w7 = await person(locationB.id, 'Will');
  await enrol(w7, warningProgram, daysAgo(400), daysAgo(200));
});
afterAll(() => t?.close());

describe('indicators', () => {
  it('computes each rate exactly at the case manager’s location', async () => {
    const figures = await indicators('caseManager');
    expect(figures.program_name).toBe('Indicators WIOA Adult');
    expect(figures.period).toEqual({ from: '2022-07-01', to: '2023-06-30' });
    expect([figures.participants, figures.exiters, figures.excluded]).toEqual([6, 4, 2]);
    expect(rateOf(figures, 'employment_q2')).toEqual([2, 3, 0.6667, 0]);
    expect(rateOf(figures, 'employment_q4')).toEqual([2, 3, 0.6667, 0]);
    // Ann 22 × 520 (the employer's higher report), Ben 52000 / 4 + 10 × 520.
    expect(figures.median_earnings_q2).toEqual({ value: 14820, count: 2 });
    expect(rateOf(figures, 'credential_attainment')).toEqual([1, 3, 0.3333, 0]);
    expect(rateOf(figures, 'measurable_skill_gains')).toEqual([2, 4, 0.5, 0]);
  });

  it('covers every location for an agency admin and only B for B’s case manager', async () => {
    const all = await indicators('agencyAdmin');
    expect([all.participants, all.exiters, all.excluded]).toEqual([7, 5, 2]);
    expect(rateOf(all, 'employment_q2')).toEqual([3, 4, 0.75, 0]);
    expect(rateOf(all, 'employment_q4')).toEqual([2, 4, 0.5, 0]);
    expect(all.median_earnings_q2).toEqual({ value: 11440, count: 3 });
    expect(rateOf(all, 'credential_attainment')).toEqual([1, 4, 0.25, 0]);
    expect(rateOf(all, 'measurable_skill_gains')).toEqual([2, 5, 0.4, 0]);

    const b = await indicators('caseManagerOther');
    expect([b.participants, b.exiters, b.excluded]).toEqual([1, 1, 0]);
    expect(rateOf(b, 'employment_q2')).toEqual([1, 1, 1, 0]);
    expect(rateOf(b, 'employment_q4')).toEqual([0, 1, 0, 0]);
    expect(b.median_earnings_q2).toEqual({ value: 7800, count: 1 });
  });

  it('leaves exiters whose window is not over pending and ignores wages received later', async () => {
    const actor: StaffActor = {
      kind: 'staff',
      staffId: t.world.caseManager.id,
      role: 'case_manager',
      locationIds: [t.world.locationA.id],
      sessionId: 'test',
    };
    const figures = await service.indicators(t.db, actor, program, 2022, new Date('2023-07-15T12:00:00Z'));
    expect(figures.as_of).toBe('2023-07-15');
    expect(rateOf(figures, 'employment_q2')).toEqual([1, 1, 1, 2]);
    expect(rateOf(figures, 'employment_q4')).toEqual([0, 0, null, 3]);
    expect(rateOf(figures, 'credential_attainment')).toEqual([0, 0, null, 3]);
    expect(figures.median_earnings_q2).toEqual({ value: 10400, count: 1 });
  });

  it('is empty for a year without enrolments, 404 for an unknown program, 422 for a bad year', async () => {
    const empty = await indicators('caseManager', program, 2016);
    expect([empty.participants, empty.exiters]).toEqual([0, 0]);
    expect(empty.rates.every((r) => r.rate === null)).toBe(true);
    expect(empty.median_earnings_q2).toEqual({ value: null, count: 0 });
    const client = await t.as('caseManager');
    expect((await client.get(`${indicatorsPaths.indicators}?program_id=999999&program_year=2022`)).statusCode).toBe(
      404,
    );
    const bad = await client.get(`${indicatorsPaths.indicators}?program_id=${program}&program_year=1999`);
    expect(bad.statusCode, bad.body).toBe(422);
  });

  it('lists the programs', async () => {
    const response = await (await t.as('caseManager')).get(indicatorsPaths.programs);
    const names = response.json<{ data: { name: string }[] }>().data.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Indicators WIOA Adult', 'Indicators Youth']));
  });

  it('names the program and year with data: the latest finished year with exits in scope', async () => {
    // Location B's exits: Hal in the program (PY 2022) and Will in the warnings' program 200 days ago, which is in a
    // finished program year unless the current one began less than 200 days ago.
    const willYear = programYearStartOf(new Date(daysAgo(200)));
    const expected =
      willYear < programYearStartOf(new Date())
        ? { program_id: warningProgram, program_year: willYear }
        : { program_id: program, program_year: 2022 };
    const response = await (await t.as('caseManagerOther')).get(indicatorsPaths.programs);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<IndicatorPrograms>().with_data).toEqual(expected);
  });

  it('prefers, in that year, the program with the most exiters', async () => {
    // On 2023-07-15 location A's latest finished year is PY 2022: four exits in the program (Ann, Ben, Cat, Dan) and
    // one in the other program (Ivy). Fay's is in PY 2021; every other exit comes after that day.
    const actor: StaffActor = {
      kind: 'staff',
      staffId: t.world.caseManager.id,
      role: 'case_manager',
      locationIds: [t.world.locationA.id],
      sessionId: 'test',
    };
    const figures = await service.programs(t.db, actor, new Date('2023-07-15T12:00:00Z'));
    expect(figures.with_data).toEqual({ program_id: program, program_year: 2022 });
    // On 2022-12-01 PY 2022 is not over (Ann's, Dan's and Ivy's exits): Fay's PY 2021 is the year with data.
    const earlier = await service.programs(t.db, actor, new Date('2022-12-01T12:00:00Z'));
    expect(earlier.with_data).toEqual({ program_id: program, program_year: 2021 });
  });
});

describe('early warnings', () => {
  async function warnings(role: Role, page = 1): Promise<IndicatorWarningsPage> {
    const response = await (
      await t.as(role)
    ).get(`${indicatorsPaths.warnings}?program_id=${warningProgram}&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<IndicatorWarningsPage>();
  }

  it('lists open enrolments about to exit and recent exits that lack evidence, soonest exit first', async () => {
    const found = await warnings('caseManager');
    expect(found.total).toBe(3);
    expect(found.data.map((w) => [w.full_name, w.status, w.missing])).toEqual([
      ['Wanda Indicator', 'exit_near', ['credential', 'skill_gain']],
      ['Wren Indicator', 'exit_overdue', ['credential', 'skill_gain']],
      ['Wes Indicator', 'exited', ['employment_q2', 'credential']],
    ]);
    // Dates in the board's zone (America/Denver): an open enrolment exits 90 days after its last service.
    expect(found.data[0]!.exit_date).toBe(addDaysIso(boardDateOf(daysAgo(70)), 90));
    expect(found.data[1]!.exit_date).toBe(addDaysIso(boardDateOf(daysAgo(100)), 90));
    expect(found.data[2]!.exit_date).toBe(boardDateOf(daysAgo(200)));
  });

  it('is scoped to the caller’s locations and paged', async () => {
    expect((await warnings('caseManagerOther')).data.map((w) => w.full_name)).toEqual(['Will Indicator']);
    expect((await warnings('agencyAdmin')).total).toBe(4);
    const past = await warnings('caseManager', 5);
    expect([past.data.length, past.total, past.last_page]).toEqual([0, 3, 1]);
  });
});
