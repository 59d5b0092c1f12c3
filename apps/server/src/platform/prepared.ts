import { Column, DrizzleQueryError, entityKind, is, NoopLogger, Param, Placeholder, SQL } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import type { Db } from '@portal/db';
import { lazyRequire } from './lazy-require.ts';

/**
 * Whether a value is an instance of the drizzle class of entity kind `kind`, told the way drizzle's `is` tells it (the
 * class's entity kind, up the prototype chain) without importing the class: importing drizzle-orm/node-postgres
 * loads pg, about 40 ms of CPU at every start, which the embedded database never uses (issue #30).
 */
export function hasEntityKind(value: unknown, kind: string): boolean {
  if (!value || typeof value !== 'object') return false;
  let type = (Object.getPrototypeOf(value) as { constructor?: unknown } | null)?.constructor;
  while (typeof type === 'function') {
    if ((type as { [entityKind]?: string })[entityKind] === kind) return true;
    type = Object.getPrototypeOf(type) as unknown;
  }
  return false;
}

/**
 * Memoises a prepared statement per database handle. Hot queries (one per request) skip
 * Drizzle's query building and, on a Postgres server, the server's parsing and planning.
 * On the Postgres server a plain select's `execute` also takes the short way (directExecute).
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      directExecute(statement);
      byDb.set(db, statement);
    }
    return statement;
  };
}

/** What a value of one selected column goes through (drizzle's own decoder for that column or expression). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's node-postgres prepared query that its `execute` reads (declared internal by drizzle). */
interface NodePgQueryParts {
  client: PgQueryable;
  queryConfig: { name?: string; text: string; rowMode?: string; types?: PgTypes };
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: unknown;
  logger: unknown;
  cache: unknown;
  queryMetadata: unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A select prepared for the Postgres server answers with what drizzle's own `execute` answers (the same rows, keys
 * in the same order, every value through the column's own decoder, a failure as the same DrizzleQueryError), without
 * its per-call work: three tracing wrappers (no tracer is installed), the query cache check (no cache is configured),
 * and the row mapping's type checks per column and row, which are done once here instead. Issue #30: these ran on
 * every request (the session lookup, the record read). Any statement this does not cover exactly (a result mapper,
 * nested keys, which drizzle nullifies per joined table, a logger, a cache, an unknown field kind, PGlite) keeps
 * drizzle's `execute`.
 */
function directExecute(statement: unknown): void {
  if (!hasEntityKind(statement, 'NodePgPreparedQuery')) return;
  const query = statement as NodePgQueryParts;
  const { fields, client, queryConfig, params } = query;
  if (!fields || query.customResultMapper || queryConfig.rowMode !== 'array') return;
  // drizzle's queryWithCache goes straight to the driver on the same condition.
  const uncached = query.cache === undefined || is(query.cache, NoopCache) || query.queryMetadata === undefined;
  if (!is(query.logger, NoopLogger) || !uncached) return;
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (path.length !== 1 || decoder === undefined) return;
    keys.push(path[0]!);
    decoders.push(decoder);
  }
  const fill = placeholderFiller(params);
  if (fill === undefined) return;
  const text = queryConfig.text;
  const count = keys.length;
  // A named statement runs without pg's per-query machinery (a Query object built from a copy of its config, a
  // Describe of the result on every execution, the type parsers looked up again for each answer): its result's
  // columns are described once per process (describedOnce). Issue #30: first the record read's, then every one.
  const run =
    queryConfig.name && queryConfig.types
      ? describedOnce(client, queryConfig.name, text, queryConfig.types)
      : (bound: unknown[]) => client.query(queryConfig, bound) as Promise<{ rows: unknown[][] }>;
  query.execute = (values: Record<string, unknown> = {}) => {
    let bound: unknown[];
    try {
      bound = fill(values);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return run(bound).then(
      ({ rows }) => {
        const mapped = new Array<Record<string, unknown>>(rows.length);
        for (let r = 0; r < rows.length; r += 1) {
          const row = rows[r]!;
          const out: Record<string, unknown> = {};
          for (let c = 0; c < count; c += 1) {
            const raw = row[c];
            out[keys[c]!] = raw === null ? null : decoders[c]!.mapFromDriverValue(raw);
          }
          mapped[r] = out;
        }
        return mapped;
      },
      (error: unknown) => {
        throw new DrizzleQueryError(text, bound, error as Error);
      },
    );
  };
}

/** The decoder drizzle's row mapping uses for a selected field (utils.js mapResultRow), or undefined if unknown. */
function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  // `decoder` is drizzle's internal name for what mapWith() sets (a no-op decoder without it).
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return undefined;
}

/**
 * drizzle's fillPlaceholders with each parameter's kind decided once: a placeholder's value, an encoded
 * placeholder's value through its encoder, or the constant itself; a missing value fails as drizzle's does.
 */
