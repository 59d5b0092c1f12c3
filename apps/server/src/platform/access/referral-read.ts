import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { openReferralStatuses } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import type { StaffActor } from './actor.ts';

const { referrals } = schema;

/**
 * The one way beyond location reach to read a customer's record (closed-loop referral, issue #23): an open
 * in-network referral of the customer to one of the staff user's locations. Read only; writes keep the location rule.
 * Returns the referral's id (for the audit row: why the read was allowed), or null.
 */
export async function openReferralToStaff(db: DbOrTx, staff: StaffActor, customerId: number): Promise<number | null> {
  if (staff.locationIds.length === 0) return null;
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.customerId, customerId),
        eq(referrals.kind, 'network'),
        inArray(referrals.status, [...openReferralStatuses]),
        inArray(referrals.toLocationId, staff.locationIds),
        isNull(referrals.deletedAt),
      ),
    )
    .orderBy(desc(referrals.id))
    .limit(1);
  return row?.id ?? null;
}

/** The audit detail of a read allowed by a referral. */
export const referralReadDetail = (referralId: number) => ({ allowed_by: 'referral', referral_id: referralId });
