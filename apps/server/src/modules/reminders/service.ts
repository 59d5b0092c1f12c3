import { sql } from 'drizzle-orm';
import {
  reminderActionsAllowed,
  reminderInstant,
  reminderLimits,
  reminderMessages,
  type Reminder,
  type ReminderBody,
  type ReminderList,
  type ReminderListQuery,
  reminderListQuerySchema,
  type ReminderNotifications,
  type ReminderStatus,
} from '@portal/contracts';
import type { Db, DbOrTx } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { requireStaff, staffReachesLocation } from '../../platform/access/policies.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function toReminder(row: NonNullable<Awaited<ReturnType<typeof repository.findReminder>>>): Reminder {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    action: row.action,
    status: row.status,
    remind_at: iso(row.remindAt),
    remind_again_at: row.remindAgainAt ? iso(row.remindAgainAt) : null,
    created_at: iso(row.createdAt),
    user_id: row.userId,
    in_support_of_type: row.inSupportOfType,
    in_support_of_id: row.customerId ?? row.groupId,
    in_support_of: {
      customer: row.customerId !== null ? { id: row.customerId, full_name: row.customerName ?? '' } : null,
      group: row.groupId !== null ? { id: row.groupId, name: row.groupName ?? '' } : null,
    },
  };
}

/** Only the owner sees a reminder; to anyone else it does not exist. */
async function ownReminder(db: DbOrTx, actor: Actor, id: number) {
  const staff = requireStaff(actor);
  const row = await repository.findReminder(db, id);
  if (!row || row.userId !== staff.staffId) throw notFound();
  return { staff, row };
}

/** Locations a staff user's searches and assignments are limited to; null: every location (agency admins). */
const scopeOf = (staff: StaffActor) => (staff.role === 'agency_admin' ? null : staff.locationIds);

const unavailable = (field: string, message: string) => invalid({ [field]: [message] });

/**
 * Resolves the body's owner and target. A reminder in support of a customer is case work on that customer, so
 * it passes the read-only guard (docs/decisions/0020): deleted or unknown customers are not available (422 on
 * the field), archived ones answer 409 like every other write on them.
 */
async function resolveValues(db: DbOrTx, staff: StaffActor, body: ReminderBody): Promise<repository.ReminderValues> {
  const userId = body.user_id ?? staff.staffId;
  if (userId !== staff.staffId) {
    const user = await repository.findStaffUser(db, userId);
    const scope = scopeOf(staff);
    const shares = user && (scope === null || user.locationIds.some((id) => scope.includes(id)));
    if (!user || !user.active || !shares) throw unavailable('user_id', reminderMessages.userNotAvailable);
  }
  const targetId = body.in_support_of_type === 'none' ? null : (body.in_support_of_id ?? null);
  if (body.in_support_of_type === 'customer' && targetId !== null) {
    await requireWritableCustomer(db, staff, targetId, {
      missing: () => unavailable('in_support_of_id', reminderMessages.targetNotAvailable),
    });
  }
  if (body.in_support_of_type === 'group' && targetId !== null) {
    const group = await repository.findGroup(db, targetId);
    if (!group || !staffReachesLocation(staff, group.locationId))
      throw unavailable('in_support_of_id', reminderMessages.targetNotAvailable);
  }
  return {
    userId,
    title: body.title,
    description: body.description,
    action: body.action,
    remindAt: reminderInstant(body, body.timezone_offset),
    inSupportOfType: body.in_support_of_type,
    customerId: body.in_support_of_type === 'customer' ? targetId : null,
    groupId: body.in_support_of_type === 'group' ? targetId : null,
  };
}

export async function createReminder(db: Db, actor: Actor, body: ReminderBody) {
  const staff = requireStaff(actor);
  const id = await db.transaction(async (tx) => {
    const values = await resolveValues(tx, staff, body);
    return repository.insertReminder(tx, staff.staffId, values);
  });
  return { data: toReminder((await repository.findReminder(db, id))!), message: reminderMessages.saved };
}

export async function updateReminder(db: Db, actor: Actor, id: number, body: ReminderBody) {
  const { staff, row } = await ownReminder(db, actor, id);
  assertOffered('edit', 'edited', row.status);
  await db.transaction(async (tx) => {
    const values = await resolveValues(tx, staff, body);
    if (!(await repository.updateUpcomingReminder(tx, id, values))) await refuseChanged(tx, id, 'edit', 'edited');
  });
  return { data: toReminder((await repository.findReminder(db, id))!), message: reminderMessages.saved };
}

export async function getReminder(db: Db, actor: Actor, id: number) {
  const { row } = await ownReminder(db, actor, id);
  return { data: toReminder(row) };
}

