import { PassThrough } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { pirlFileName, reportCriteriaSchemas } from '@portal/contracts';
import { CheckTally, countPirlPeriods, streamPirlFile } from './pirl/index.ts';
import { locationScopeOf } from './access.ts';
import { maxFileBytes, type RunContext, type RunOutcome } from './run-context.ts';

/**
 * A PIRL run: the file streamed by the engine (apps/server/src/modules/reports/pirl) straight into storage, with the
 * edit checks tallied on the same pass, so the verdict (Ready or not) describes exactly the rows of the stored file;
 * progress counts periods done against the periods the request holds.
 */
export async function runPirl(context: RunContext): Promise<RunOutcome> {
  const request = reportCriteriaSchemas.pirl.parse(context.criteria);
  const locationIds = locationScopeOf(context.staff);
  const periods = Math.max(1, await countPirlPeriods(context.reader, request, { locationIds }));
  const fileKey = `reports/${context.runId}-${randomUUID()}.csv`;
  const body = new PassThrough();
  const stored = context.storage.putStream(fileKey, body, { maxBytes: maxFileBytes, contentType: 'text/csv' });
  // A store that fails stops reading: the writer must not wait for a drain forever.
  stored.catch((error: unknown) => body.destroy(error as Error));
  let lastReported = 0;
  const report = (done: number) => {
    const fraction = Math.min(1, done / periods);
    if (fraction - lastReported < 0.05) return;
    lastReported = fraction;
    void context.progress(fraction).catch(() => undefined);
  };
  const tally = new CheckTally();
  let rows: number;
  try {
    ({ rows } = await streamPirlFile(context.reader, request, body, {
      locationIds,
      onProgress: report,
      onPeriod: (period) => tally.check(period),
    }));
    body.end();
  } catch (error) {
    body.destroy(error as Error);
    await stored.catch(() => undefined);
    await context.storage.delete(fileKey).catch(() => undefined);
    throw error;
  }
  try {
    await stored;
    const checks = tally.result(rows);
    return {
      result: { kind: 'pirl', ...checks },
      fileKey,
      fileName: pirlFileName(request),
      rowCount: rows,
      failureCount: checks.total_failures,
    };
  } catch (error) {
    await context.storage.delete(fileKey).catch(() => undefined);
    throw error;
  }
}
