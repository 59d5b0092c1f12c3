import type { Db } from '@portal/db';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { runAutomaticExits } from './exiting-soon.ts';

export const programJobNames = { automaticExit: 'programs.automatic-exit' } as const;

/** programs.automatic-exit: daily (07:15 UTC, after midnight in every US zone), and safe to run again. */
export function programJobs(db: Db, log: { info(object: object, message: string): void }): JobDefinition[] {
  return [
    {
      name: programJobNames.automaticExit,
      cron: '15 7 * * *',
      queue: { retryLimit: 2, expireInSeconds: 900 },
      async handler() {
        const exited = await runAutomaticExits(db);
        if (exited > 0) log.info({ exited }, 'enrolments exited automatically');
      },
    },
  ];
}
