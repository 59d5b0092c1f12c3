import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { randomUUID } from 'node:crypto';
import {
  dynamicQueryMessages,
  dynamicQueryPath,
  dynamicQueryPaths,
  type ExportStatus,
  queryRequestSchema,
} from '@portal/contracts';
import { type DatabaseHandle, type Db, type Reporting, schema } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { csvFirstLine, csvLine } from '../../platform/exports/csv.ts';
import { ChunkedText } from '../../platform/exports/chunked-text.ts';
import { forEachRow } from '../../platform/exports/cursor.ts';
import { IdList } from '../../platform/exports/id-list.ts';
import * as ledger from '../../platform/exports/ledger.ts';
import { escapeHtml } from '../../platform/web/html.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { JobDefinition, JobQueue } from '../../platform/jobs/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repository from './repository.ts';
import { runStoredReadable, translateOr422, viewerFor } from './service.ts';

export const exportKind = 'dynamic-query';
export const exportJobNames = { run: 'dynamic-query.export', sweep: 'dynamic-query.export-sweep' } as const;
/** Rows per cursor FETCH (bench/export-memory.ts reads it). */
export const exportBatchRows = 5_000;
const maxExportBytes = 4 * 1024 ** 3;
/** A claim older than the job's expiry belongs to a worker that stopped: the sweep may take the export over. */
const jobExpirySeconds = 3_600;

function fileNameFor(name: string): string {
  const safe =
    name
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'query';
  return `${safe}.csv`;
}

export function toExportStatus(row: ledger.DataExport): ExportStatus {
  return {
    id: row.id,
    // Claimed by a worker is still pending to the user: the browser keeps polling until ready or failed.
    status: row.status === 'running' ? 'pending' : row.status,
    row_count: row.rowCount,
    download_url:
      row.status === 'ready' ? dynamicQueryPath(dynamicQueryPaths.exportDownload, { exportId: row.id }) : null,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
  };
}

/** POST export: checks the user may read the query and its fields now, records the request, and nudges the worker. */
export async function requestExport(db: Db, jobs: JobQueue, actor: Actor, id: number): Promise<ExportStatus> {
  const staff = requireStaff(actor);
  const { row, request } = await runStoredReadable(db, staff, id);
  const query = translateOr422(request, viewerFor(staff.role, staff.locationIds));
  const entry = await db.transaction(async (tx) => {
    const recorded = await ledger.recordExportRequest(tx, {
      userId: staff.staffId,
      kind: exportKind,
      sourceId: String(id),
      criteria: row.queryRequest,
      columns: query.columns.map((column) => column.id),
      fileName: fileNameFor(row.name),
    });
    await audit(tx, {
      actor: staff,
      action: 'dynamic-query.export',
      entityType: 'stored_query',
      entityId: id,
      detail: { export_id: recorded.id, columns: recorded.columns },
    });
    return recorded;
  });
  await jobs.send(exportJobNames.run, { id: entry.id });
  return toExportStatus(entry);
}

export async function exportStatus(db: Db, actor: Actor, exportId: number): Promise<ExportStatus> {
  const staff = requireStaff(actor);
  const row = await ledger.findOwnExport(db, exportId, staff.staffId);
  if (!row || row.kind !== exportKind) throw notFound();
  return toExportStatus(row);
}

export async function openExportDownload(db: Db, storage: Storage, actor: Actor, exportId: number) {
  const staff = requireStaff(actor);
  const row = await ledger.findOwnExport(db, exportId, staff.staffId);
  if (!row || row.kind !== exportKind || row.status !== 'ready' || !row.storagePath) throw notFound();
  await audit(db, {
    actor: staff,
    action: 'dynamic-query.export-download',
    entityType: 'data_export',
    entityId: row.id,
  });
  return { stream: await storage.createReadStream(row.storagePath), fileName: row.fileName };
}

/**
 * The worker: re-checks the requester's access as it is now, streams the rows through a cursor into a CSV in storage,
 * marks the ledger row ready with its row count and customers, and raises a web alert with the link. The rows come
 * from the read replica when `reporting` has a usable one; the ledger and the alert are written to the primary.
 */
