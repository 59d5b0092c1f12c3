import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerRecordPath,
  customerRecordPaths as paths,
  customerSnapshotPaths,
  messageCenterPaths,
  type ReferralStatus,
  serviceLogPaths,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { insertReferral } from '../referrals/referrals.fixtures.ts';
import { recordReadAction } from './record-read.ts';

// A closed-loop referral (issue #23): while a referral of a location-A customer to location B is open, location B's
// case manager may read the record (audited, naming the referral) and change nothing.
describe('customer record read through a referral', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, testAppTimeout);
  afterAll(async () => t?.close());

  async function referredCustomer(
    status: ReferralStatus,
    to: 'A' | 'B' = 'B',
    kind: 'network' | 'external' = 'network',
  ) {
    const { db, world } = t;
    const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
    const referralId = await insertReferral(db, {
      customerId: customer.id,
      kind,
      status,
      fromLocationId: world.locationA.id,
      toLocationId: kind === 'network' ? (to === 'A' ? world.locationA : world.locationB).id : null,
      toServiceName: kind === 'external' ? 'Food pantry' : null,
      createdByStaffId: world.caseManager.id,
    });
    return { id: customer.id, referralId };
  }
  const record = (id: number) => customerRecordPath(paths.record, { id });

  it.each(['new', 'accepted', 'in_progress'] as const)(
    'an open (%s) referral to my location lets me read the record, audited with the referral',
    async (status) => {
      const { id, referralId } = await referredCustomer(status);
      const client = await t.as('caseManagerOther');
      const response = await client.get(record(id));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id, read_via_referral: true, can_archive: false, can_delete: false });

      const reads = await t.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.customerId, id), eq(schema.auditLog.action, recordReadAction)));
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatchObject({
        actorGuard: 'staff',
        actorId: t.world.caseManagerOther.id,
        detail: { allowed_by: 'referral', referral_id: referralId },
      });

      // The record's read-only parts open too.
      for (const path of [
        customerRecordPath(paths.accesses, { id }),
        customerRecordPath(customerSnapshotPaths.snapshot, { id }),
        customerRecordPath(serviceLogPaths.enrollments, { id }),
        `${customerRecordPath(messageCenterPaths.customerMessages, { id })}?page=1`,
        `/internal-api/customers/${id}/documents?page=1&perPage=10`,
        `/internal-api/dashboard/widget/documents?customerId=${id}`,
      ]) {
        expect((await client.get(path)).statusCode, path).toBe(200);
      }
    },
  );

  it('gives no write: archive, pin, engagement and flags stay 403', async () => {
    const { id } = await referredCustomer('accepted');
    const client = await t.as('caseManagerOther');
    expect((await client.post(customerRecordPath(paths.archive, { id }))).statusCode).toBe(403);
    expect((await client.post(customerRecordPath(paths.track, { customerId: id }))).statusCode).toBe(403);
    const engagement = await client.put(customerRecordPath(paths.engagement, { id }), { engagement_status_flag: 1 });
    expect(engagement.statusCode).toBe(403);
    const flag = await client.post(customerRecordPath(paths.restrictions, { id }), {
      restriction_id: 1,
      narrative: 'Escort to the interview room.',
    });
    expect(flag.statusCode).toBe(403);
  });

  it.each([
    ['a completed referral to my location', 'completed', 'B', 'network'],
    ['a rejected referral to my location', 'rejected', 'B', 'network'],
    ['an open referral to another location', 'new', 'A', 'network'],
    ['an out-of-network referral', 'referral', 'B', 'external'],
  ] as const)('%s does not open the record (403, no audit row)', async (_name, status, to, kind) => {
    const { id } = await referredCustomer(status, to, kind);
    const client = await t.as('caseManagerOther');
    expect((await client.get(record(id))).statusCode).toBe(403);
    expect((await client.get(customerRecordPath(paths.accesses, { id }))).statusCode).toBe(403);
    const reads = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.customerId, id));
    expect(reads).toEqual([]);
  });
});
