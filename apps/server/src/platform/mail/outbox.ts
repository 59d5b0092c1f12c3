import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import type { Mailer } from './mailer.ts';

const { mailOutbox } = schema;

export const mailDelivery = {
  /** Attempts per mail before it is marked failed. */
  maxAttempts: 5,
  /** Backoff: the n-th failure waits base * 2^(n-1) seconds (30 s, 1 min, 2 min, 4 min). */
  baseDelaySeconds: 30,
  /** A row claimed longer ago than this belongs to a worker that died mid-send. */
  stuckAfterMinutes: 15,
  sweepBatch: 50,
  errorLength: 500,
} as const;

export type DeliveryOutcome =
  | { status: 'sent'; id: number; messageId: string; raw: Buffer | undefined }
  | { status: 'retrying' | 'failed'; id: number; error: string }
  /** Not due, already sent, or claimed by another worker. */
  | { status: 'skipped'; id: number };

/** The transport's own words, without the mail: nodemailer errors carry the SMTP reply, never the body. */
export function describeError(error: unknown): string {
  const parts =
    error instanceof Error ? [(error as { code?: unknown }).code, error.message] : ['Unknown error', String(error)];
  return parts
    .filter((part) => typeof part === 'string' && part !== '')
    .join(': ')
    .slice(0, mailDelivery.errorLength);
}

const due = or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, sql`now()`));

/** Takes the row if it is due: one UPDATE, so two workers can never both send it. */
async function claim(db: Db, id: number) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), due))
    .returning({
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      htmlBody: mailOutbox.htmlBody,
      attempts: mailOutbox.attempts,
    });
  return row ?? null;
}

/** Sends one outbox row if it is due, and records the outcome on the row. */
export async function deliverOutboxRow(db: Db, mailer: Mailer, id: number): Promise<DeliveryOutcome> {
  const row = await claim(db, id);
  if (!row) return { status: 'skipped', id };
  try {
    const sent = await mailer.send({
      to: row.toAddress,
      subject: row.subject,
      text: row.body,
      ...(row.htmlBody ? { html: row.htmlBody } : {}),
    });
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        messageId: sent.messageId,
        transport: mailer.transport,
        lastError: null,
        nextAttemptAt: null,
      })
      .where(eq(mailOutbox.id, id));
    return { status: 'sent', id, messageId: sent.messageId, raw: sent.raw };
  } catch (error) {
    const message = describeError(error);
    const final = row.attempts >= mailDelivery.maxAttempts;
    const waitSeconds = mailDelivery.baseDelaySeconds * 2 ** (row.attempts - 1);
    await db
      .update(mailOutbox)
      .set({
        status: final ? 'failed' : 'pending',
        lastError: message,
        transport: mailer.transport,
        nextAttemptAt: final ? null : sql`now() + make_interval(secs => ${waitSeconds})`,
      })
      .where(eq(mailOutbox.id, id));
    return { status: final ? 'failed' : 'retrying', id, error: message };
  }
}

/** Returns rows whose worker died mid-send to the queue (or fails them when their attempts are used up). */
async function releaseStuckRows(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: sql`case when ${mailOutbox.attempts} >= ${mailDelivery.maxAttempts} then 'failed' else 'pending' end`,
      lastError: 'Delivery was interrupted.',
    })
    .where(
      and(
        eq(mailOutbox.status, 'sending'),
        lt(mailOutbox.lastAttemptAt, sql`now() - make_interval(mins => ${mailDelivery.stuckAfterMinutes})`),
      ),
    );
}

/**
 * The sweep: delivers every due row, oldest first, one batch per call. The worker runs it every minute
 * (rows whose nudge was lost, rows whose backoff ended); tests call it directly.
 */
export async function deliverPendingMail(
  db: Db,
  mailer: Mailer,
  options: { limit?: number } = {},
): Promise<DeliveryOutcome[]> {
  await releaseStuckRows(db);
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), due))
    .orderBy(asc(mailOutbox.id))
    .limit(options.limit ?? mailDelivery.sweepBatch);
  const outcomes: DeliveryOutcome[] = [];
  for (const { id } of rows) outcomes.push(await deliverOutboxRow(db, mailer, id));
  return outcomes;
}
