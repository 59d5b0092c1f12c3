import type { Db } from '@portal/db';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { sweepExpiredUploads } from './upload-service.ts';

export const uploadJobNames = { sweep: 'uploads.sweep' } as const;

/** uploads.sweep: unrecorded uploads and unfinished writes, every 15 minutes (main.ts also sends it at start). */
export function uploadJobs(db: Db, storage: Storage): JobDefinition[] {
  return [
    {
      name: uploadJobNames.sweep,
      cron: '*/15 * * * *',
      queue: { retryLimit: 0, expireInSeconds: 300 },
      async handler() {
        await sweepExpiredUploads({ db, storage });
      },
    },
  ];
}
