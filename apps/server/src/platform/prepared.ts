import type { Db } from '@portal/db';

/**
 * Memoises a prepared statement per database handle. Hot queries (one per request) skip
 * Drizzle's query building and, on a Postgres server, the server's parsing and planning.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
