import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  performanceKinds,
  performanceMessages as messages,
  performancePaths as paths,
  type PerformanceListResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { insertPerformanceRecord, today } from './performance.fixtures.ts';
import { editWindowEnd } from './service.ts';

let t: TestApp;
let cm: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
}, testAppTimeout);
afterAll(() => t?.close());

async function newCustomer() {
  return createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
}

/* The records list, the user search and the 20-month window (types, creating, editing: performance.test.ts). */

describe('the list', () => {
  it('filters by creators and date, pages, and refuses a future date', async () => {
    const customer = await newCustomer();
    for (let index = 0; index < 12; index++) {
      await insertPerformanceRecord(t.db, {
        customerId: customer.id,
        creatorUserId: index % 3 === 0 ? t.world.admin.id : t.world.caseManager.id,
      });
    }
    await t.db
      .update(schema.performanceRecords)
      .set({ dateAffected: '2024-05-01' })
      .where(eq(schema.performanceRecords.creatorUserId, t.world.admin.id));

    const page2 = (await cm.get(`${paths.list}?customer_id=${customer.id}&page=2`)).json<PerformanceListResponse>();
    expect(page2).toMatchObject({ currentPage: 2, total: 12, perPage: 10 });
    expect(page2.data).toHaveLength(2);

    const byAdmin = (
      await cm.get(`${paths.list}?customer_id=${customer.id}&users=${t.world.admin.id}`)
    ).json<PerformanceListResponse>();
    expect(byAdmin.total).toBe(4);
    const both = (
      await cm.get(`${paths.list}?customer_id=${customer.id}&users=${t.world.admin.id},${t.world.caseManager.id}`)
    ).json<PerformanceListResponse>();
    expect(both.total).toBe(12);
    const byDate = (
      await cm.get(`${paths.list}?customer_id=${customer.id}&date=2024-05-01`)
    ).json<PerformanceListResponse>();
    expect(byDate.total).toBe(4);
    const todays = (
      await cm.get(`${paths.list}?customer_id=${customer.id}&date=${today()}`)
    ).json<PerformanceListResponse>();
    expect(todays.total).toBe(8);

    const future = await cm.get(`${paths.list}?customer_id=${customer.id}&date=2999-01-01`);
    expect(future.statusCode).toBe(422);
    expect(future.json<{ errors: Record<string, string[]> }>().errors.date).toEqual([messages.filterDateInFuture]);
    const badUsers = await cm.get(`${paths.list}?customer_id=${customer.id}&users=1,abc`);
    expect(badUsers.statusCode).toBe(422);
    expect(badUsers.json<{ errors: Record<string, string[]> }>().errors.users).toEqual([messages.filterUserInvalid]);
  });

  it('marks evidence kept on file (no stored file) with its location, so the screen shows no download link', async () => {
    const customer = await newCustomer();
    const [document] = await t.db
      .insert(schema.documents)
      .values({
        name: 'Licence',
        originalFilename: 'Licence (on file)',
        path: `on-file/test-${customer.id}`,
        size: 0,
        mime: '',
        customerId: customer.id,
        creatorGuard: 'staff',
        creatorUserId: t.world.caseManager.id,
        documentCategory: 'Performance Evidence',
        isOnFile: true,
        locationId: t.world.locationA.id,
      })
      .returning();
    const record = await insertPerformanceRecord(t.db, {
      customerId: customer.id,
      creatorUserId: t.world.caseManager.id,
    });
    await t.db
      .update(schema.performanceRecords)
      .set({ documentId: document!.id })
      .where(eq(schema.performanceRecords.id, record.id));
    const response = await cm.get(`${paths.list}?customer_id=${customer.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PerformanceListResponse>().data[0]!.document.data).toEqual({
      id: document!.id,
      path: `on-file/test-${customer.id}`,
      original_filename: 'Licence (on file)',
      is_on_file: true,
      location_name: t.world.locationA.name,
    });
  });

  it('filters by location (records made by staff of the location) and by kind', async () => {
    const customer = await newCustomer();
    await insertPerformanceRecord(t.db, { customerId: customer.id, creatorUserId: t.world.caseManager.id });
    await insertPerformanceRecord(t.db, { customerId: customer.id, creatorUserId: t.world.agencyAdmin.id });
    const atA = (
      await cm.get(`${paths.list}?customer_id=${customer.id}&location=${t.world.locationA.id}`)
    ).json<PerformanceListResponse>();
    expect(atA.data.map((row) => row.creator_user_id)).toEqual([t.world.caseManager.id]);
    const notMine = await cm.get(`${paths.list}?customer_id=${customer.id}&location=${t.world.locationB.id}`);
    expect(notMine.statusCode).toBe(403);
    const skillGains = (
      await cm.get(
        `${paths.list}?customer_id=${customer.id}&measurable_type=${encodeURIComponent(performanceKinds.measurable_skill_gain.measurableType)}`,
      )
    ).json<PerformanceListResponse>();
    expect(skillGains.total).toBe(0);
  });
});

describe('the user search', () => {
  it("finds staff of the caller's locations by name, plus the chosen ids", async () => {
    const [admin] = await t.db.select().from(schema.staffUsers).where(eq(schema.staffUsers.id, t.world.admin.id));
    const response = await cm.get(
      `${paths.userSearch}?location=${t.world.locationA.id}&term=${encodeURIComponent(admin!.lastName)}`,
    );
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ data: { id: number }[] }>().data.map((user) => user.id);
    expect(ids).toContain(t.world.admin.id);
    expect(ids).not.toContain(t.world.caseManagerOther.id);
    const withChosen = (await cm.get(`${paths.userSearch}?term=zzzz-nobody&ids=${t.world.caseManager.id}`)).json<{
      data: { id: number }[];
    }>();
    expect(withChosen.data.map((user) => user.id)).toEqual([t.world.caseManager.id]);
    expect((await cm.get(`${paths.userSearch}?location=${t.world.locationB.id}`)).statusCode).toBe(403);
  });
});

describe('the 20-month window', () => {
  it('ends 20 calendar months after exit, on the last day of a shorter month', () => {
    expect(editWindowEnd(new Date('2024-01-31T15:00:00Z')).toISOString()).toBe('2025-09-30T15:00:00.000Z');
    expect(editWindowEnd(new Date('2024-03-15T00:00:00Z')).toISOString()).toBe('2025-11-15T00:00:00.000Z');
  });
});
