import { count, desc, eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, schema } from '@portal/db';
import type { columnsFromInput, FieldChange } from './changes.ts';

const { customers, customerChanges, staffUsers } = schema;

/** The customer row; `lock` holds it to the end of the transaction so two edits write their history in turn. */
export async function findCustomer(db: DbOrTx, customerId: number, lock = false) {
  const query = db.select().from(customers).where(eq(customers.id, customerId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateCustomer(db: DbOrTx, customerId: number, values: ReturnType<typeof columnsFromInput>) {
  await db
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

export async function insertChanges(db: DbOrTx, customerId: number, staffId: number, changes: FieldChange[]) {
  if (changes.length === 0) return;
  await db.insert(customerChanges).values(
    changes.map((change) => ({
      customerId,
      changedByStaffId: staffId,
      field: change.field,
      oldValue: change.oldValue,
      newValue: change.newValue,
    })),
  );
}

/** One page of the customer's changes, newest first, with who made each. */
export async function listChanges(db: Db, customerId: number, limit: number, offset: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: customerChanges.id,
        field: customerChanges.field,
        oldValue: customerChanges.oldValue,
        newValue: customerChanges.newValue,
        changedAt: customerChanges.changedAt,
        firstName: staffUsers.firstName,
        lastName: staffUsers.lastName,
      })
      .from(customerChanges)
      .leftJoin(staffUsers, eq(staffUsers.id, customerChanges.changedByStaffId))
      .where(eq(customerChanges.customerId, customerId))
      .orderBy(desc(customerChanges.changedAt), desc(customerChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(customerChanges).where(eq(customerChanges.customerId, customerId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
