import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { importGrantMinutes } from '@portal/contracts';
import { schema, type DbOrTx } from '@portal/db';
import type { StaffActor } from '../../platform/access/actor.ts';

const { customerImportGrants: grants } = schema;

/** Why an import was refused; recorded in the audit row (never shown: the caller sees one message). */
export type GrantRefusal =
  'missing' | 'unknown' | 'other_user' | 'other_customer' | 'other_location' | 'used' | 'expired';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The permission a lookup that matched exactly one customer leaves behind: this user may import this customer,
 * once, within importGrantMinutes, into a location they could add to now (any location for an agency admin).
 * Returns the token for the lookup's answer; only its hash is stored. Grants that ended a day ago go.
 */
export async function issueImportGrant(db: DbOrTx, staff: StaffActor, customerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(grants).where(lt(grants.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(grants).values({
    tokenHash: hashOf(token),
    staffUserId: staff.staffId,
    customerId,
    locationIds: staff.role === 'agency_admin' ? null : staff.locationIds,
    expiresAt: sql`now() + ${importGrantMinutes} * interval '1 minute'`,
  });
  return token;
}

/**
 * Uses the grant for this import, inside the import's transaction: the row is locked, checked against the
 * user, customer, location and clock, and marked used, so two imports with one grant cannot both pass. Answers
 * why the grant does not allow this import, or null when it did (and is now spent).
 */
export async function useImportGrant(
  tx: DbOrTx,
  staff: StaffActor,
  input: { customer_id: number; location_id: number; import_grant?: string | undefined },
): Promise<GrantRefusal | null> {
  if (!input.import_grant) return 'missing';
  const tokenHash = hashOf(input.import_grant);
  const [grant] = await tx
    .select({
      staffUserId: grants.staffUserId,
      customerId: grants.customerId,
      locationIds: grants.locationIds,
      used: sql<boolean>`${grants.usedAt} is not null`,
      expired: sql<boolean>`${grants.expiresAt} <= now()`,
    })
    .from(grants)
    .where(eq(grants.tokenHash, tokenHash))
    .for('update');
  if (!grant) return 'unknown';
  if (grant.staffUserId !== staff.staffId) return 'other_user';
  if (grant.customerId !== input.customer_id) return 'other_customer';
  if (grant.locationIds !== null && !grant.locationIds.includes(input.location_id)) return 'other_location';
  if (grant.used) return 'used';
  if (grant.expired) return 'expired';
  await tx
    .update(grants)
    .set({ usedAt: sql`now()` })
    .where(and(eq(grants.tokenHash, tokenHash), isNull(grants.usedAt)));
  return null;
}
