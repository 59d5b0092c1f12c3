import { z } from 'zod';
import { checkDateBounds, dateBoundMessages, dateBounds, parseIsoDate, serviceDaysAhead, todayIso } from './dates.ts';
import { enrollmentStatusNames, serviceLengths } from './service-log.ts';
import {
  belowThreshold,
  fundingTotalCents,
  serviceLogFundingCategories,
  serviceLogFundingMessages,
  serviceLogFundingSchema,
} from './service-log-funding.ts';
import { serviceTrackerLimits, serviceTrackerMessages } from './service-tracker-messages.ts';

export { serviceTrackerLimits, serviceTrackerMessages } from './service-tracker-messages.ts';

import { earliestServiceDate } from './service-tracker-constants.ts';

export { earliestServiceDate, serviceTrackerPaths, serviceTrackerRoutes } from './service-tracker-constants.ts';

const int = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const idList = (message: string, max: number) => z.array(int(message), { error: message }).max(max, message);

/**
 * YYYY-MM-DD, the first 10 characters used (staff spec 5); anything else is 'You must select a valid date'. A service
 * date lies between the portal's earliest date and serviceDaysAhead days from today (dates.ts).
 */
const dateField = (label: string) =>
  z
    .string({ error: serviceTrackerMessages.invalidDate })
    .refine((value) => parseIsoDate(value) !== null, serviceTrackerMessages.invalidDate)
    .transform((value) => value.slice(0, 10))
    .superRefine((value, ctx) => {
      const bounds = dateBounds.service();
      if (value < bounds.min) ctx.addIssue({ code: 'custom', message: dateBoundMessages.tooEarly(`"${label}" date`) });
      else if (value > bounds.max)
        ctx.addIssue({ code: 'custom', message: `"${label}" ${serviceTrackerMessages.daysAhead(serviceDaysAhead)}` });
    });

const createdForValues = ['customer', 'group'] as const;
export type CreatedFor = (typeof createdForValues)[number];

/**
 * The form's payload (staff spec 3). The funding request (fundingAssociated with fundingLog, the TRANSACTION block) is
 * refused by the server while the funding feature is off. The rules that need client settings (back-days, terminology) are added by `serviceLogStoreSchema`.
 */
export const serviceLogStoreBaseSchema = z.object({
  created_for: z.enum(createdForValues),
  customer_created_for: z.coerce.number().int().min(1).max(2_147_483_647).nullable().optional(),
  group_created_for: z.coerce.number().int().min(1).max(2_147_483_647).nullable().optional(),
  /** The location (the spec's name for it). */
  created_at: int(serviceTrackerMessages.locationRequired),
  /**
   * The professional the service is logged for (the form's User). The log's author, who holds its edit, delete and
   * note rights, is always the session's user, never a body field.
   */
  created_by: int(serviceTrackerMessages.userRequired),
  contactTypeValue: int(serviceTrackerMessages.contactTypeRequired),
  title: z
    .string({ error: serviceTrackerMessages.titleRequired })
    .trim()
    .min(1, serviceTrackerMessages.titleRequired)
    .max(serviceTrackerLimits.title, `The title may not be greater than ${serviceTrackerLimits.title} characters.`),
  created_on: dateField('Created on'),
  service_length: z.enum(serviceLengths, { error: serviceTrackerMessages.serviceLengthRequired }),
  start_at: dateField('Start at'),
  end_at: z.string().nullable().optional(),
  minutes_in_day: z.unknown().optional(),
  serviceTypeValue: int(serviceTrackerMessages.serviceTypeRequired),
  serviceNameValue: idList(serviceTrackerMessages.serviceRequired, serviceTrackerLimits.services).min(
    1,
    serviceTrackerMessages.serviceRequired,
  ),
  programValue: idList('Select valid programs.', serviceTrackerLimits.programs).default([]),
  statusValue: z.enum([enrollmentStatusNames.reportable, enrollmentStatusNames.enrolled]),
  isCommonExit: z.boolean().default(false),
  /** The person's explicit yes to the enrolment a save opens; the server refuses such a save without it. */
  confirm_enrollment: z.boolean().default(false),
  note: z
    .string({ error: serviceTrackerMessages.noteRequired })
    .trim()
    .min(1, serviceTrackerMessages.noteRequired)
    .max(serviceTrackerLimits.note, `The note may not be greater than ${serviceTrackerLimits.note} characters.`),
  fundingAssociated: z.boolean().default(false),
  fundingLog: serviceLogFundingSchema.nullable().optional(),
});
export type ServiceLogStoreInput = z.input<typeof serviceLogStoreBaseSchema>;

