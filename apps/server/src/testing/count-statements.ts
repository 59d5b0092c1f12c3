import pg from 'pg';
import type { DatabaseHandle } from '@portal/db';

/**
 * Counts the SQL statements (round trips to the database) sent while `work` runs: on PGlite every query of the
 * handle's instance (a transaction counts its BEGIN and COMMIT too), on a Postgres server every query of any
 * node-postgres client. Returns the statements' text, one entry per round trip.
 */
export async function countStatements(database: DatabaseHandle, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const textOf = (first: unknown) =>
    typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text ?? '');
  const restore: (() => void)[] = [];
  const wrap = <T extends object>(target: T, method: string, onCall: (args: unknown[]) => void) => {
    const holder = target as Record<string, unknown>;
    const own = Object.prototype.hasOwnProperty.call(holder, method);
    const original = holder[method] as (...args: unknown[]) => unknown;
    holder[method] = function (this: unknown, ...args: unknown[]) {
      onCall(args);
      return original.apply(this, args);
    };
    restore.push(() => {
      if (own) holder[method] = original;
      else delete holder[method];
    });
  };
  if (database.pglite) {
    wrap(database.pglite, 'query', (args) => statements.push(textOf(args[0])));
    wrap(database.pglite, 'exec', (args) => statements.push(textOf(args[0])));
    wrap(database.pglite, 'transaction', () => statements.push('begin … commit'));
  } else {
    wrap(pg.Client.prototype, 'query', (args) => statements.push(textOf(args[0])));
  }
  try {
    await work();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return statements;
}

/**
 * The statement names a node-postgres connection asks the Postgres server to parse while `work` runs, one per parse
 * ('' for an unnamed statement): a named statement is parsed once per connection, an unnamed one at every run.
 */
export async function parsedNames(work: () => Promise<unknown>): Promise<string[]> {
  const names: string[] = [];
  const connection = pg.Connection.prototype as unknown as { parse: (query: { name?: string }) => unknown };
  const original = connection.parse;
  connection.parse = function (this: unknown, query: { name?: string }) {
    names.push(query.name ?? '');
    return original.call(this, query);
  };
  try {
    await work();
  } finally {
    connection.parse = original;
  }
  return names;
}
