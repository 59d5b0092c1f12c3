import { sql } from 'drizzle-orm';
import { alertTexts } from '@portal/contracts';
import type { Db } from '@portal/db';

export interface SweepResult {
  /** Reminders that came due in this run (now overdue, one alert each). */
  overdue: number;
  /** Of those, the owners mailed through the outbox. */
  mailed: number;
}

const escapeHtml = (text: ReturnType<typeof sql>) =>
  sql`replace(replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`;

/**
 * Every upcoming or snoozed reminder whose shown date has passed becomes overdue, raises a web alert for its owner
 * and (with mailOwners) queues a mail in the outbox: one statement, reading only due rows through the partial
 * index reminders_due_idx. The status condition is checked again on each row as it is updated, so two sweeps
 * running at once never raise the same alert twice.
 */
export async function sweepOverdueReminders(db: Db, options: { mailOwners: boolean }): Promise<SweepResult> {
  const result = await db.execute(sql`
    with due as (
      update reminders set status = 'overdue', updated_at = now()
      where status in ('upcoming', 'snoozed') and coalesce(remind_again_at, remind_at) <= now()
      returning id, user_id, title
    ),
    alerts as (
      insert into web_alerts (user_id, reminder_id, email_subject, web_message)
      select user_id, id, ${alertTexts.overdueSubjectPrefix}::text || title,
        '<p>Your reminder <strong>' || ${escapeHtml(sql`title`)} || '</strong> is overdue.</p>'
      from due
      returning id
    ),
    mails as (
      insert into mail_outbox (to_address, subject, body)
      select s.email, ${alertTexts.overdueSubjectPrefix}::text || due.title,
        'Your reminder "' || due.title || '" is overdue. Open the portal to complete or snooze it.'
      from due join staff_users s on s.id = due.user_id
      where ${options.mailOwners} and s.active
      returning id
    )
    select (select count(*) from alerts)::int as overdue, (select count(*) from mails)::int as mailed
  `);
  const [row] = (result as { rows: SweepResult[] }).rows;
  return { overdue: row?.overdue ?? 0, mailed: row?.mailed ?? 0 };
}
