import type { Writable } from 'node:stream';
import type { PoolClient } from 'pg';

/**
 * `COPY (query) TO STDOUT WITH (FORMAT csv, HEADER)` through the pg driver, written to `body` as it arrives
 * (issue #13, ADR 0023). Postgres formats the CSV and, unlike a cursor, may sort with parallel workers; Node only copies
 * bytes. Each CopyData message is one row ending in LF: it is written with CRLF instead (RFC 4180, as csvLine does),
 * so line breaks inside quoted cells stay as they are. Rows are gathered into 64 KB chunks; when `body` is full the
 * socket is paused until it drains (`waitDrain`), so memory stays flat whatever the size.
 *
 * `text` must carry no bind parameters (COPY takes none): callers inline their values as escaped literals.
 */
export interface CopyOutSink {
  body: Writable;
  /** Resolves when the body wants more or is closed (and enforces the caller's stall timeout). */
  waitDrain: () => Promise<void>;
}

const chunkSize = 64 * 1024;
/** One COPY may run as long as its download takes; a browser that stops reading is cut off by the stall timeout. */
export const copyTimeoutMs = 60 * 60_000;

interface CopyMessage {
  chunk: Buffer;
}

interface PgConnection {
  query: (text: string) => void;
  stream: { pause: () => void; resume: () => void };
}

class CopyOutQuery {
  /** The driver's read timeout for this query: the whole download, however slowly the browser reads. */
  readonly query_timeout = copyTimeoutMs;
  callback: ((error: Error | null, rows?: number) => void) | undefined;
  private connection: PgConnection | undefined;
  private buffer = Buffer.allocUnsafe(chunkSize);
  private used = 0;
  private rows = -1;
  /** Once the body is gone: read the rest of the answer and drop it. */
  discarding = false;

  constructor(
    private readonly text: string,
    private readonly sink: CopyOutSink,
  ) {}

  submit(connection: PgConnection) {
    this.connection = connection;
    connection.query(this.text);
  }

  private flush() {
    if (this.used === 0) return;
    const out = Buffer.from(this.buffer.subarray(0, this.used));
    this.used = 0;
    this.writeOut(out);
  }

  private writeOut(out: Buffer) {
    const { body } = this.sink;
    if (this.discarding || body.destroyed) {
      this.discarding = true;
      return;
    }
    if (!body.write(out)) {
      const stream = this.connection!.stream;
      stream.pause();
      void this.sink.waitDrain().then(() => {
        if (body.destroyed) this.discarding = true;
        stream.resume();
      });
    }
  }

  handleCopyData(message: CopyMessage) {
    if (this.discarding) return;
    const row = message.chunk;
    // The row without its LF, then CRLF.
    const length = row.length - 1;
    if (this.used + length + 2 > chunkSize) this.flush();
    if (length + 2 > chunkSize) {
      // A row larger than a chunk goes on its own.
      const big = Buffer.allocUnsafe(length + 2);
      row.copy(big, 0, 0, length);
      big[length] = 13;
      big[length + 1] = 10;
      this.writeOut(big);
      return;
    }
    row.copy(this.buffer, this.used, 0, length);
    this.buffer[this.used + length] = 13;
    this.buffer[this.used + length + 1] = 10;
    this.used += length + 2;
  }

  handleCommandComplete(message: { text: string }) {
    this.flush();
    const match = /^COPY (\d+)$/.exec(message.text);
    this.rows = match ? Number(match[1]) : 0;
  }

  /** The driver drops the query at an error (its ReadyForQuery is the client's): answer now. */
  handleError(error: Error) {
    const callback = this.callback;
    this.callback = undefined;
    callback?.(error);
  }

  handleReadyForQuery() {
    const callback = this.callback;
    this.callback = undefined;
    callback?.(null, this.rows);
  }

  // The client may call these for other messages; a COPY sends none of them.
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse() {}
}

/**
 * Runs the COPY on `client` and resolves with the number of rows sent (the header not counted). If the body is
 * closed (the browser hung up, or stalled past its timeout), the query is cancelled through `cancel` and the rest of
 * the answer is read and dropped, so the connection can go back to the pool; the promise then rejects.
 */
export function copyOut(
  client: PoolClient,
  text: string,
  sink: CopyOutSink,
  cancel: (processId: number) => Promise<unknown>,
): Promise<number> {
  const query = new CopyOutQuery(text, sink);
  const closed = new Promise<never>((_, reject) => {
    sink.body.once('close', () => {
      if (!query.callback) return;
      query.discarding = true;
      const processId = (client as unknown as { processID: number }).processID;
      void cancel(processId).catch(() => undefined);
      reject(new Error('export download closed'));
    });
  });
  const done = new Promise<number>((resolve, reject) => {
    query.callback = (error, rows) => (error ? reject(error) : resolve(rows ?? 0));
    void client.query(query as never);
  });
  // A hang-up rejects, but only once the connection is ready again (so it can go back to the pool).
  const hungUp = closed.catch((error: unknown) =>
    done.then(
      () => Promise.reject(error as Error),
      () => Promise.reject(error as Error),
    ),
  );
  return Promise.race([done, hungUp]);
}
