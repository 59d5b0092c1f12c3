import { type DatabaseHandle, withPoolTransaction } from '@portal/db';
import type { PoolClient } from 'pg';

type Row = Record<string, unknown>;

/**
 * Declares a server-side cursor for the query in a read-only transaction and hands `read` the way to FETCH a batch
 * (and, on the pg driver, the connection itself), on both drivers: a dedicated pooled connection, or PGlite's
 * transaction. The cursor and the transaction end when `read` does; an error rolls back.
 */
async function withCursor(
  database: DatabaseHandle,
  query: { text: string; params: unknown[] },
  batchSize: number,
  read: (fetchBatch: () => Promise<Row[]>, fetch: string, client: PoolClient | null) => Promise<void>,
): Promise<void> {
  const declare = `declare export_cursor no scroll cursor for ${query.text}`;
  const fetch = `fetch ${Math.max(1, Math.floor(batchSize))} from export_cursor`;
  if (database.pool) {
    await withPoolTransaction(
      database.pool,
      async (client) => {
        await client.query(declare, query.params);
        await read(async () => (await client.query<Row>(fetch)).rows, fetch, client);
      },
      { readOnly: true },
    );
    return;
  }
  if (!database.pglite) throw new Error(`No cursor support for a ${database.kind} database`);
  await database.pglite.transaction(async (tx) => {
    await tx.query(declare, query.params);
    await read(async () => (await tx.query<Row>(fetch)).rows, fetch, null);
  });
}

/**
 * Reads a query's rows in batches through a server-side cursor (DECLARE ... FETCH), so an export of a million rows
 * holds one batch in memory at a time.
 */
export function forEachBatch(
  database: DatabaseHandle,
  query: { text: string; params: unknown[] },
  batchSize: number,
  onBatch: (rows: Row[]) => Promise<void>,
): Promise<void> {
  return withCursor(database, query, batchSize, async (fetchBatch) => {
    for (;;) {
      const rows = await fetchBatch();
      if (rows.length === 0) break;
      await onBatch(rows);
    }
  });
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}

/**
 * One FETCH through the pg driver, each row handed to `onRow` as soon as its message is parsed instead of gathered
 * into a result. A gathered batch lives across socket reads and awaits, so V8's scavenges move its rows to the old
 * generation, where they pile up as garbage until a full collection (issue #30: RSS growing with the row count).
 * A row here dies before the next socket read.
 */
class RowByRowQuery {
  callback: ((error: Error | null, rows?: number) => void) | undefined;
  private names: string[] = [];
  private parsers: ((text: string) => unknown)[] = [];
  private rows = 0;
  private failed: Error | undefined;

  constructor(
    private readonly text: string,
    private readonly typeParser: (oid: number, format: 'text') => (text: string) => unknown,
    private readonly onRow: (row: Row) => void,
  ) {}

  submit(connection: { query: (text: string) => void }) {
    connection.query(this.text);
  }

  handleRowDescription(message: { fields: FieldDescription[] }) {
    this.names = message.fields.map((field) => field.name);
    this.parsers = message.fields.map((field) => this.typeParser(field.dataTypeID, 'text'));
  }

  handleDataRow(message: { fields: (string | null)[] }) {
    // A throwing onRow fails the query once the server has answered (the connection stays usable).
    if (this.failed) return;
    const row: Row = {};
    const { fields } = message;
    for (let i = 0; i < fields.length; i++) {
      const text = fields[i];
      row[this.names[i]!] = text === null || text === undefined ? null : this.parsers[i]!(text);
    }
    this.rows += 1;
    try {
      this.onRow(row);
    } catch (error) {
      this.failed = error as Error;
    }
  }

  handleError(error: Error) {
    const callback = this.callback;
    this.callback = undefined;
    callback?.(error);
  }

  handleReadyForQuery() {
    const callback = this.callback;
    this.callback = undefined;
    if (this.failed) callback?.(this.failed);
    else callback?.(null, this.rows);
  }

  handleCommandComplete() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse() {}
}

function fetchRowByRow(client: PoolClient, text: string, onRow: (row: Row) => void): Promise<number> {
  const query = new RowByRowQuery(
    text,
    (oid, format) => client.getTypeParser(oid, format) as (text: string) => unknown,
    onRow,
  );
  return new Promise<number>((resolve, reject) => {
    query.callback = (error, rows) => (error ? reject(error) : resolve(rows ?? 0));
    void client.query(query as never);
  });
}

/**
 * As forEachBatch, but each row goes to `onRow` (synchronously, as it arrives), and `afterBatch` is awaited after each
 * FETCH: the place to wait for the writer to drain. On the pg driver no batch of rows is ever held, so an export's
 * memory stays flat however many rows it writes (issue #30). PGlite answers a FETCH whole: its rows are handed over
 * one by one and the batch dropped before `afterBatch`.
 */
export function forEachRow(
  database: DatabaseHandle,
  query: { text: string; params: unknown[] },
  batchSize: number,
  onRow: (row: Row) => void,
  afterBatch: () => Promise<void>,
): Promise<void> {
  return withCursor(database, query, batchSize, async (fetchBatch, fetch, client) => {
    if (client) {
      while ((await fetchRowByRow(client, fetch, onRow)) > 0) await afterBatch();
      return;
    }
    for (;;) {
      const rows = await fetchBatch();
      if (rows.length === 0) break;
      for (const row of rows) onRow(row);
      // The batch is garbage before the wait, so a scavenge during it does not carry the rows into the old generation.
      rows.length = 0;
      await afterBatch();
    }
  });
}
