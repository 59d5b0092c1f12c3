import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryConfig } from 'pg';
import { type DatabaseHandle, withPoolTransaction } from '@portal/db';

/** How long one statement of a test's bulk load may take. */
const bulkLoadLimitMs = 300_000;

/**
 * A test's bulk load, in one transaction with a time limit of its own. The test databases keep production's 15 s, which
 * one statement of thousands of indexed rows can outlast on a busy machine: CI runs the Postgres pass of the server
 * tests beside the browser journeys, where a 5,000-row insert into the trigram-indexed programs table once took
 * longer. On the Postgres server the limit is the server's (statement_timeout) and the driver's too: the pool's
 * client gives up reading an answer 5 s after the pool's own statement timeout (client.ts), whatever the session's
 * setting, and a 100,000-name insert beside the journeys once outlasted that.
 */
export async function bulkLoad(database: DatabaseHandle, statements: SQL[]): Promise<void> {
  const { pool } = database;
  if (!pool) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${bulkLoadLimitMs}`));
      for (const statement of statements) await tx.execute(statement);
    });
    return;
  }
  const dialect = new PgDialect();
  await withPoolTransaction(
    pool,
    async (client) => {
      for (const statement of statements) {
        const query = dialect.sqlToQuery(statement);
        // pg reads a per-query read timeout from the query's config; its types do not list it.
        const config: QueryConfig & { query_timeout: number } = {
          text: query.sql,
          values: query.params,
          query_timeout: bulkLoadLimitMs + 5_000,
        };
        await client.query(config);
      }
    },
    { statementTimeoutMs: bulkLoadLimitMs },
  );
}
