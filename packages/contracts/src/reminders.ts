import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { checkDateBounds, parseIsoDate, todayIso } from './dates.ts';
import {
  reminderActions,
  reminderFilterStatuses,
  reminderHours,
  reminderLimits,
  reminderMessages,
  reminderMinutes,
  reminderPeriods,
  reminderStatuses,
  reminderSupportTypes,
  required,
  selectTime,
  validFields,
} from './reminders-constants.ts';

export {
  alertPaths,
  alertTexts,
  reminderActionLabels,
  reminderActions,
  reminderActionsAllowed,
  reminderBadgeColours,
  reminderDisplayDate,
  reminderFilterStatuses,
  reminderFormTime,
  reminderHours,
  reminderInstant,
  reminderLimits,
  reminderMessages,
  reminderMinutes,
  reminderPath,
  reminderPaths,
  reminderPeriods,
  reminderStatusLabels,
  reminderStatuses,
  reminderSupportLabels,
  reminderSupportTypes,
  todayAtOffset,
} from './reminders-constants.ts';
export type { ReminderAction, ReminderStatus, ReminderSupportType } from './reminders-constants.ts';

const timeField = (options: readonly string[]) => z.enum(options as [string, ...string[]], selectTime);

/**
 * The reminder form and the save body (spec 3, 5): one schema for the browser's form and the server. The time
 * comes as the form's date, hour, minute and period with the browser's offset, so the server resolves the instant
 * the person meant (docs/spec-decisions.md).
 */
export const reminderBodySchema = z
  .object({
    title: z.string(required()).trim().min(1, requiredMessage).max(reminderLimits.title),
    description: z.string(required()).trim().min(1, requiredMessage).max(reminderLimits.description),
    action: z.enum(reminderActions, required()),
    date: z
      .string(required())
      .trim()
      .min(1, requiredMessage)
      .refine((value) => value === '' || parseIsoDate(value) !== null, reminderMessages.invalidDate)
      .superRefine(checkDateBounds('plan', 'date')),
    hour: timeField(reminderHours),
    minute: timeField(reminderMinutes),
    period: z.enum(reminderPeriods, selectTime),
    in_support_of_type: z.enum(reminderSupportTypes, required()),
    in_support_of_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    /** Whose reminder it is; absent: the caller's own. */
    user_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    /** The board zone's offset at that date, as Date#getTimezoneOffset gives it: minutes behind UTC. */
    timezone_offset: z.number().int().min(-840).max(840),
  })
  // Each rule runs when the fields it reads are valid, so the form shows it beside the other fields' errors.
  .refine((body) => body.in_support_of_type === 'none' || Boolean(body.in_support_of_id), {
    path: ['in_support_of_id'],
    message: requiredMessage,
    when: validFields('in_support_of_type', 'in_support_of_id'),
  })
  // The board's today (BOARD_TIME_ZONE): the browser sends the board zone's offset, so the form's wall time is the board's.
  .refine((body) => body.date >= todayIso(), {
    path: ['date'],
    message: reminderMessages.dateBeforeToday,
    when: validFields('date', 'timezone_offset'),
  });
export type ReminderBody = z.infer<typeof reminderBodySchema>;
export type ReminderBodyInput = z.input<typeof reminderBodySchema>;

export const reminderIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export const reminderListQuerySchema = z.object({
  /** A calendar date (YYYY-MM-DD) the shown date falls on, at timezone_offset (the browser sends the board zone's). */
  reminderDate: z
    .string()
    .refine((value) => parseIsoDate(value) !== null, 'The reminder date is not a valid date.')
    .optional()
    .catch(undefined),
  status: z.enum(reminderFilterStatuses).optional().catch(undefined),
  inSupportOf: z.enum(reminderSupportTypes).optional().catch(undefined),
  includeDeleted: booleanFlag.optional().catch(false),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  timezone_offset: z.coerce.number().int().min(-840).max(840).catch(0),
});
export type ReminderListQuery = z.input<typeof reminderListQuerySchema>;

export const reminderSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  action: z.enum(reminderActions),
  status: z.enum(reminderStatuses),
  remind_at: z.string(),
  remind_again_at: z.string().nullable(),
  created_at: z.string(),
  user_id: z.number(),
  in_support_of_type: z.enum(reminderSupportTypes),
  in_support_of_id: z.number().nullable(),
  in_support_of: z.object({
    customer: z.object({ id: z.number(), full_name: z.string() }).nullable(),
    group: z.object({ id: z.number(), name: z.string() }).nullable(),
  }),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderListResponseSchema = z.object({
  data: z.array(reminderSchema),
  total: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  last_page: z.number(),
});
export type ReminderList = z.infer<typeof reminderListResponseSchema>;

export const reminderResponseSchema = z.object({ data: reminderSchema, message: z.string() });
export const reminderItemResponseSchema = z.object({ data: reminderSchema });

/** The bell and the widget: the caller's upcoming, snoozed and overdue reminders, soonest first. */
export const reminderNotificationsResponseSchema = z.object({ reminders: z.array(reminderSchema), total: z.number() });
export type ReminderNotifications = z.infer<typeof reminderNotificationsResponseSchema>;

export const reminderUserSearchQuerySchema = z.object({
  query: z.string().max(100).catch(''),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});
export const reminderUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export const reminderUsersResponseSchema = z.object({ data: z.array(reminderUserSchema) });
export type ReminderUser = z.infer<typeof reminderUserSchema>;

export const reminderCustomerSearchBodySchema = z.object({
  query: z.string().max(100).catch(''),
  customer_id: z.number().int().positive().max(2_147_483_647).nullable().optional().catch(undefined),
});
export const reminderCustomersResponseSchema = z.object({
  data: z.array(z.object({ id: z.number(), full_name: z.string() })),
});

export const alertListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  perPage: z.coerce.number().int().min(1).max(50).catch(10),
  unread: booleanFlag.optional().catch(false),
});
export type AlertListQuery = z.input<typeof alertListQuerySchema>;

export const alertSchema = z.object({
  id: z.number(),
  email_subject: z.string(),
  /** HTML built by the server from escaped text only. */
  web_message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/** total: the alerts the query matches; unread: the caller's unread alerts (the bell's count). */
export const alertListResponseSchema = z.object({
  alerts: z.array(alertSchema),
  total: z.number(),
  unread: z.number(),
  per_page: z.number(),
  current_page: z.number(),
});
export type AlertList = z.infer<typeof alertListResponseSchema>;

export const alertReadResponseSchema = z.object({ data: alertSchema, unread: z.number() });
