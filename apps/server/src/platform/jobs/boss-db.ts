import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';

/**
 * pg-boss over the embedded PGlite. PGlite's `query` runs one statement with the extended protocol,
 * while pg-boss sends its schema creation and maintenance as parameterless multi-statement blocks
 * (`BEGIN; ... COMMIT;`); those go through `exec`, the simple protocol, as node-postgres would.
 */
export function pgliteBossDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        if (values?.length) return await client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (error) {
        // One connection: a failed statement inside a BEGIN block would poison every later query.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

type Row = Record<string, unknown>;

/** pg-boss over the application's Postgres pool, so jobs add no connections of their own. */
export function poolBossDb(pool: pg.Pool): PgBoss.Db {
  return {
    async executeSql(text, values) {
      // A multi-statement block answers one result per statement; pg-boss reads rows only from single ones.
      const result = (await pool.query<Row>(text, values)) as pg.QueryResult<Row> | pg.QueryResult<Row>[];
      return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows) } : result;
    },
  };
}
