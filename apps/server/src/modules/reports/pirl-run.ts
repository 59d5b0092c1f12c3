import { PassThrough } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { pirlFileName, reportCriteriaSchemas } from '@portal/contracts';
import { countPirlPeriods, runEditChecks, streamPirlFile } from './pirl/index.ts';
import { locationScopeOf } from './access.ts';
import type { RunContext, RunOutcome } from './runner.ts';

const maxFileBytes = 4 * 1024 ** 3;
/** Share of the progress bar the file takes; the edit checks take the rest. */
const fileShare = 0.6;

/**
 * A PIRL run: the file streamed by the engine (apps/server/src/modules/reports/pirl) straight into storage, then the
 * edit checks over the same request; progress counts periods done against the periods the request holds.
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
  const report = (share: number, offset: number) => (done: number) => {
    const fraction = offset + share * Math.min(1, done / periods);
    if (fraction - lastReported < 0.05) return;
    lastReported = fraction;
    void context.progress(fraction).catch(() => undefined);
  };
  let rows: number;
  try {
    ({ rows } = await streamPirlFile(context.reader, request, body, {
      locationIds,
      onProgress: report(fileShare, 0),
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
    const checks = await runEditChecks(context.reader, request, {
      locationIds,
      onProgress: report(1 - fileShare, fileShare),
    });
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