function placeholderFiller(params: unknown[]): ((values: Record<string, unknown>) => unknown[]) | undefined {
  const steps = params.map((param): ((values: Record<string, unknown>) => unknown) => {
    if (is(param, Placeholder)) {
      const name = param.name;
      return (values) => {
        if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
        return values[name];
      };
    }
    if (is(param, Param) && is(param.value, Placeholder)) {
      const name = param.value.name;
      const encoder = param.encoder;
      return (values) => {
        if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
        return encoder.mapToDriverValue(values[name]);
      };
    }
    return () => param;
  });
  return (values) => {
    const bound = new Array<unknown>(steps.length);
    for (let i = 0; i < steps.length; i += 1) bound[i] = steps[i]!(values);
    return bound;
  };
}

/** The parts of pg this file uses (pg is loaded by then: the statement's pool is pg's). */
interface PgTypes {
  getTypeParser(oid: number, format: string): (value: string) => unknown;
}
interface PgQueryable {
  query(config: unknown, values: unknown, callback?: (error: Error | undefined, result: unknown) => void): unknown;
}
interface PgConnection {
  stream: { cork(): void; uncork(): void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(query: { name: string; text: string }): void;
  bind(config: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config: Record<string, never>): void;
  sync(): void;
}
const pgUtils = lazyRequire<{ utils: { prepareValue(value: unknown): unknown } }>('pg');

/**
 * A named statement run as one of pg's custom queries (a "Submittable", as pg-cursor is): Parse on a connection that
 * has not prepared it, then Bind, Execute and Sync in one write, and a Describe only until the statement's result
 * columns are known. The columns of a prepared statement cannot change (Postgres fails the statement with "cached
 * plan must not change result type" first), so the type parsers are looked up once, through the statement's own
 * `types` as pg does. Each answer is the rows as arrays of parsed values, what pg's rowMode 'array' gives; errors
 * are pg's own (the server's, a value pg cannot write, the pool's query_timeout).
 */
function describedOnce(pool: PgQueryable, name: string, text: string, types: PgTypes) {
  let parsers: ((value: string) => unknown)[] | undefined;

  class DescribedOnceQuery {
    readonly name = name;
    readonly text = text;
    callback: ((error: Error | undefined, result?: { rows: unknown[][] }) => void) | undefined;
    private readonly rows: unknown[][] = [];
    private columns = parsers;
    private answered = false;

    constructor(private readonly values: unknown[]) {}

    private answer(error: Error | undefined) {
      if (this.answered) return;
      this.answered = true;
      this.callback?.(error, error ? undefined : { rows: this.rows });
    }

    submit(connection: PgConnection): Error | null {
      let values: unknown[];
      try {
        values = this.values.map((value) => pgUtils().utils.prepareValue(value));
      } catch (error) {
        // Nothing was written: pg fails the query with this error and the connection stays ready.
        return error instanceof Error ? error : new Error(String(error));
      }
      connection.stream.cork();
      try {
        if (
          connection.parsedStatements[name] === undefined &&
          connection.submittedNamedStatements[name] === undefined
        ) {
          connection.parse({ name, text });
          connection.submittedNamedStatements[name] = text;
        }
        connection.bind({ statement: name, values });
        if (this.columns === undefined) connection.describe({ type: 'P', name: '' });
        connection.execute({});
        connection.sync();
      } finally {
        connection.stream.uncork();
      }
      return null;
    }

    handleRowDescription(message: { fields: { dataTypeID: number; format?: string }[] }) {
      this.columns = message.fields.map((field) => types.getTypeParser(field.dataTypeID, field.format ?? 'text'));
      parsers ??= this.columns;
    }

    handleDataRow(message: { fields: (string | null)[] }) {
      const columns = this.columns!;
      const fields = message.fields;
      if (fields.length !== columns.length) {
        this.answer(new Error(`${name}: ${fields.length} columns in a row, ${columns.length} described`));
        return;
      }
      const row = new Array<unknown>(fields.length);
      for (let i = 0; i < fields.length; i += 1) {
        const raw = fields[i]!;
        row[i] = raw === null ? null : columns[i]!(raw);
      }
      this.rows.push(row);
    }

    handleError(error: Error) {
      this.answer(error);
    }

    handleReadyForQuery() {
      this.answer(undefined);
    }

    handleCommandComplete() {}
    handleEmptyQuery() {}
    handlePortalSuspended() {}
    handleCopyInResponse() {}
    handleCopyData() {}
  }

  return (values: unknown[]) =>
    new Promise<{ rows: unknown[][] }>((resolve, reject) => {
      pool.query(new DescribedOnceQuery(values), undefined, (error, result) => {
        if (error) reject(error);
        else resolve(result as { rows: unknown[][] });
      });
    });
}