export async function runExport(
  database: DatabaseHandle,
  storage: Storage,
  exportId: number,
  reporting?: Reporting,
): Promise<void> {
  const { db } = database;
  // One conditional update: of the job and the sweep starting the same export, only one gets the claim.
  const claim = await ledger.claimExport(db, exportId, exportKind, jobExpirySeconds);
  if (!claim) return;
  const entry = claim.row;
  const path = `exports/${entry.id}-${randomUUID()}.csv`;
  try {
    const user = await repository.staffViewerRow(db, entry.userId);
    const request = queryRequestSchema.safeParse(entry.criteria);
    if (!user?.active || !request.success) throw new Error('export no longer runnable');
    const query = translateOr422(request.data, viewerFor(user.role, user.locationIds));
    const body = new PassThrough();
    const stored = storage.putStream(path, body, { maxBytes: maxExportBytes, contentType: 'text/csv' });
    // A store that fails (unreachable, full) stops reading: the writer below must not wait for a drain forever.
    stored.catch((error: unknown) => body.destroy(error as Error));
    const customers = new IdList();
    let rowCount = 0;
    try {
      body.write(csvFirstLine(query.columns.map((column) => column.field.label)));
      const reader = (await reporting?.reader()) ?? database;
      const out = new ChunkedText(body);
      const cells: unknown[] = new Array(query.columns.length);
      await forEachRow(
        reader,
        query.all,
        exportBatchRows,
        (row) => {
          customers.push(Number(row.__customer_id));
          for (let i = 0; i < cells.length; i++) cells[i] = row[query.columns[i]!.alias];
          out.write(csvLine(cells));
          rowCount += 1;
        },
        async () => {
          out.flush();
          // A failed store has destroyed the body: a drain would never come.
          if (body.errored) throw body.errored;
          if (body.writableNeedDrain) await once(body, 'drain');
        },
      );
      out.flush();
      body.end();
    } catch (error) {
      body.destroy(error as Error);
      throw error;
    } finally {
      await stored.catch(() => undefined);
    }
    await stored;
    const marked = await db.transaction(async (tx) => {
      const ready = await ledger.markExportReady(tx, claim, {
        storagePath: path,
        rowCount,
        customerIds: customers,
      });
      if (!ready) return false;
      await tx.insert(schema.webAlerts).values({
        userId: entry.userId,
        emailSubject: dynamicQueryMessages.exportReadyTitle,
        webMessage: exportReadyMessage(entry.id, entry.fileName, rowCount),
      });
      return true;
    });
    // The claim went stale and another worker took the export over: its file is the one kept.
    if (!marked) await storage.delete(path).catch(() => undefined);
  } catch (error) {
    await ledger.markExportFailed(db, claim);
    await storage.delete(path).catch(() => undefined);
    throw error;
  }
}

/**
 * The alert announcing a finished export, with the link that downloads it (issue #23): escaped text, and an href the
 * server builds from the export's id (the download route checks the owner again).
 */
export function exportReadyMessage(exportId: number, fileName: string, rowCount: number): string {
  const href = dynamicQueryPath(dynamicQueryPaths.exportDownload, { exportId });
  const name = escapeHtml(fileName);
  return `${dynamicQueryMessages.exportReadyTitle}: ${name} (${rowCount} rows). <a href="${href}" download>${dynamicQueryMessages.exportDownloadLink} ${name}</a>`;
}

/** Pending exports left by a stopped server (or queued without a worker, or a stale claim) are run by the sweep. */
export async function sweepExports(database: DatabaseHandle, storage: Storage, reporting?: Reporting): Promise<number> {
  const pending = await ledger.pendingExports(database.db, exportKind, jobExpirySeconds);
  for (const entry of pending) await runExport(database, storage, entry.id, reporting).catch(() => undefined);
  return pending.length;
}

/** dynamic-query.export: one export by id (sent on request); dynamic-query.export-sweep: leftovers, every minute. */
export function dynamicQueryJobs(database: DatabaseHandle, storage: Storage, reporting?: Reporting): JobDefinition[] {
  return [
    {
      name: exportJobNames.run,
      queue: { retryLimit: 0, expireInSeconds: jobExpirySeconds },
      async handler(data) {
        const id = Number((data as { id?: unknown }).id);
        if (Number.isInteger(id)) await runExport(database, storage, id, reporting);
      },
    },
    {
      name: exportJobNames.sweep,
      cron: '* * * * *',
      queue: { retryLimit: 0, expireInSeconds: jobExpirySeconds },
      async handler() {
        await sweepExports(database, storage, reporting);
      },
    },
  ];
}
