import { Column, DrizzleQueryError, entityKind, is, NoopLogger, Param, Placeholder, SQL } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import type { Db } from '@portal/db';

/**
 * Whether a statement is drizzle's node-postgres prepared query, told the way drizzle's `is` tells it (the class's
 * entity kind, up the prototype chain) without importing the class: importing drizzle-orm/node-postgres loads pg,
 * about 40 ms of CPU at every start, which the embedded database never uses (issue #30).
 */
function isNodePgPreparedQuery(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  let type = (Object.getPrototypeOf(value) as { constructor?: unknown } | null)?.constructor;
  while (typeof type === 'function') {
    if ((type as { [entityKind]?: string })[entityKind] === 'NodePgPreparedQuery') return true;
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
  client: { query(config: unknown, values: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig: { text: string; rowMode?: string };
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
  if (!isNodePgPreparedQuery(statement)) return;
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
  query.execute = (values: Record<string, unknown> = {}) => {
    let bound: unknown[];
    try {
      bound = fill(values);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return client.query(queryConfig, bound).then(
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
