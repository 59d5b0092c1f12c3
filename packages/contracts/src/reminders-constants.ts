// The plain values and helpers of reminders.ts (paths, texts, limits, formatting), kept apart from its Zod schemas
// (reminders.ts re-exports them) so a page that needs only these does not load Zod (#30).

import { requiredMessage } from './errors.ts';
import { parseIsoDate } from './dates-constants.ts';

export { alertPaths, alertTexts, reminderLimits, reminderPaths } from './alerts-constants.ts';

export const reminderPath = (path: string, id: number) => path.replace(':id', String(id));

export const reminderStatuses = ['upcoming', 'completed', 'snoozed', 'overdue', 'deleted'] as const;
/** The statuses the reminders page can filter on (spec 9); deleted ones are listed on request instead. */
export const reminderFilterStatuses = ['upcoming', 'overdue', 'completed', 'snoozed'] as const;
export const reminderActions = ['call', 'email', 'meet', 'follow up', 'update info'] as const;
export const reminderSupportTypes = ['none', 'customer', 'group'] as const;
export const reminderPeriods = ['AM', 'PM'] as const;

/** Badge colours (spec 4), as Mantine colour names. */
export const reminderBadgeColours: Record<ReminderStatus, string> = {
  upcoming: 'grape',
  completed: 'green',
  snoozed: 'yellow',
  overdue: 'orange',
  deleted: 'orange',
};

export const reminderStatusLabels: Record<ReminderStatus, string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  snoozed: 'Snoozed',
  overdue: 'Overdue',
  deleted: 'Deleted',
};

export const reminderActionLabels: Record<ReminderAction, string> = {
  call: 'Call',
  email: 'Email',
  meet: 'Meet',
  'follow up': 'Follow up',
  'update info': 'Update info',
};

export const reminderSupportLabels: Record<ReminderSupportType, string> = {
  none: 'None',
  customer: 'Customer',
  group: 'Group',
};

export const reminderMessages = {
  required: requiredMessage,
  time: 'Select a time for the reminder',
  dateBeforeToday: 'The date may not be before today.',
  invalidDate: 'The date is not a valid date.',
  saved: 'Reminder saved successfully.',
  snoozed: 'Reminder snoozed successfully.',
  markedCompleted: 'Reminder marked as completed successfully.',
  completed: 'Reminder completed successfully.',
  deleted: 'Reminder deleted successfully.',
  noneSelected: 'No reminder selected.',
  widgetEmpty: 'No upcoming, snoozed or overdue reminders',
  goToReminders: 'Go To Reminders',
  listEmpty: 'No reminders found.',
  alertsEmpty: 'No alerts.',
  deleteConfirm: 'Are you sure you wish to delete this reminder? This can not be undone.',
  nextRemind: 'Next remind',
  /** An action the reminder's status does not offer (spec 4), e.g. editing a completed reminder. */
  notAllowed: (action: string, status: ReminderStatus) =>
    `A ${reminderStatusLabels[status].toLowerCase()} reminder can not be ${action}.`,
  userNotAvailable: 'The selected user is not available.',
  targetNotAvailable: 'The selected record is not available.',
} as const;

/** Which actions each status offers (spec 4); the server refuses the others. */
export const reminderActionsAllowed = {
  view: (_status: ReminderStatus) => true,
  edit: (status: ReminderStatus) => status === 'upcoming',
  complete: (status: ReminderStatus) => status !== 'completed' && status !== 'deleted',
  snooze: (status: ReminderStatus) => status === 'overdue',
  delete: (status: ReminderStatus) => status !== 'deleted',
} as const;

/** The date shown for a reminder: remind_again_at when set, otherwise remind_at (spec 4). */
export const reminderDisplayDate = (reminder: { remind_at: string; remind_again_at: string | null }) =>
  reminder.remind_again_at ?? reminder.remind_at;

export const reminderHours = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
export const reminderMinutes = Array.from({ length: 60 }, (_, index) => String(index).padStart(2, '0'));

/** The caller's calendar date at `offsetMinutes` (Date#getTimezoneOffset: minutes behind UTC). */
export function todayAtOffset(offsetMinutes: number, now: Date = new Date()): string {
  return new Date(now.getTime() - offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The instant a reminder form names: date + hh:mm AM/PM at the caller's offset. */
export function reminderInstant(
  input: { date: string; hour: string; minute: string; period: 'AM' | 'PM' },
  offsetMinutes: number,
): Date {
  const parts = parseIsoDate(input.date);
  if (!parts) throw new Error('Invalid reminder date');
  const hour12 = Number(input.hour) % 12;
  const hour = input.period === 'PM' ? hour12 + 12 : hour12;
  const utc = Date.UTC(parts.year, parts.month - 1, parts.day, hour, Number(input.minute));
  return new Date(utc + offsetMinutes * 60_000);
}

/** The form's date, hour, minute and period of an instant at the caller's offset (for editing). */
export function reminderFormTime(instant: string, offsetMinutes: number) {
  const local = new Date(new Date(instant).getTime() - offsetMinutes * 60_000);
  const hours = local.getUTCHours();
  return {
    date: local.toISOString().slice(0, 10),
    hour: String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0'),
    minute: String(local.getUTCMinutes()).padStart(2, '0'),
    period: hours < 12 ? 'AM' : 'PM',
  };
}

/**
 * The message for a missing value only (absent, null, or the form's empty text); a present but wrong value falls
 * through to the spec-style sentences of validation-messages.ts ('The title may not be greater than 255
 * characters.', 'The selected action is invalid.').
 */
export const required = (message: string = requiredMessage) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || (typeof issue.input === 'string' && issue.input.trim() === '')
      ? message
      : undefined,
});
/** Spec 5: a missing or unknown hour, minute or period reads 'Select a time for the reminder'. */
export const selectTime = { error: () => reminderMessages.time };

/** A refinement's `when`: only if none of these fields has an issue yet. */
export const validFields =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

export type ReminderAction = (typeof reminderActions)[number];
export type ReminderStatus = (typeof reminderStatuses)[number];
export type ReminderSupportType = (typeof reminderSupportTypes)[number];
