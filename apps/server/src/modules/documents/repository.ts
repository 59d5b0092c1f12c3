import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';
import { schema } from '@portal/db';

const { customers, customerSources, documents, pendingUploads } = schema;

export type PendingUpload = typeof pendingUploads.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

export async function insertPendingUpload(db: DbOrTx, values: typeof pendingUploads.$inferInsert): Promise<void> {
  await db.insert(pendingUploads).values(values);
}

export async function findPendingUpload(db: DbOrTx, path: string): Promise<PendingUpload | null> {
  const [row] = await db.select().from(pendingUploads).where(eq(pendingUploads.path, path)).limit(1);
  return row ?? null;
}

export async function markUploaded(db: DbOrTx, path: string, size: number, mime: string): Promise<boolean> {
  const rows = await db
    .update(pendingUploads)
    .set({ size, mime, uploadedAt: new Date() })
    .where(and(eq(pendingUploads.path, path), isNull(pendingUploads.uploadedAt)))
    .returning({ path: pendingUploads.path });
  return rows.length === 1;
}

export async function deletePendingUpload(db: DbOrTx, path: string): Promise<void> {
  await db.delete(pendingUploads).where(eq(pendingUploads.path, path));
}

/** Removes pending uploads whose link expired before `before`; returns their paths. */
export async function deleteExpiredPendingUploads(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .delete(pendingUploads)
    .where(lt(pendingUploads.expiresAt, before))
    .returning({ path: pendingUploads.path });
  return rows.map((row) => row.path);
}

/** Deletes and returns the caller's completed upload, so it can be recorded once only. */
export async function consumePendingUpload(
  db: DbOrTx,
  owner: { path: string; guard: 'customer' | 'staff'; userId: number },
): Promise<PendingUpload | null> {
  const [row] = await db
    .delete(pendingUploads)
    .where(
      and(
        eq(pendingUploads.path, owner.path),
        eq(pendingUploads.guard, owner.guard),
        eq(pendingUploads.userId, owner.userId),
        isNotNull(pendingUploads.uploadedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertDocument(db: DbOrTx, values: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('Document insert returned no row');
  return row;
}

/** A live (not deleted) document. */
export async function findDocument(db: DbOrTx, id: number): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findDocuments(db: DbOrTx, ids: number[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(and(inArray(documents.id, ids), isNull(documents.deletedAt)))
    .orderBy(documents.id);
}

export async function softDeleteDocument(db: DbOrTx, id: number): Promise<void> {
  await db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, id));
}

/** The customer's primary and source locations, or null when there is no such customer. */
export async function customerLocationIds(db: DbOrTx, customerId: number): Promise<number[] | null> {
  const [customer] = await db
    .select({ primaryLocationId: customers.primaryLocationId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) return null;
  const sources = await db
    .select({ locationId: customerSources.locationId })
    .from(customerSources)
    .where(eq(customerSources.customerId, customerId));
  const ids = new Set(sources.map((source) => source.locationId));
  if (customer.primaryLocationId !== null) ids.add(customer.primaryLocationId);
  return [...ids];
}
