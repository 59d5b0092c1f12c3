import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import {
  reportCriteriaSchemas,
  reportMessages,
  reportRunRoute,
  reportsPath,
  reportTypeLabels,
  type ReportTypeKey,
} from '@portal/contracts';
import { type DatabaseHandle, type Reporting, schema } from '@portal/db';
import type { StaffActor } from '../../platform/access/actor.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as budgets from '../funding/budgets.ts';
import { summaryCsv } from '../funding/csv.ts';
import { staffViewerRow } from '../dynamic-query/repository.ts';
import { locationScopeOf, mayReport } from './access.ts';
import { quarterlyCsv, quarterlyFileName } from './files.ts';
import { runPirl } from './pirl-run.ts';
import { maxFileBytes, type RunContext, type RunOutcome } from './run-context.ts';
import { quarterlyReport } from './quarterly.ts';
import { escapeHtml } from '../../platform/web/html.ts';
import * as repository from './repository.ts';

export const reportJobNames = { run: 'reports.run', sweep: 'reports.sweep' } as const;

async function storeText(storage: Storage, key: string, text: string, contentType: string): Promise<void> {
  await storage.putStream(key, Readable.from([Buffer.from(text, 'utf8')]), { maxBytes: maxFileBytes, contentType });
}

const runners: Record<ReportTypeKey, (context: RunContext) => Promise<RunOutcome>> = {
  async quarterly_performance(context) {
    const criteria = reportCriteriaSchemas.quarterly_performance.parse(context.criteria);
    const result = await quarterlyReport(context.reader.db, locationScopeOf(context.staff), criteria, {
      onProgress: (fraction) => context.progress(fraction * 0.9),
    });
    const fileKey = `reports/${context.runId}-${randomUUID()}.csv`;
    await storeText(context.storage, fileKey, quarterlyCsv(result), 'text/csv');
    return {
      result,
      fileKey,
      fileName: quarterlyFileName(result, 'csv'),
      rowCount: result.programs.length,
      failureCount: null,
    };
  },
  async funding_summary(context) {
    const criteria = reportCriteriaSchemas.funding_summary.parse(context.criteria);
    const summary = await budgets.fundsSummary(context.reader.db, context.staff, criteria.program_year);
    const fileKey = `reports/${context.runId}-${randomUUID()}.csv`;
    await storeText(context.storage, fileKey, summaryCsv(summary.data), 'text/csv');
    return {
      result: { kind: 'funding_summary', ...summary },
      fileKey,
      fileName: `funds-summary-py${criteria.program_year}.csv`,
      rowCount: summary.data.length,
      failureCount: null,
    };
  },
  pirl: runPirl,
};

/**
 * The worker: claims the run, re-checks its requester's permission and locations as they are now, runs the type,
 * stores the file, marks the run ready and raises a web alert with the link to the run; a failure marks it failed
 * and alerts too. Reads come from the read replica when `reporting` has a usable one; the run row and the alert are
 * written to the primary.
 */
export async function runReport(
  database: DatabaseHandle,
  storage: Storage,
  runId: number,
  reporting?: Reporting,
): Promise<void> {
  const { db } = database;
  const claim = await repository.claimRun(db, runId);
  if (!claim) return;
  const type = claim.type as ReportTypeKey;
  let outcome: RunOutcome | null = null;
  try {
    const user = await staffViewerRow(db, claim.userId);
    if (!user?.active || !(await mayReport(db, user.role))) throw new Error('The requester may no longer run reports.');
    const staff: StaffActor = {
      kind: 'staff',
      staffId: claim.userId,
      role: user.role,
      locationIds: user.locationIds,
      sessionId: `report-run-${runId}`,
    };
    outcome = await runners[type]({
      database,
      reader: (await reporting?.reader()) ?? database,
      storage,
      staff,
      criteria: claim.criteria,
      runId,
      progress: (fraction) => repository.setProgress(db, claim, fraction * 100),
    });
    const done = outcome;
    const marked = await db.transaction(async (tx) => {
      if (!(await repository.markReady(tx, claim, done))) return false;
      await tx.insert(schema.webAlerts).values({
        userId: claim.userId,
        emailSubject: reportMessages.readyTitle,
        webMessage: alertMessage(runId, type, reportMessages.readyTitle),
      });
      return true;
    });
    // The claim went stale and another worker took the run over: its file is the one kept.
    if (!marked) await storage.delete(done.fileKey).catch(() => undefined);
  } catch (error) {
    if (outcome) await storage.delete(outcome.fileKey).catch(() => undefined);
    const message = error instanceof Error ? error.message : 'The report failed.';
    await db.transaction(async (tx) => {
      await repository.markFailed(tx, claim, message.slice(0, 500));
      await tx.insert(schema.webAlerts).values({
        userId: claim.userId,
        emailSubject: reportMessages.failedTitle,
        webMessage: alertMessage(runId, type, reportMessages.failedTitle),
      });
    });
  }
}

/** The alert's text: escaped words and an href the server builds from the run's id. */
export function alertMessage(runId: number, type: ReportTypeKey, title: string): string {
  const href = reportsPath(reportRunRoute, runId);
  const label = escapeHtml(reportTypeLabels[type]);
  return `${title}: ${label}. <a href="${href}">Open run ${runId}</a>`;
}

/** Runs left pending by a stopped server (or queued without a worker, or a stale claim). */
export async function sweepRuns(database: DatabaseHandle, storage: Storage, reporting?: Reporting): Promise<number> {
  const pending = await repository.pendingRuns(database.db);
  for (const run of pending) await runReport(database, storage, run.id, reporting).catch(() => undefined);
  return pending.length;
}

/** reports.run: one run by id (sent on request); reports.sweep: leftovers, every minute. */
export function reportJobs(database: DatabaseHandle, storage: Storage, reporting?: Reporting): JobDefinition[] {
  const queue = { retryLimit: 0, expireInSeconds: repository.staleRunSeconds };
  return [
    {
      name: reportJobNames.run,
      queue,
      async handler(data) {
        const id = Number((data as { id?: unknown }).id);
        if (Number.isInteger(id)) await runReport(database, storage, id, reporting);
      },
    },
    {
      name: reportJobNames.sweep,
      cron: '* * * * *',
      queue,
      async handler() {
        await sweepRuns(database, storage, reporting);
      },
    },
  ];
}