type Transition = 'complete' | 'snooze' | 'delete';
const pastTense: Record<Transition | 'edit', string> = {
  complete: 'completed',
  snooze: 'snoozed',
  delete: 'deleted',
  edit: 'edited',
};

function assertOffered(action: keyof typeof reminderActionsAllowed, verb: string, status: ReminderStatus) {
  if (!reminderActionsAllowed[action](status)) throw conflict(reminderMessages.notAllowed(verb, status));
}

async function refuseChanged(db: DbOrTx, id: number, action: Transition | 'edit', verb: string): Promise<never> {
  const now = await repository.findReminder(db, id);
  if (!now) throw notFound();
  assertOffered(action, verb, now.status);
  throw conflict(reminderMessages.notAllowed(verb, now.status));
}

/** The status a transition leads to, and what else it records (spec 4). */
function transitionTo(action: Transition) {
  switch (action) {
    case 'complete':
      return { status: 'completed' as const, extra: { completedAt: sql`now()` } };
    case 'snooze':
      return {
        status: 'snoozed' as const,
        extra: { remindAgainAt: sql`now() + make_interval(mins => ${reminderLimits.snoozeMinutes})` },
      };
    case 'delete':
      return { status: 'deleted' as const, extra: { deletedAt: sql`now()` } };
  }
}

const transitionMessages: Record<Transition, string> = {
  complete: reminderMessages.markedCompleted,
  snooze: reminderMessages.snoozed,
  delete: reminderMessages.deleted,
};

/** Complete, snooze or delete: offered by the current status, applied only if the status is still that one. */
export async function transition(db: Db, actor: Actor, id: number, action: Transition) {
  const { row } = await ownReminder(db, actor, id);
  const verb = pastTense[action];
  assertOffered(action, verb, row.status);
  const target = transitionTo(action);
  if (!(await repository.moveReminder(db, id, row.status, target.status, target.extra)))
    await refuseChanged(db, id, action, verb);
  return { data: toReminder((await repository.findReminder(db, id))!), message: transitionMessages[action] };
}

/** The reminders page: the caller's own reminders, soonest shown date first. */
export async function listReminders(db: Db, actor: Actor, query: ReminderListQuery): Promise<ReminderList> {
  const staff = requireStaff(actor);
  const input = reminderListQuerySchema.parse(query);
  const perPage = reminderLimits.perPage;
  let shownBetween: repository.ReminderFilters['shownBetween'] = null;
  if (input.reminderDate) {
    const from = reminderInstant(
      { date: input.reminderDate, hour: '12', minute: '00', period: 'AM' },
      input.timezone_offset,
    );
    shownBetween = { from, to: new Date(from.getTime() + 86_400_000) };
  }
  const { rows, total } = await repository.listReminders(
    db,
    {
      userId: staff.staffId,
      statuses: input.status ? [input.status] : null,
      includeDeleted: input.includeDeleted ?? false,
      supportType: input.inSupportOf ?? null,
      shownBetween,
    },
    { offset: (input.page - 1) * perPage, limit: perPage },
  );
  return {
    data: rows.map(toReminder),
    total,
    per_page: perPage,
    current_page: input.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The bell and the dashboard widget: upcoming, snoozed and overdue, soonest first. */
export async function notificationReminders(db: Db, actor: Actor): Promise<ReminderNotifications> {
  const staff = requireStaff(actor);
  const { rows, total } = await repository.listReminders(
    db,
    {
      userId: staff.staffId,
      statuses: ['upcoming', 'snoozed', 'overdue'],
      includeDeleted: false,
      supportType: null,
      shownBetween: null,
    },
    { offset: 0, limit: reminderLimits.notificationItems },
  );
  return { reminders: rows.map(toReminder), total };
}

const searchable = (query: string) => query.trim().length >= reminderLimits.searchMinLength;

export async function searchUsers(db: Db, actor: Actor, query: string, userId: number | undefined) {
  const staff = requireStaff(actor);
  if (!searchable(query) && !userId) return { data: [] };
  const text = searchable(query) ? query : '';
  return {
    data: await repository.searchStaffUsers(db, text, scopeOf(staff), userId, reminderLimits.searchResults),
  };
}

export async function searchCustomers(db: Db, actor: Actor, query: string, customerId: number | null | undefined) {
  const staff = requireStaff(actor);
  if (!searchable(query) && !customerId) return { data: [] };
  const text = searchable(query) ? query : '';
  return {
    data: await repository.searchCustomers(db, text, scopeOf(staff), customerId, reminderLimits.searchResults),
  };
}
