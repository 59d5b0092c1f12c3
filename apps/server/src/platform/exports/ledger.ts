import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';

const { dataExports } = schema;
export type DataExport = typeof dataExports.$inferSelect;

/** The export ledger: who exported what (criteria, columns, rows), when, and where the file is. */
export async function recordExportRequest(
  db: DbOrTx,
  entry: {
    userId: number;
    kind: string;
    sourceId: string | null;
    criteria: unknown;
    columns: string[];
    fileName: string;
  },
): Promise<DataExport> {
  const [row] = await db.insert(dataExports).values(entry).returning();
  if (!row) throw new Error('export not recorded');
  return row;
}

export async function findExport(db: DbOrTx, id: number): Promise<DataExport | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/** An export only its requester may see or download. */
export async function findOwnExport(db: DbOrTx, id: number, userId: number): Promise<DataExport | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row ?? null;
}

export async function markExportReady(
  db: DbOrTx,
  id: number,
  result: { storagePath: string; rowCount: number; customerIds: number[] },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ ...result, status: 'ready', completedAt: sql`now()` })
    .where(eq(dataExports.id, id));
}

export async function markExportFailed(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', completedAt: sql`now()` })
    .where(eq(dataExports.id, id));
}

export async function pendingExports(db: DbOrTx, kind: string, limit = 10): Promise<DataExport[]> {
  return db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.kind, kind), eq(dataExports.status, 'pending')))
    .orderBy(dataExports.id)
    .limit(limit);
}