export interface ServiceLogRuleSettings {
  allowedBackDays: number;
  customerTerm: string;
  /** Today as YYYY-MM-DD in the validator's calendar. */
  today?: string;
  /** Dollars (client setting minimum_funding_threshold): a funding total under it needs the person's yes. */
  minimumFundingThreshold?: number;
}

const minutesPattern = /^[0-9]+$/;

/** The full form schema: the browser and the server build it from the same client settings. */
export function serviceLogStoreSchema(settings: ServiceLogRuleSettings) {
  const today = settings.today ?? todayIso();
  const earliest = earliestServiceDate(today, settings.allowedBackDays);
  return serviceLogStoreBaseSchema
    .superRefine((body, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (body.created_for === 'customer' && !body.customer_created_for)
        issue('customer_created_for', serviceTrackerMessages.customerRequired(settings.customerTerm));
      if (body.created_for === 'group' && !body.group_created_for)
        issue('group_created_for', serviceTrackerMessages.groupRequired);
      const backDays = serviceTrackerMessages.backDays(settings.allowedBackDays);
      if (body.created_on < earliest) issue('created_on', `"Created on" ${backDays}`);
      if (body.start_at < earliest) issue('start_at', `"Start at" ${backDays}`);
      if (body.service_length === 'Multi-day') {
        const end = typeof body.end_at === 'string' ? parseIsoDate(body.end_at) : null;
        const endAt = body.end_at!.slice(0, 10);
        if (!end) issue('end_at', serviceTrackerMessages.invalidDate);
        else if (endAt < body.start_at) issue('end_at', serviceTrackerMessages.endBeforeStart);
        else if (endAt > dateBounds.service().max)
          issue('end_at', `"End at (Date)" ${serviceTrackerMessages.daysAhead(serviceDaysAhead)}`);
      } else {
        const given = body.minutes_in_day;
        const minutes = typeof given === 'string' || typeof given === 'number' ? String(given) : '';
        const value = Number(minutes);
        if (!minutesPattern.test(minutes) || value < 1 || value > serviceTrackerLimits.minutes)
          issue('minutes_in_day', serviceTrackerMessages.minutesRequired);
      }
      if (enrolsOnSave(body) && !body.confirm_enrollment)
        issue('confirm_enrollment', serviceTrackerMessages.enrollConfirmRequired);
      if (body.fundingAssociated) {
        if (!body.fundingLog) issue('fundingLog.approved_by', serviceLogFundingMessages.approverRequired);
        else {
          const programs = new Set(body.programValue);
          if (body.fundingLog.programFunds.some((row) => !programs.has(row.program)))
            issue('fundingLog.programFunds', serviceLogFundingMessages.programNotChosen);
          const total = fundingTotalCents(body.fundingLog.programFunds);
          if (belowThreshold(total, settings.minimumFundingThreshold ?? 0) && !body.fundingLog.confirm_threshold)
            issue('fundingLog.confirm_threshold', serviceLogFundingMessages.thresholdConfirm);
        }
      }
    })
    .transform((body) => ({
      ...body,
      customer_created_for: body.created_for === 'customer' ? (body.customer_created_for ?? null) : null,
      group_created_for: body.created_for === 'group' ? (body.group_created_for ?? null) : null,
      end_at: body.service_length === 'Multi-day' ? body.end_at!.slice(0, 10) : body.start_at,
      minutes_in_day: body.service_length === 'Single-day' ? Number(body.minutes_in_day) : null,
      fundingLog: body.fundingAssociated ? (body.fundingLog ?? null) : null,
    }));
}
export type ServiceLogStoreBody = z.output<ReturnType<typeof serviceLogStoreSchema>>;

