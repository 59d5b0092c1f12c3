import type { Db } from '@portal/db';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { runMerge, type RunOptions } from './mover.ts';
import { recordFailure, runningMergeIds } from './repository.ts';
import { mergeJobNames } from './service.ts';

export { mergeJobNames } from './service.ts';

/** Runs one merge; a failure is noted on the merge row (for support) and thrown again for pg-boss to retry. */
async function runRecorded(db: Db, mergeId: number, options?: RunOptions): Promise<void> {
  try {
    await runMerge(db, mergeId, options);
  } catch (error) {
    await recordFailure(db, mergeId, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  }
}

/**
 * customer-merge.run moves one merge's rows (nudged by the POST); customer-merge.sweep, every minute and at start,
 * finishes any merge still running whose job was lost or gave up (a stopped server, a database outage). Both are
 * safe to run at once on the same merge: each batch locks the rows it moves and skips what another moved.
 */
export function customerMergeJobs(db: Db, options?: RunOptions): JobDefinition[] {
  return [
    {
      name: mergeJobNames.run,
      queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 3_600 },
      async handler(data) {
        const { mergeId } = data as { mergeId: number };
        await runRecorded(db, mergeId, options);
      },
    },
    {
      name: mergeJobNames.sweep,
      cron: '* * * * *',
      queue: { retryLimit: 0, expireInSeconds: 3_600 },
      async handler() {
        for (const mergeId of await runningMergeIds(db)) await runRecorded(db, mergeId, options);
      },
    },
  ];
}
