import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { clientSettings, groups, reminders, staffUsers, webAlerts } from '../schema/index.ts';

const hoursFromNow = (hours: number) => sql`now() + make_interval(hours => ${hours})`;

/**
 * The case manager's reminders in every status (the reminders flag on), so the bell, the widget and
 * /profile/reminders have something to show; the overdue one has raised its alert, one older alert is read.
 */
export async function seedRemindersDemo(
  db: DbOrTx,
  caseManagerEmail: string,
  maria: { id: number; primaryLocationId: number | null },
) {
  await db
    .update(clientSettings)
    .set({ featureFlags: sql`${clientSettings.featureFlags} || '{"reminders": true}'::jsonb` })
    .where(eq(clientSettings.id, 1));
  const [casey] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, caseManagerEmail));
  if (!casey) return;
  const [group] =
    maria.primaryLocationId === null
      ? []
      : await db
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.locationId, maria.primaryLocationId)))
          .limit(1);

  const base = { userId: casey.id, createdByUserId: casey.id };
  const forMaria = { inSupportOfType: 'customer' as const, customerId: maria.id };
  const rows = await db
    .insert(reminders)
    .values([
      {
        ...base,
        ...forMaria,
        title: 'Call Maria about the CNA class start',
        description: 'Confirm she has her scrubs and the orientation time.',
        action: 'call',
        remindAt: hoursFromNow(26),
      },
      {
        ...base,
        inSupportOfType: group ? 'group' : 'none',
        groupId: group?.id ?? null,
        title: 'Send the workshop sign-in sheet',
        description: 'Email the attendance sheet to the front desk.',
        action: 'email',
        remindAt: hoursFromNow(50),
      },
      {
        ...base,
        ...forMaria,
        title: 'Follow up on the transcript request',
        description: 'The college said it would arrive within a week.',
        action: 'follow up',
        status: 'overdue',
        remindAt: hoursFromNow(-20),
      },
      {
        ...base,
        inSupportOfType: 'none',
        title: 'Update the quarterly outreach list',
        description: 'Add the new walk-ins from this month.',
        action: 'update info',
        status: 'snoozed',
        remindAt: hoursFromNow(-3),
        remindAgainAt: hoursFromNow(2),
      },
      {
        ...base,
        ...forMaria,
        title: 'Meet Maria to sign the training plan',
        description: 'Bring two copies of the individual employment plan.',
        action: 'meet',
        status: 'completed',
        remindAt: hoursFromNow(-72),
        completedAt: hoursFromNow(-70),
      },
      {
        ...base,
        inSupportOfType: 'none',
        title: 'Old reminder (deleted)',
        description: 'A reminder that is no longer needed.',
        action: 'call',
        status: 'deleted',
        remindAt: hoursFromNow(-120),
        deletedAt: hoursFromNow(-100),
      },
    ])
    .returning({ id: reminders.id, title: reminders.title, status: reminders.status });

  const overdue = rows.find((row) => row.status === 'overdue');
  const snoozed = rows.find((row) => row.status === 'snoozed');
  const alertFor = (row: { id: number; title: string }) => ({
    userId: casey.id,
    reminderId: row.id,
    emailSubject: `Reminder overdue: ${row.title}`,
    webMessage: `<p>Your reminder <strong>${row.title}</strong> is overdue.</p>`,
  });
  await db
    .insert(webAlerts)
    .values([
      ...(overdue ? [{ ...alertFor(overdue), createdAt: hoursFromNow(-20) }] : []),
      ...(snoozed ? [{ ...alertFor(snoozed), createdAt: hoursFromNow(-3), readAt: hoursFromNow(-2) }] : []),
    ]);
}
