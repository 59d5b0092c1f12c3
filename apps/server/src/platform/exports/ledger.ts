import { and, eq, lt, or, sql } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';
import { IdList } from './id-list.ts';

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

/** An export only its requester may see or download. */
export async function findOwnExport(db: DbOrTx, id: number, userId: number): Promise<DataExport | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row ?? null;
}

/** What a worker holds after claiming an export: the row, and the claim time its later updates must still match. */
export interface ExportClaim {
  row: DataExport;
  claimedAt: Date;
}

/**
 * Claims an export for one worker in a single conditional update: a pending row, or a running one whose claim is
 * older than `staleAfterSeconds` (its worker stopped). Two workers racing for one row: one gets it, the other null.
 */
export async function claimExport(
  db: DbOrTx,
  id: number,
  kind: string,
  staleAfterSeconds: number,
): Promise<ExportClaim | null> {
  const [row] = await db
    .update(dataExports)
    // Milliseconds, so the claim time read back into a Date compares equal in the updates that follow.
    .set({ status: 'running', claimedAt: sql`date_trunc('milliseconds', now())` })
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.kind, kind),
        or(
          eq(dataExports.status, 'pending'),
          and(eq(dataExports.status, 'running'), lt(dataExports.claimedAt, staleBefore(staleAfterSeconds))),
        ),
      ),
    )
    .returning();
  return row?.claimedAt ? { row, claimedAt: row.claimedAt } : null;
}

function staleBefore(seconds: number) {
  return sql`now() - make_interval(secs => ${Math.max(0, Math.floor(seconds))})`;
}

/** The row is still this worker's: running under the same claim (a stale claim taken over is not). */
function heldBy(claim: ExportClaim) {
  return and(
    eq(dataExports.id, claim.row.id),
    eq(dataExports.status, 'running'),
    eq(dataExports.claimedAt, claim.claimedAt),
  );
}

/**
 * Marks the claimed export ready; false when the claim was lost meanwhile (nothing changed). The customers may come
 * as an IdList, sent as one array literal however many there are.
 */
export async function markExportReady(
  db: DbOrTx,
  claim: ExportClaim,
  result: { storagePath: string; rowCount: number; customerIds: number[] | IdList },
): Promise<boolean> {
  const { customerIds, ...rest } = result;
  const rows = await db
    .update(dataExports)
    .set({
      ...rest,
      customerIds: customerIds instanceof IdList ? sql`${customerIds.toPgArrayLiteral()}::integer[]` : customerIds,
      status: 'ready',
      completedAt: sql`now()`,
    })
    .where(heldBy(claim))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

export async function markExportFailed(db: DbOrTx, claim: ExportClaim): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', completedAt: sql`now()` })
    .where(heldBy(claim));
}

/** Exports waiting for a worker: pending, or running under a stale claim. */
export async function pendingExports(
  db: DbOrTx,
  kind: string,
  staleAfterSeconds: number,
  limit = 10,
): Promise<DataExport[]> {
  return db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.kind, kind),
        or(
          eq(dataExports.status, 'pending'),
          and(eq(dataExports.status, 'running'), lt(dataExports.claimedAt, staleBefore(staleAfterSeconds))),
        ),
      ),
    )
    .orderBy(dataExports.id)
    .limit(limit);
}

/**
 * An export streamed straight to its requester's browser (no stored file, no worker): recorded as running when the
 * download starts, then ready with its row count and customers when the last row is written, or failed.
 */
export async function recordStreamedExport(
  db: DbOrTx,
  entry: { userId: number; kind: string; criteria: unknown; columns: string[]; fileName: string },
): Promise<DataExport> {
  const [row] = await db
    .insert(dataExports)
    .values({ ...entry, sourceId: null, status: 'running', claimedAt: sql`now()` })
    .returning();
  if (!row) throw new Error('export not recorded');
  return row;
}

export async function finishStreamedExport(
  db: DbOrTx,
  id: number,
  result: { rowCount: number; customerIds: number[] } | null,
): Promise<void> {
  await db
    .update(dataExports)
    .set(
      result ? { ...result, status: 'ready', completedAt: sql`now()` } : { status: 'failed', completedAt: sql`now()` },
    )
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')));
}