/**
 * Whether the form, as filled, asks to enrol: the enrolled status with a program chosen. The server decides from the
 * services themselves (an enrollment service with programs for a customer) and asks for the same confirmation.
 */
export function enrolsOnSave(body: { statusValue: string; programValue: readonly number[]; created_for: string }) {
  return (
    body.created_for === 'customer' &&
    body.statusValue === enrollmentStatusNames.enrolled &&
    body.programValue.length > 0
  );
}

export const serviceLogStoreResponseSchema = z.object({
  saved: z.boolean(),
  redirect: z.string().nullable(),
  error: z.string().nullable(),
  ids: z.array(z.number()),
});
export type ServiceLogStoreResponse = z.infer<typeof serviceLogStoreResponseSchema>;

/**
 * POST logs/{id}: the edit panel changes a multi-day log's end date (a single-day log ends on its start date, checked
 * by the server against the log); min_at is the start the browser held (ignored).
 */
export const serviceLogUpdateBodySchema = z.object({
  end_at: dateField('End at (Date)'),
  min_at: z.string().optional(),
});
export type ServiceLogUpdateBody = z.input<typeof serviceLogUpdateBodySchema>;

export const serviceLogNoteBodySchema = z.object({
  body: z
    .string({ error: serviceTrackerMessages.noteRequired })
    .trim()
    .min(1, serviceTrackerMessages.noteRequired)
    .max(serviceTrackerLimits.note, `The note may not be greater than ${serviceTrackerLimits.note} characters.`),
  customer_id: z.coerce.number().int().min(1).max(2_147_483_647).nullable().optional(),
});
export type ServiceLogNoteBody = z.input<typeof serviceLogNoteBodySchema>;

export const savedSchema = z.object({ saved: z.boolean() });

const oneOrMany = z.union([
  z.coerce.number().int().min(1).max(2_147_483_647),
  z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(50),
]);
const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional();
const optionalDate = z
  .string()
  .refine((value) => value === '' || parseIsoDate(value) !== null, serviceTrackerMessages.invalidDate)
  .transform((value) => (value === '' ? undefined : value.slice(0, 10)))
  .superRefine(checkDateBounds('service', 'date'))
  .optional();

/** GET logs: the tracker's filters (forms spec 7), plus the keyset cursor of the next page. */
export const serviceLogListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** `start_at|id` of the last log shown: the next page starts after it. */
    cursor: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T[0-9:.]+Z\|\d{1,10}$/, 'The cursor is not valid.')
      .optional(),
    'created_by[]': oneOrMany.optional(),
    created_by: oneOrMany.optional(),
    created_on: optionalDate,
    end_at: optionalDate,
    serviceTypeValue: optionalId,
    serviceNameValue: optionalId,
    programValue: optionalId,
    customerValue: optionalId,
  })
  .transform(({ 'created_by[]': bracketed, created_by, ...rest }) => ({
    ...rest,
    createdBy: [bracketed ?? [], created_by ?? []].flat(),
  }));
export type ServiceLogListQuery = z.input<typeof serviceLogListQuerySchema>;

const namedSchema = z.object({ id: z.number(), name: z.string() });

