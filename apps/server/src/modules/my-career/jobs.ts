import type { Db } from '@portal/db';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { recomputeStale } from './recompute.ts';
import { deleteExpiredGuestSurveys } from './repository.ts';

export const myCareerJobNames = {
  /** Sent when a customer's input changes; also every minute, which catches a catalogue import. */
  recompute: 'my-career.recompute',
  /** Daily: guest career-cluster surveys expire (docs/spec-decisions.md, issue #11). */
  expireGuestSurveys: 'my-career.expire-guest-surveys',
} as const;

/** Guest surveys untouched this long are deleted. */
export const guestSurveyDays = 30;

export function myCareerJobs(db: Db, log: { info(object: object, message: string): void }): JobDefinition[] {
  return [
    {
      name: myCareerJobNames.recompute,
      cron: '* * * * *',
      // One sweep at a time and one waiting: more would only redo the same customers.
      queue: { retryLimit: 1, expireInSeconds: 3_600, policy: 'stately' },
      async handler() {
        const { customers } = await recomputeStale(db);
        if (customers > 0) log.info({ customers }, 'match scores recomputed');
      },
    },
    {
      name: myCareerJobNames.expireGuestSurveys,
      cron: '17 3 * * *',
      queue: { retryLimit: 1, expireInSeconds: 600 },
      async handler() {
        const deleted = await deleteExpiredGuestSurveys(db, guestSurveyDays);
        if (deleted > 0) log.info({ deleted }, 'expired guest surveys deleted');
      },
    },
  ];
}
