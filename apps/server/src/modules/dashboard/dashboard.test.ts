import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  dashboardPaths,
  monthOf,
  programYearOf,
  type CustomerLoginInfo,
  type DrillDownPage,
  type EnrolledCustomers,
  type MyCustomers,
  type PortalUsageStatistics,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, TestClient, type Role, type TestApp } from '../../testing/test-app.ts';
import { currentMonth } from './service.ts';

let t: TestApp;
let ada: { id: number };
let bo: { id: number };

async function signInCustomer(customer: { portalEmail: string | null; password: string }) {
  const client = new TestClient(t.app);
  await client.fetchCsrfToken();
  const response = await client.post(authPaths.customerLogin, {
    email: customer.portalEmail,
    password: customer.password,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function setFlags(flags: Record<string, boolean>) {
  await t.db.execute(sql`update client_settings set feature_flags = ${JSON.stringify(flags)}::jsonb where id = 1`);
}

async function widget<T>(role: Role, path: string): Promise<T> {
  const response = await (await t.as(role)).get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

beforeAll(async () => {
  t = await createTestApp();
  const { locationA, locationB } = t.world;
  const at = (locationId: number, values: Parameters<typeof createCustomer>[1] = {}) =>
    createCustomer(t.db, { portal: false, primaryLocationId: locationId, ...values });

  // Two portal users who sign in for real: Ada (A) twice, Bo (B) once; plus an old login of Ada's last month.
  const adaAccount = await at(locationA.id, { portal: true, firstName: 'Ada', lastName: 'Lovelace' });
  const boAccount = await at(locationB.id, { portal: true, firstName: 'Bo', lastName: 'Diddley' });
  ada = adaAccount;
  bo = boAccount;
  await signInCustomer(adaAccount);
  await signInCustomer(adaAccount);
  await signInCustomer(boAccount);
  const lastMonth = new Date(currentMonth(new Date()).from.getTime() - 60_000);
  await t.db.execute(sql`insert into audit_log (actor_guard, actor_id, action, entity_type, entity_id, created_at)
    values ('customer', ${ada.id}, 'login', 'customer_account', ${String(ada.id)}, ${lastMonth.toISOString()})`);

  await at(locationA.id, { firstName: 'Erin', lastName: 'Rolled', enrolled: true });
  await at(locationA.id, { firstName: 'Enid', lastName: 'Rolled', enrolled: true });
  await at(locationA.id, { firstName: 'Archie', lastName: 'Ved', enrolled: true, status: false });
  await at(locationB.id, { firstName: 'Bea', lastName: 'Enrolled', enrolled: true });

  const gone = await at(locationA.id, { firstName: 'Dee', lastName: 'Leted', deletedAt: new Date() });
  const { caseManager } = t.world;
  for (const customer of [ada, bo, gone]) {
    await t.db.execute(
      sql`insert into customer_case_managers (customer_id, staff_user_id) values (${customer.id}, ${caseManager.id})`,
    );
  }
  for (const customer of [ada, bo, gone]) {
    await t.db.execute(
      sql`insert into customer_pins (staff_user_id, customer_id) values (${caseManager.id}, ${customer.id})`,
    );
  }
});
afterAll(() => t?.close());

describe('successful customer logins', () => {
  it('is off, with zero counts, until its feature flag is on', async () => {
    await setFlags({});
    const info = await widget<CustomerLoginInfo>('agencyAdmin', dashboardPaths.customerLoginInfo);
    expect(info).toEqual({
      featureEnabled: false,
      current_month: monthOf(new Date()),
      unique_logins: 0,
      total_logins: 0,
    });
  });

  it.each([
    ['caseManager', 1, 2],
    ['admin', 1, 2],
    ['caseManagerOther', 1, 1],
    ['agencyAdmin', 2, 3],
  ] as const)("counts this month's logins at %s's locations", async (role, unique, total) => {
    await setFlags({ customer_login_info: true });
    const info = await widget<CustomerLoginInfo>(role, dashboardPaths.customerLoginInfo);
    expect(info).toEqual({
      featureEnabled: true,
      current_month: monthOf(new Date()),
      unique_logins: unique,
      total_logins: total,
    });
  });
});

describe('portal usage statistics', () => {
  it('is off until its feature flag is on', async () => {
    await setFlags({ customer_login_info: true });
    const stats = await widget<PortalUsageStatistics>('caseManager', dashboardPaths.portalUsageStatistics);
    expect(stats).toMatchObject({ featureEnabled: false, active_accounts: 0, inactive_accounts: 0 });
  });

  // Location A: Ada signed in this month; the world's two customers have accounts but never signed in.
  it.each([
    ['caseManager', 1, 2],
    ['caseManagerOther', 1, 0],
    ['agencyAdmin', 2, 2],
  ] as const)('counts active and inactive accounts at %s locations', async (role, active, inactive) => {
    await setFlags({ portal_usage_statistics: true });
    const stats = await widget<PortalUsageStatistics>(role, dashboardPaths.portalUsageStatistics);
    expect(stats).toEqual({
      featureEnabled: true,
      current_month: monthOf(new Date()),
      active_accounts: active,
      inactive_accounts: inactive,
    });
  });
});

describe('enrolled customers', () => {
  it.each([
    ['caseManager', 2],
    ['caseManagerOther', 1],
    ['agencyAdmin', 3],
  ] as const)('counts active enrolled customers at %s locations', async (role, total) => {
    const enrolled = await widget<EnrolledCustomers>(role, dashboardPaths.enrolledCustomers);
    expect(enrolled).toEqual({ total, program_year: programYearOf(new Date()) });
  });
});

describe('my customers', () => {
  it('lists the customers the staff user is case manager of, without deleted ones', async () => {
    const mine = await widget<MyCustomers>('caseManager', dashboardPaths.myCustomers);
    expect(mine.total).toBe(2);
    expect(mine.data).toEqual([
      { id: bo.id, full_name: 'Bo Diddley', avatar_url: null, email: expect.any(String) as string },
      { id: ada.id, full_name: 'Ada Lovelace', avatar_url: null, email: expect.any(String) as string },
    ]);
  });

  it('is empty for someone with no customers', async () => {
    expect(await widget<MyCustomers>('caseManagerOther', dashboardPaths.myCustomers)).toEqual({ data: [], total: 0 });
  });
});

describe('total unique customers', () => {
  it.each([
    ['caseManager', 2],
    ['caseManagerOther', 0],
  ] as const)("counts %s's pinned customers", async (role, total) => {
    expect(await widget(role, dashboardPaths.totalUniqueCustomers)).toEqual({ total });
  });
});

describe('outcomes and referrals', () => {
  it('report zero outcomes while none are recorded', async () => {
    expect(await widget('caseManager', dashboardPaths.staffOutcomes)).toEqual({
      total_completed_outcomes: 0,
      total_assigned_outcomes: 0,
      total_recommended_outcomes: 0,
    });
  });

  it("count referrals from and to the staff user's locations (the referrals module's counts)", async () => {
    const zero = await widget<Record<string, Record<string, number>>>('caseManager', dashboardPaths.referrals);
    expect(Object.values(zero).flatMap((group) => Object.values(group))).toEqual(Array(12).fill(0));
    await t.db.insert(schema.referrals).values({
      customerId: t.world.customer.id,
      kind: 'network',
      status: 'new',
      fromLocationId: t.world.locationA.id,
      toLocationId: t.world.locationB.id,
    });
    const network = (counts: Record<string, number>) => ({
      new_referral: 0,
      accepted: 0,
      rejected: 0,
      total: 0,
      ...counts,
    });
    const external = { info: 0, inquiry: 0, referral: 0, total: 0 };
    expect(await widget('caseManager', dashboardPaths.referrals)).toEqual({
      incoming_referrals: network({}),
      outgoing_referrals: network({ new_referral: 1, total: 1 }),
      external_referrals: external,
    });
    expect(await widget('caseManagerOther', dashboardPaths.referrals)).toEqual({
      incoming_referrals: network({ new_referral: 1, total: 1 }),
      outgoing_referrals: network({}),
      external_referrals: external,
    });
    await t.db.delete(schema.referrals);
  });
});

describe('drill-down lists', () => {
  const names = (page: DrillDownPage) => page.data.map((row) => row.full_name);

  it("lists this month's sign-ins at my locations, with each customer's count", async () => {
    await setFlags({ customer_login_info: true });
    const mine = await widget<DrillDownPage>('caseManager', dashboardPaths.loginCustomers);
    expect(mine).toMatchObject({ current_page: 1, last_page: 1, total: 1, per_page: 10 });
    expect(mine.data).toEqual([
      {
        id: ada.id,
        full_name: 'Ada Lovelace',
        email: expect.any(String) as string,
        logins: 2,
        last_login_at: expect.any(String) as string,
      },
    ]);
    expect(Date.parse(mine.data[0]!.last_login_at!)).toBeGreaterThanOrEqual(currentMonth(new Date()).from.getTime());
    expect(names(await widget<DrillDownPage>('agencyAdmin', dashboardPaths.loginCustomers))).toEqual([
      'Bo Diddley',
      'Ada Lovelace',
    ]);
  });

  it('is not there while the feature is off', async () => {
    await setFlags({});
    for (const path of [dashboardPaths.loginCustomers, dashboardPaths.portalAccounts]) {
      const response = await (await t.as('caseManager')).get(path);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('lists portal accounts at my locations, the signed-in ones first', async () => {
    await setFlags({ portal_usage_statistics: true });
    const accounts = await widget<DrillDownPage>('caseManager', dashboardPaths.portalAccounts);
    expect(accounts.total).toBe(3);
    expect(accounts.data[0]).toMatchObject({ id: ada.id, last_login_at: expect.any(String) as string });
    expect(accounts.data.slice(1).map((row) => row.last_login_at)).toEqual([null, null]);
  });

  it('lists enrolled and my customers, and pages past the end to an empty page', async () => {
    const enrolled = await widget<DrillDownPage>('caseManager', dashboardPaths.enrolledList);
    expect(names(enrolled)).toEqual(['Enid Rolled', 'Erin Rolled']);
    expect(names(await widget<DrillDownPage>('caseManagerOther', dashboardPaths.enrolledList))).toEqual([
      'Bea Enrolled',
    ]);
    expect(names(await widget<DrillDownPage>('caseManager', dashboardPaths.myCustomersAll))).toEqual([
      'Bo Diddley',
      'Ada Lovelace',
    ]);
    const beyond = await widget<DrillDownPage>('caseManager', `${dashboardPaths.enrolledList}?page=3`);
    expect(beyond).toEqual({ data: [], current_page: 3, last_page: 1, total: 2, per_page: 10 });
  });

  it.each(['0', 'abc', '1.5', '10001'])('answers 422 for page=%s', async (page) => {
    const response = await (await t.as('caseManager')).get(`${dashboardPaths.enrolledList}?page=${page}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ errors: { page: [expect.any(String)] } });
  });
});

describe('periods', () => {
  // In the board's zone (America/Denver): July 1 begins at 06:00 UTC.
  it.each([
    ['2026-07-01T00:00:00Z', '2025-2026'],
    ['2026-07-01T05:59:59Z', '2025-2026'],
    ['2026-07-01T06:00:00Z', '2026-2027'],
    ['2027-01-15T12:00:00Z', '2026-2027'],
  ])('puts %s in program year %s', (at, year) => {
    expect(programYearOf(new Date(at))).toBe(year);
  });

  it("takes the calendar month in the board's zone (MST, UTC-7), December rolling into January", () => {
    const { from, to } = currentMonth(new Date('2027-01-01T03:30:00Z'));
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-12-01T07:00:00.000Z', '2027-01-01T07:00:00.000Z']);
    expect(monthOf(new Date('2027-01-01T03:30:00Z'))).toBe('2026-12');
    expect(monthOf(new Date('2027-01-01T07:00:00Z'))).toBe('2027-01');
  });

  it('takes a month whose days change offset: November 2026 begins in MDT and ends in MST', () => {
    const { from, to } = currentMonth(new Date('2026-11-15T12:00:00Z'));
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-11-01T06:00:00.000Z', '2026-12-01T07:00:00.000Z']);
  });
});