export const serviceLogEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  user: namedSchema,
  customer: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  group: namedSchema.nullable(),
  location: z.string().nullable(),
  service: z.object({ id: z.number(), name: z.string(), type: z.object({ name: z.string(), color: z.string() }) }),
  contact_type: z.object({ name: z.string(), icon: z.string() }).nullable(),
  status: z.string(),
  start_at: z.string(),
  end_at: z.string().nullable(),
  created_on: z.string(),
  created_at: z.string(),
  /** The professional named (the form's User); `user` too. */
  created_by_user: z.string(),
  /** Who logged it on the professional's behalf (the author, who holds the rights); null when they logged it. */
  logged_by_user: z.string().nullable(),
  duration: z.string(),
  minutes_in_day: z.number().nullable(),
  programs: z.array(z.object({ name: z.string(), end_at: z.string().nullable() })),
  notes: z.array(
    z.object({
      id: z.number(),
      body: z.string(),
      customer: z.string().nullable(),
      created_by_user: z.string(),
      created_at: z.string(),
      can_edit: z.boolean(),
    }),
  ),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type ServiceLogEntry = z.infer<typeof serviceLogEntrySchema>;

export const serviceLogListResponseSchema = z.object({
  data: z.array(serviceLogEntrySchema),
  currentPage: z.number(),
  /** currentPage + 1 while more logs follow (keyset paging cannot count cheaply); currentPage at the end. */
  lastPage: z.number(),
  nextCursor: z.string().nullable(),
});
export type ServiceLogListResponse = z.infer<typeof serviceLogListResponseSchema>;

export const contactTypeSchema = z.object({ id: z.number(), name: z.string(), icon: z.string() });
export const trackerServiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  duration: z.enum(serviceLengths),
  enrollment: z.boolean(),
  expense_associated: z.boolean(),
  /** The funding category of a log of this service (the TRANSACTION block shows for one); null: no block. */
  expense_category: z.enum(serviceLogFundingCategories).nullable(),
});
export const trackerServiceTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  services: z.array(trackerServiceSchema),
});
export type TrackerServiceType = z.infer<typeof trackerServiceTypeSchema>;
export const trackerProgramSchema = z.object({ id: z.number(), name: z.string(), is_common_exit: z.boolean() });
export type TrackerProgram = z.infer<typeof trackerProgramSchema>;
export const statusOptionSchema = z.object({ label: z.string(), value: z.string() });

export const programsByServiceQuerySchema = z
  .object({ 'ids[]': oneOrMany.optional(), ids: oneOrMany.optional() })
  .transform((query) => ({ ids: [query['ids[]'] ?? [], query.ids ?? []].flat() }));

/**
 * One program's eligibility (the spec's status + reason, kept as they were) with the issue #26 tri-state: the
 * assessment, every reason behind it and the documents still missing. A staff decision, when recorded, sets status.
 */
export const eligibilityResultSchema = z.object({
  program_id: z.number(),
  name: z.string(),
  status: z.boolean(),
  reason: z.string(),
  assessment: z.enum(['likely_eligible', 'needs_review', 'unlikely']),
  reasons: z.array(z.string()),
  missing_documents: z.array(z.object({ label: z.string(), categories: z.array(z.string()) })),
  decision: z.enum(['eligible', 'not_eligible']).nullable(),
});
export type EligibilityResult = z.infer<typeof eligibilityResultSchema>;

/** What the form needs to start: the caller's locations and the professionals it may log for. */
export const serviceLogFormOptionsSchema = z.object({
  locations: z.array(namedSchema),
  users: z.array(z.object({ id: z.number(), name: z.string(), location_ids: z.array(z.number()) })),
  current_user_id: z.number(),
  funding_enabled: z.boolean(),
  allowed_back_days: z.number(),
});
export type ServiceLogFormOptions = z.infer<typeof serviceLogFormOptionsSchema>;

export const professionalsQuerySchema = z
  .object({
    query: z.string().max(100).optional(),
    'ids[]': oneOrMany.optional(),
    ids: oneOrMany.optional(),
  })
  .transform((query) => ({ query: query.query?.trim() ?? '', ids: [query['ids[]'] ?? [], query.ids ?? []].flat() }));
export const professionalSchema = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() });
