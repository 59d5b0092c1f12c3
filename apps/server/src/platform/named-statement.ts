import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@portal/db';
import { hasEntityKind } from './prepared.ts';

/** The part of a drizzle database handle that its `execute` reads and drizzle declares internal (0.45). */
interface DialectOf {
  dialect: PgDialect;
}

/** The most texts an executor names unless told otherwise. */
export const namedStatementsKept = 64;

/**
 * Statements built per call whose text varies only with the shape of what is asked (which filters, how many words;
 * the values are bind parameters), run on the Postgres server as named statements: each pooled connection parses and
 * analyses a text once and only binds it afterwards, where `db.execute` sends an unnamed statement that is parsed
 * and analysed on every call (issue #30). A text's name is `<prefix>_<the first 16 hex of its SHA-1>`, so a name
 * never stands for two texts. The rows are `db.execute`'s: the statement goes through the same drizzle session and
 * type parsers, with a name. In a transaction, the transaction's connection prepares it.
 *
 * A named statement stays prepared on every pooled connection for the connection's life (its parse tree and cached
 * plans in each backend's memory), and pg remembers it per connection too. So an executor names at most `kept`
 * texts per process, the first it meets; any other text runs unnamed, as `db.execute` runs it. On PGlite, which
 * keeps no named statements, every text runs through `db.execute`.
 */
export class NamedStatements {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly prefix: string,
    private readonly kept = namedStatementsKept,
  ) {}

  /** How many texts have a name (at most `kept`). */
  get size(): number {
    return this.names.size;
  }

  async rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
    if (!hasEntityKind(db._.session, 'NodePgSession')) return ((await db.execute(query)) as { rows: T[] }).rows;
    return this.renderedRows<T>(db, (db as unknown as DialectOf).dialect.sqlToQuery(query));
  }

  /** The same for a statement already rendered (its text and parameters), as `db.execute` would run it. */
  async renderedRows<T>(db: DbOrTx, built: Query): Promise<T[]> {
    const session = db._.session;
    const name = hasEntityKind(session, 'NodePgSession') ? this.nameOf(built.sql) : undefined;
    const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
    return result.rows;
  }

  private nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= this.kept) return known;
    const name = `${this.prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    this.names.set(text, name);
    return name;
  }
}
