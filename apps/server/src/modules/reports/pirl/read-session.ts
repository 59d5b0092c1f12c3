import { type DatabaseHandle, withPoolTransaction } from '@portal/db';

/** Runs a statement on the session's own connection. */
export type RunQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * One read-only transaction on one connection for a whole PIRL run: the period cursor and the per-batch detail
 * queries must share it (PGlite has a single connection, and a cursor lives in its transaction). Both drivers.
 */
export async function withReadSession<T>(database: DatabaseHandle, work: (run: RunQuery) => Promise<T>): Promise<T> {
  if (database.pool) {
    return withPoolTransaction(
      database.pool,
      (client) =>
        work(async <R>(text: string, params: unknown[] = []) => {
          const answer = await client.query(text, params);
          return answer.rows as R[];
        }),
      { isolationLevel: 'repeatable read', readOnly: true },
    );
  }
  if (!database.pglite) throw new Error(`No read session for a ${database.kind} database`);
  return database.pglite.transaction(async (tx) =>
    work(async <R>(text: string, params: unknown[] = []) => (await tx.query<R>(text, params)).rows),
  );
}

/** Reads a query's rows in batches through a cursor of the session, one batch in memory at a time. */
export async function forEachBatch(
  run: RunQuery,
  query: { text: string; params: unknown[] },
  batchSize: number,
  onBatch: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<void> {
  await run(`declare pirl_periods no scroll cursor for ${query.text}`, query.params);
  const fetch = `fetch ${Math.max(1, Math.floor(batchSize))} from pirl_periods`;
  for (;;) {
    const rows = await run(fetch);
    if (rows.length === 0) break;
    await onBatch(rows);
  }
  await run('close pirl_periods');
}
