import type { DatabaseHandle } from '@portal/db';

/**
 * Reads a query's rows in batches through a server-side cursor (DECLARE ... FETCH), so an export of a million rows
 * holds one batch in memory at a time. Works on both drivers: a dedicated pooled connection, or PGlite's transaction.
 */
export async function forEachBatch(
  database: DatabaseHandle,
  query: { text: string; params: unknown[] },
  batchSize: number,
  onBatch: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<void> {
  const declare = `declare export_cursor no scroll cursor for ${query.text}`;
  const fetch = `fetch ${Math.max(1, Math.floor(batchSize))} from export_cursor`;
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('begin read only');
      await client.query(declare, query.params);
      for (;;) {
        const { rows } = await client.query<Record<string, unknown>>(fetch);
        if (rows.length === 0) break;
        await onBatch(rows);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return;
  }
  if (!database.pglite) throw new Error(`No cursor support for a ${database.kind} database`);
  await database.pglite.transaction(async (tx) => {
    await tx.query(declare, query.params);
    for (;;) {
      const { rows } = await tx.query<Record<string, unknown>>(fetch);
      if (rows.length === 0) break;
      await onBatch(rows);
    }
  });
}
