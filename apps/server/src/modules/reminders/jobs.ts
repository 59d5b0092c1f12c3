import type { Db } from '@portal/db';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { sweepOverdueReminders, type SweepResult } from './sweep.ts';

export const reminderJobNames = { sweep: 'reminders.sweep' } as const;

export interface ReminderJobOptions {
  /** Mail the owner of each reminder that comes due, through the outbox. */
  mailOwners: boolean;
  /**
   * Seconds between sweeps. The cron runs every minute; a shorter interval (REMINDER_SWEEP_SECONDS, e.g. for the
   * e2e journey) makes each run queue the next one that many seconds later.
   */
  intervalSeconds: number;
  /** Queues the next sweep after a delay (pg-boss startAfter), one at a time. */
  sendLater(name: string, seconds: number): Promise<void>;
  /** After a sweep that queued mail: ask the mail workers to deliver now. */
  onMailQueued(): Promise<void>;
  log: { info(object: object, message: string): void };
}

/** reminders.sweep: due reminders become overdue and raise their alerts (cron every minute, and at start). */
export function reminderJobs(db: Db, options: ReminderJobOptions): JobDefinition[] {
  return [
    {
      name: reminderJobNames.sweep,
      cron: '* * * * *',
      queue: { retryLimit: 0, expireInSeconds: 300 },
      async handler() {
        let result: SweepResult;
        try {
          result = await sweepOverdueReminders(db, { mailOwners: options.mailOwners });
        } finally {
          if (options.intervalSeconds < 60) await options.sendLater(reminderJobNames.sweep, options.intervalSeconds);
        }
        if (result.overdue > 0) options.log.info({ overdue: result.overdue, mailed: result.mailed }, 'reminders due');
        if (result.mailed > 0) await options.onMailQueued();
      },
    },
  ];
}
