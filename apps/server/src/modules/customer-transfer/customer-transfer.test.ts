import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerMergePaths as paths,
  customerRecordPath,
  customerRecordPaths,
  customerTransferMessages as messages,
  type ErrorBody,
  serviceTrackerPaths,
  type TransferResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { assignCaseManager, createCustomer, createServiceLog } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

const path = (template: string, id: number) => customerRecordPath(template, { id });

describe('customer transfer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 3 * testAppTimeout);
  afterAll(() => t?.close());

  const alertsOf = (userId: number) => t.db.select().from(schema.webAlerts).where(eq(schema.webAlerts.userId, userId));

  it("moves a customer to another location's caseload: access moves, both case managers are alerted", async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id, portal: false });
    await assignCaseManager(t.db, customer.id, t.world.caseManager.id);
    const fromA = await t.as('caseManager');
    const fromB = await t.as('caseManagerOther');
    const record = path(customerRecordPaths.record, customer.id);
    expect((await fromB.get(record)).statusCode).toBe(403);
    const alertsBefore = (await alertsOf(t.world.caseManager.id)).length;

    const response = await fromA.post(path(paths.transfer, customer.id), {
      kind: 'move',
      location_id: t.world.locationB.id,
      case_manager_id: t.world.caseManagerOther.id,
      note: 'Moved closer to the Location B office.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.moved,
      location_ids: [t.world.locationB.id],
      still_visible: false,
    });

    expect((await fromB.get(record)).statusCode).toBe(200);
    expect((await fromA.post(path(customerRecordPaths.archive, customer.id))).statusCode).toBe(403);
    expect(await alertsOf(t.world.caseManager.id)).toHaveLength(alertsBefore + 1);
    const [alert] = (await alertsOf(t.world.caseManagerOther.id)).slice(-1);
    expect(alert!.webMessage).toContain('was moved from Location A to Location B');
    const [transfer] = await t.db
      .select()
      .from(schema.customerTransfers)
      .where(eq(schema.customerTransfers.customerId, customer.id));
    expect(transfer).toMatchObject({
      kind: 'move',
      fromLocationId: t.world.locationA.id,
      transferredBy: t.world.caseManager.id,
    });
  });

  it('after a move, the old location still reads the services it logged, and only those', async () => {
    const customer = await createCustomer(t.db, {
      primaryLocationId: t.world.locationA.id,
      portal: false,
      firstName: 'Ines',
      lastName: 'Movedaway',
    });
    const atA = await createServiceLog(t.db, {
      customerId: customer.id,
      createdBy: t.world.caseManager.id,
      locationId: t.world.locationA.id,
      title: 'Logged at the old location',
    });
    const fromA = await t.as('caseManager');
    const moved = await fromA.post(path(paths.transfer, customer.id), {
      kind: 'move',
      location_id: t.world.locationB.id,
      note: 'Moved to Location B.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const atB = await createServiceLog(t.db, {
      customerId: customer.id,
      createdBy: t.world.caseManagerOther.id,
      locationId: t.world.locationB.id,
      title: 'Logged at the new location',
    });

    const byCaseManager = `${serviceTrackerPaths.logs}?created_by[]=${t.world.caseManager.id}`;
    const oldLocation = (await fromA.get(byCaseManager)).json<{ data: { id: number; customer: unknown }[] }>();
    expect(oldLocation.data.find((log) => log.id === atA.id)).toMatchObject({
      customer: { id: customer.id, full_name: 'Ines Movedaway' },
    });
    const everything = `${serviceTrackerPaths.logs}?created_by[]=${t.world.caseManagerOther.id}`;
    expect((await fromA.get(everything)).json<{ data: { id: number }[] }>().data.map((log) => log.id)).not.toContain(
      atB.id,
    );
    // The record itself, and the customer's whole tracker, are the new location's now.
    expect((await fromA.get(path(customerRecordPaths.record, customer.id))).statusCode).toBe(403);
    expect((await fromA.get(`${serviceTrackerPaths.logs}?customerValue=${customer.id}`)).statusCode).toBe(403);
  });

  it('adds a location: both locations reach the customer', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id, portal: false });
    const response = await (
      await t.as('caseManager')
    ).post(path(paths.transfer, customer.id), {
      kind: 'add',
      location_id: t.world.locationB.id,
      note: 'Also attends the Location B workshop.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TransferResponse>().location_ids).toEqual(
      [t.world.locationA.id, t.world.locationB.id].sort((a, b) => a - b),
    );
    expect(response.json<TransferResponse>().still_visible).toBe(true);
    expect((await (await t.as('caseManagerOther')).get(path(customerRecordPaths.record, customer.id))).statusCode).toBe(
      200,
    );
    expect((await (await t.as('caseManager')).get(path(customerRecordPaths.record, customer.id))).statusCode).toBe(200);
  });

  it('answers field errors for a bad transfer, never a 500', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id, portal: false });
    const client = await t.as('caseManager');
    const url = path(paths.transfer, customer.id);
    const empty = await client.post(url, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json<ErrorBody>().errors ?? {}).sort()).toEqual(['kind', 'location_id', 'note']);
    const same = await client.post(url, { kind: 'move', location_id: t.world.locationA.id, note: 'x' });
    expect(same.json<ErrorBody>().errors?.location_id).toEqual([messages.sameLocation]);
    const wrongManager = await client.post(url, {
      kind: 'move',
      location_id: t.world.locationB.id,
      case_manager_id: t.world.caseManager.id,
      note: 'x',
    });
    expect(wrongManager.json<ErrorBody>().errors?.case_manager_id).toEqual([messages.caseManagerNotThere]);
    const nowhere = await client.post(url, { kind: 'add', location_id: 999_999, note: 'x' });
    expect(nowhere.json<ErrorBody>().errors?.location_id).toEqual([messages.unknownLocation]);
  });
});
