import { z } from 'zod';
import type { Db } from '@portal/db';
import type { JobDefinition, JobQueue } from '../jobs/jobs.ts';
import type { Mailer } from './mailer.ts';
import { type DeliveryOutcome, deliverOutboxRow, deliverPendingMail, mailDelivery } from './outbox.ts';

export const mailJobNames = { deliver: 'mail.deliver', sweep: 'mail.sweep' } as const;

const deliverData = z.object({ outboxId: z.number().int().positive() });

export interface MailJobsLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Ids and outcomes only: the address and the body stay out of the logs (the row holds the error). */
function logOutcome(log: MailJobsLog, outcome: DeliveryOutcome): void {
  if (outcome.status === 'sent') log.info({ outboxId: outcome.id }, 'mail delivered');
  else if (outcome.status !== 'skipped')
    log.warn({ outboxId: outcome.id, status: outcome.status }, 'mail not delivered');
}

/**
 * mail.deliver: a nudge sent after a message is stored; a failure throws so pg-boss retries it with the same
 * backoff as the row's next_attempt_at (a retry that comes early claims nothing). mail.sweep: every due row, each minute.
 */
export function mailJobs(db: Db, mailer: Mailer, log: MailJobsLog): JobDefinition[] {
  return [
    {
      name: mailJobNames.deliver,
      queue: {
        retryLimit: mailDelivery.maxAttempts - 1,
        retryDelay: mailDelivery.baseDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 300,
      },
      async handler(data) {
        const outcome = await deliverOutboxRow(db, mailer, deliverData.parse(data).outboxId);
        logOutcome(log, outcome);
        if (outcome.status === 'retrying') throw new Error(`Mail ${outcome.id} not delivered: ${outcome.error}`);
      },
    },
    {
      name: mailJobNames.sweep,
      cron: '* * * * *',
      queue: { retryLimit: 0, expireInSeconds: 300 },
      async handler() {
        for (const outcome of await deliverPendingMail(db, mailer)) logOutcome(log, outcome);
      },
    },
  ];
}

/** Asks a worker to deliver this row now. Best effort: the sweep delivers it if the nudge is lost. */
export async function nudgeMailDelivery(queue: JobQueue, outboxId: number): Promise<void> {
  await queue.send(mailJobNames.deliver, { outboxId });
}
