import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { reportsPerPage, type ReportListQuery, type ReportTypeKey } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';

const { reportRuns, staffUsers } = schema;
export type ReportRunRow = typeof reportRuns.$inferSelect;
export type ReportRunWithUser = ReportRunRow & { userName: string };

/** A claim older than this belongs to a worker that stopped: the sweep may take the run over. */
export const staleRunSeconds = 3_600;

export async function createRun(
  db: DbOrTx,
  entry: { userId: number; type: ReportTypeKey; criteria: unknown },
): Promise<ReportRunRow> {
  const [row] = await db.insert(reportRuns).values(entry).returning();
  if (!row) throw new Error('report run not recorded');
  return row;
}

const userName = sql<string>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`;

export async function findRun(db: DbOrTx, id: number): Promise<ReportRunWithUser | null> {
  const [row] = await db
    .select({ run: reportRuns, userName })
    .from(reportRuns)
    .innerJoin(staffUsers, eq(staffUsers.id, reportRuns.userId))
    .where(eq(reportRuns.id, id));
  return row ? { ...row.run, userName: row.userName } : null;
}

const sortColumns = {
  created_at: reportRuns.createdAt,
  type: reportRuns.type,
  status: reportRuns.status,
  user: userName,
} as const;

/** A page of runs: every run for agency admins (ownerId null), else the caller's own. */
export async function listRuns(
  db: DbOrTx,
  ownerId: number | null,
  query: Required<Pick<ReportListQuery, 'page' | 'sort' | 'order'>> & Pick<ReportListQuery, 'type' | 'filter'>,
  typesMatching: ReportTypeKey[],
): Promise<{ rows: ReportRunWithUser[]; total: number }> {
  const conditions: SQL[] = [];
  if (ownerId !== null) conditions.push(eq(reportRuns.userId, ownerId));
  if (query.type) conditions.push(eq(reportRuns.type, query.type));
  if (query.filter) {
    const pattern = `%${query.filter.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const byType = typesMatching.map((type) => eq(reportRuns.type, type));
    conditions.push(or(ilike(userName, pattern), ...byType)!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[query.sort];
  const rows = await db
    .select({ run: reportRuns, userName, total: sql<number>`count(*) over ()::int` })
    .from(reportRuns)
    .innerJoin(staffUsers, eq(staffUsers.id, reportRuns.userId))
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(reportRuns.id))
    .limit(reportsPerPage)
    .offset((query.page - 1) * reportsPerPage);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(reportRuns)
      .innerJoin(staffUsers, eq(staffUsers.id, reportRuns.userId))
      .where(where);
    total = count?.total ?? 0;
  }
  return { rows: rows.map((row) => ({ ...row.run, userName: row.userName })), total };
}

function staleBefore() {
  return sql`now() - make_interval(secs => ${staleRunSeconds})`;
}

/** Claims a pending run (or one whose worker stopped) in one conditional update; null when another worker has it. */
export async function claimRun(db: DbOrTx, id: number): Promise<ReportRunRow | null> {
  const [row] = await db
    .update(reportRuns)
    .set({ status: 'running', progress: 0, startedAt: sql`date_trunc('milliseconds', now())` })
    .where(
      and(
        eq(reportRuns.id, id),
        or(
          eq(reportRuns.status, 'pending'),
          and(eq(reportRuns.status, 'running'), lt(reportRuns.startedAt, staleBefore())),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** The claim is still this worker's: running since the same start. */
function heldBy(claim: ReportRunRow) {
  return and(
    eq(reportRuns.id, claim.id),
    eq(reportRuns.status, 'running'),
    eq(reportRuns.startedAt, claim.startedAt ?? new Date(0)),
  );
}

export async function setProgress(db: DbOrTx, claim: ReportRunRow, progress: number): Promise<void> {
  const bounded = Math.max(0, Math.min(99, Math.floor(progress)));
  await db.update(reportRuns).set({ progress: bounded }).where(heldBy(claim));
}

export async function markReady(
  db: DbOrTx,
  claim: ReportRunRow,
  done: { result: unknown; fileKey: string; fileName: string; rowCount: number; failureCount: number | null },
): Promise<boolean> {
  const rows = await db
    .update(reportRuns)
    .set({ ...done, status: 'ready', progress: 100, finishedAt: sql`now()` })
    .where(heldBy(claim))
    .returning({ id: reportRuns.id });
  return rows.length === 1;
}

export async function markFailed(db: DbOrTx, claim: ReportRunRow, error: string): Promise<void> {
  await db
    .update(reportRuns)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(heldBy(claim));
}

/** Runs waiting for a worker: pending, or running under a stale claim. */
export async function pendingRuns(db: DbOrTx, limit = 10): Promise<ReportRunRow[]> {
  return db
    .select()
    .from(reportRuns)
    .where(
      or(
        eq(reportRuns.status, 'pending'),
        and(eq(reportRuns.status, 'running'), lt(reportRuns.startedAt, staleBefore())),
      ),
    )
    .orderBy(reportRuns.id)
    .limit(limit);
}
