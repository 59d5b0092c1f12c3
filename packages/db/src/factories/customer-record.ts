import type { DbOrTx } from '../client.ts';
import { customerCaseManagers, customerRestrictions, restrictionOptions } from '../schema/index.ts';

/** The flag list; 3 and 4 are the admin-only options of staff spec 6 (their meaning is our choice). */
export const restrictionOptionRows = [
  { id: 1, label: 'Safety Concern', description: 'Meet this customer with a second staff member present.' },
  { id: 2, label: 'Do Not Contact by Phone', description: 'The customer asked to be contacted in writing only.' },
  { id: 3, label: 'Legal Hold', description: 'Records are under a legal hold; do not change or remove documents.' },
  { id: 4, label: 'Restricted Record', description: 'Only administrators may discuss this record with others.' },
] as const;

export async function ensureRestrictionOptions(db: DbOrTx) {
  await db
    .insert(restrictionOptions)
    .values([...restrictionOptionRows])
    .onConflictDoNothing();
}

export async function createRestriction(
  db: DbOrTx,
  values: Pick<typeof customerRestrictions.$inferInsert, 'customerId' | 'creatorUserId'> &
    Partial<typeof customerRestrictions.$inferInsert>,
) {
  await ensureRestrictionOptions(db);
  const [row] = await db
    .insert(customerRestrictions)
    .values({ restrictionId: 1, narrative: 'Prefers morning appointments with a second staff member.', ...values })
    .returning();
  return row!;
}

export async function assignCaseManager(db: DbOrTx, customerId: number, staffUserId: number) {
  await db.insert(customerCaseManagers).values({ customerId, staffUserId }).onConflictDoNothing();
}
