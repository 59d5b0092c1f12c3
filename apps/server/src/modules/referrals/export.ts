import { PassThrough, type Readable } from 'node:stream';
import { referralDefaults, referralStatusLabels } from '@portal/contracts';
import { type DatabaseHandle, withPoolTransaction } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { copyOut, copyTimeoutMs } from '../../platform/exports/copy-out.ts';
import { ChunkedText } from '../../platform/exports/chunked-text.ts';
import { csvFirstLine, csvLine, utf8Bom } from '../../platform/exports/csv.ts';
import { forEachRow } from '../../platform/exports/cursor.ts';
import { IdList } from '../../platform/exports/id-list.ts';
import * as ledger from '../../platform/exports/ledger.ts';
import * as repository from './repository.ts';
import { filterOf, referralColumns, type ListOptions, type ListParams } from './service.ts';

// The referrals list as referrals.csv (ADR 0023): COPY TO STDOUT on a Postgres server, a cursor on PGlite.

export const exportKind = 'referrals';
/** Rows per FETCH (decision 0023). Rows are handed over one by one and never held as a batch (issue #30). */
const exportBatchSize = 1_000;
const exportColumns = ['id', ...referralColumns.map((entry) => entry.selector)];

/** Waits until the browser has read what was written, or hung up; one that stops reading for `stallMs` is cut off. */
function drainedOrClosed(stream: PassThrough, stallMs: number): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(stalled);
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    const stalled = setTimeout(() => {
      stream.destroy(new Error('export download stalled'));
      done();
    }, stallMs);
    stream.on('drain', done);
    stream.on('close', done);
  });
}

export const defaultExportStallMs = 30_000;

/**
 * isExport=1: the whole list as referrals.csv, streamed through a cursor a row at a time (never a batch of rows in
 * memory), formula-safe cells, and one export ledger row (who, which criteria, how many rows, whose) per download.
 * The rows come from `reader` (the read replica when one is usable); the ledger and the audit go to `database`.
 */
export async function exportReferrals(
  database: DatabaseHandle,
  actor: Actor,
  params: ListParams,
  query: Pick<ListOptions, 'orderBy' | 'sort'>,
  { stallMs = defaultExportStallMs, reader = database }: { stallMs?: number | undefined; reader?: DatabaseHandle } = {},
): Promise<Readable> {
  const staff = requireStaff(actor);
  const filter = filterOf(staff, params, query);
  const entry = await database.db.transaction(async (tx) => {
    const recorded = await ledger.recordStreamedExport(tx, {
      userId: staff.staffId,
      kind: exportKind,
      criteria: { type: params.type, status: params.status, orderBy: query.orderBy, sort: query.sort },
      columns: exportColumns,
      fileName: referralDefaults.exportFileName,
    });
    await audit(tx, {
      actor: staff,
      action: 'referrals.export',
      entityType: 'data_export',
      entityId: recorded.id,
      detail: { type: params.type, status: params.status },
    });
    return recorded;
  });
  const body = new PassThrough();
  if (reader.pool) {
    void copyExport(database, reader.pool, filter, body, entry.id, stallMs);
    return body;
  }
  void (async () => {
    const customers = new IdList();
    let rowCount = 0;
    try {
      body.write(csvFirstLine(['ID', ...referralColumns.map((entry) => entry.name)]));
      const out = new ChunkedText(body);
      await forEachRow(
        reader,
        repository.exportQuery(filter),
        exportBatchSize,
        (raw) => {
          const row = raw as unknown as repository.ListRow;
          customers.push(Number(row.customer_id));
          out.write(
            csvLine([
              row.id,
              row.first_name,
              row.last_name,
              row.from_location,
              row.to_name,
              referralStatusLabels[row.status] ?? row.status,
              row.note,
              row.created_at,
            ]),
          );
          rowCount += 1;
        },
        async () => {
          // The browser hung up (Fastify destroys the stream): stop reading, so the cursor's connection is freed.
          if (body.destroyed) throw new Error('export download closed');
          out.flush();
          if (body.writableNeedDrain) await drainedOrClosed(body, stallMs);
          if (body.destroyed) throw new Error('export download closed');
        },
      );
      out.flush();
      await ledger.finishStreamedExport(database.db, entry.id, { rowCount, customerIds: customers.toArray() });
      body.end();
    } catch (error) {
      await ledger.finishStreamedExport(database.db, entry.id, null).catch(() => undefined);
      body.destroy(error as Error);
    }
  })();
  return body;
}

/**
 * The Postgres path: the CSV comes from `COPY (...) TO STDOUT` (Postgres formats it and may sort with parallel
 * workers, which a cursor may not), streamed to the body with backpressure and the same stall timeout; then the
 * export's distinct customers in the same snapshot for the ledger. About twice the cursor's rate (ADR 0023).
 */
async function copyExport(
  database: DatabaseHandle,
  pool: NonNullable<DatabaseHandle['pool']>,
  filter: repository.ListFilter,
  body: PassThrough,
  entryId: number,
  stallMs: number,
) {
  const headers = ['ID', ...referralColumns.map((entry) => entry.name)];
  try {
    const finished = await withPoolTransaction(
      pool,
      async (client) => {
        // Hung up while waiting for a connection: do not start.
        if (body.destroyed) throw new Error('export download closed');
        body.write(utf8Bom);
        const rowCount = await copyOut(
          client,
          repository.exportCopySql(filter, headers, referralStatusLabels),
          { body, waitDrain: () => drainedOrClosed(body, stallMs) },
          (processId) => pool.query('select pg_cancel_backend($1)', [processId]),
        );
        if (body.destroyed) throw new Error('export download closed');
        const customers = repository.exportCustomersSql(filter);
        const { rows } = await client.query<{ ids: number[] }>(customers.text, customers.params);
        return { rowCount, customerIds: rows[0]?.ids ?? [] };
      },
      // One statement for the whole download (a cursor's FETCHes are one each): timed by the stall timeout instead.
      { isolationLevel: 'repeatable read', readOnly: true, statementTimeoutMs: copyTimeoutMs },
    );
    await ledger.finishStreamedExport(database.db, entryId, finished);
    body.end();
  } catch (error) {
    await ledger.finishStreamedExport(database.db, entryId, null).catch(() => undefined);
    body.destroy(error as Error);
  }
}
