import type pg from 'pg';

export interface PoolTransactionOptions {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  readOnly?: boolean;
  /** The transaction's own statement timeout (SET LOCAL), in place of the pool's. */
  statementTimeoutMs?: number;
}

/**
 * Runs `work` in one transaction on a connection of its own from the Postgres server's pool: BEGIN, `work`, COMMIT,
 * or on any error a ROLLBACK and the error rethrown. The connection goes back to the pool either way. The embedded
 * engine has no pool: its callers use PGlite's own transaction.
 */
export async function withPoolTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: PoolTransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(beginStatement(options));
    if (options.statementTimeoutMs !== undefined) {
      await client.query(`set local statement_timeout = ${options.statementTimeoutMs}`);
    }
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    // A connection that failed cannot roll back; the error that matters is the one that got here.
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function beginStatement({ isolationLevel, readOnly }: PoolTransactionOptions): string {
  const parts = ['begin'];
  if (isolationLevel) parts.push(`isolation level ${isolationLevel}`);
  if (readOnly) parts.push('read only');
  return parts.join(' ');
}
