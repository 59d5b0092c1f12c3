import { eq } from 'drizzle-orm';
import { alertPaths, reminderPath, reminderPaths } from '@portal/contracts';
import { schema } from '@portal/db';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import { createReminderAs, reminderBody } from './reminders.fixtures.ts';

const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;

/** The case manager's reminder: only its owner may see or change it; other staff are told it does not exist. */
async function caseManagersReminder(context: MatrixContext, overdue = false) {
  const id = await createReminderAs(await context.as('caseManager'));
  if (overdue) await context.db.update(schema.reminders).set({ status: 'overdue' }).where(eq(schema.reminders.id, id));
  return id;
}

const ownerOnly = {
  allowed: ['caseManager'] as const,
  deniedStatus: { caseManagerOther: 404, admin: 404, agencyAdmin: 404 } as const,
};

async function caseManagersAlert(context: MatrixContext) {
  const [alert] = await context.db
    .insert(schema.webAlerts)
    .values({ userId: context.world.caseManager.id, emailSubject: 'Reminder overdue: Call', webMessage: '<p>Call</p>' })
    .returning();
  return alert!.id;
}

describeAccessMatrix('reminders and alerts', [
  { method: 'GET', url: () => reminderPaths.list, allowed: staff },
  { method: 'POST', url: () => reminderPaths.list, body: () => reminderBody(), allowed: staff },
  { method: 'GET', url: () => reminderPaths.notifications, allowed: staff },
  { method: 'GET', url: () => `${reminderPaths.users}?query=ad`, allowed: staff },
  { method: 'POST', url: () => reminderPaths.customers, body: () => ({ query: 'an' }), allowed: staff },
  {
    method: 'GET',
    url: async (context) => reminderPath(reminderPaths.item, await caseManagersReminder(context)),
    ...ownerOnly,
    name: reminderPaths.item,
  },
  {
    method: 'PUT',
    url: async (context) => reminderPath(reminderPaths.item, await caseManagersReminder(context)),
    body: () => reminderBody({ title: 'Changed' }),
    ...ownerOnly,
    name: reminderPaths.item,
  },
  {
    method: 'DELETE',
    url: async (context) => reminderPath(reminderPaths.item, await caseManagersReminder(context)),
    ...ownerOnly,
    name: reminderPaths.item,
  },
  {
    method: 'POST',
    url: async (context) => reminderPath(reminderPaths.complete, await caseManagersReminder(context)),
    ...ownerOnly,
    name: reminderPaths.complete,
  },
  {
    method: 'POST',
    url: async (context) => reminderPath(reminderPaths.snooze, await caseManagersReminder(context, true)),
    ...ownerOnly,
    name: reminderPaths.snooze,
  },
  { method: 'GET', url: () => alertPaths.list, allowed: staff },
  {
    method: 'POST',
    url: async (context) => alertPaths.read.replace(':id', String(await caseManagersAlert(context))),
    ...ownerOnly,
    name: alertPaths.read,
  },
]);
