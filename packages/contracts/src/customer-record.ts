import { z } from 'zod';
import { customerRecordLimits, customerRecordMessages } from './customer-record-constants.ts';

export * from './customer-record-constants.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const customerIdParamsSchema = z.object({ id });
export const trackParamsSchema = z.object({ customerId: id });
export const flagParamsSchema = z.object({ id, flagId: id });

export const restrictionSchema = z.object({
  /** This flag on this customer (what removing one flag names); `value` is the restriction option. */
  id: z.number(),
  value: z.number(),
  label: z.string(),
  description: z.string(),
  created_at: z.string(),
  creator: z.string(),
  location: z.string().nullable(),
  narrative: z.string(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

export const customerRecordSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** true = active (the action reads Archive), false = archived (Unarchive). */
  status: z.boolean(),
  deleted: z.boolean(),
  /** true Active, false Idle, null not tracked (no control shown). */
  engagement_status_flag: z.boolean().nullable(),
  agreement_signed: z.boolean(),
  restrictions: z.array(restrictionSchema),
  tracked_by_user: z.boolean(),
  customer_type: z.string().nullable(),
  sources: z.array(z.object({ id: z.number(), location: z.string(), source: z.string() })),
  source_total: z.number(),
  /** Staff user id → full name. */
  case_managers: z.record(z.string(), z.string()),
  can_archive: z.boolean(),
  can_delete: z.boolean(),
  /** The caller reaches the customer only through an open referral to their location: the record is read-only. */
  read_via_referral: z.boolean(),
  is_admin: z.boolean(),
  is_agency_admin: z.boolean(),
  intake_completed: z.boolean(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

export const recordAccessSchema = z.object({
  id: z.number(),
  staff_user_id: z.number().nullable(),
  staff_name: z.string(),
  accessed_at: z.string(),
});
export const recordAccessesResponseSchema = z.object({ data: z.array(recordAccessSchema) });
export type RecordAccesses = z.infer<typeof recordAccessesResponseSchema>;

export const archiveResponseSchema = z.object({ status: z.boolean() });
export const trackResponseSchema = z.object({ tracked_by_user: z.boolean() });
export const deleteResponseSchema = z.object({ deleted: z.literal(true) });

export const engagementBodySchema = z.object({
  engagement_status_flag: z.union([z.literal(1), z.literal(0), z.boolean()], {
    error: 'The engagement status flag must be 1 or 0.',
  }),
});
export const engagementResponseSchema = z.object({ engagement_status_flag: z.boolean(), changed: z.boolean() });

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

export const restrictionBodySchema = z.object({
  restriction_id: z.coerce
    .number({ error: customerRecordMessages.flagRequired })
    .int(customerRecordMessages.flagRequired)
    .min(1, customerRecordMessages.flagRequired)
    .max(2_147_483_647, customerRecordMessages.flagRequired),
  /** Always the signed-in user; kept for the legacy payload and checked against the session. */
  creator_user_id: z.coerce.number().int().optional(),
  location_id: z.coerce.number().int().nullable().optional(),
  narrative: requiredText(customerRecordMessages.noteRequired, customerRecordLimits.narrative),
});
export type RestrictionBody = z.input<typeof restrictionBodySchema>;

export const restrictionOptionSchema = z.object({ value: z.number(), label: z.string(), description: z.string() });
export const restrictionOptionsResponseSchema = z.array(restrictionOptionSchema);
export type RestrictionOption = z.infer<typeof restrictionOptionSchema>;

export const restrictionsRemovedSchema = z.object({ removed: z.number() });
export const okSchema = z.object({ success: z.literal(true) });

export const caseManagerOptionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  search: z.string().trim().max(customerRecordLimits.search).catch(''),
});
export const caseManagerOptionSchema = z.object({ value: z.number(), label: z.string() });
export type CaseManagerOption = z.infer<typeof caseManagerOptionSchema>;
export const caseManagerOptionsResponseSchema = z.object({
  data: z.array(caseManagerOptionSchema),
  currentPage: z.number(),
  lastPage: z.number(),
});
export type CaseManagerOptions = z.infer<typeof caseManagerOptionsResponseSchema>;

export const caseManagersBodySchema = z.object({
  case_managers: z
    .array(z.coerce.number().int().min(1).max(2_147_483_647), { error: 'The case managers must be a list of ids.' })
    .max(50, 'At most 50 case managers.'),
  customer_id: z.coerce
    // Coercion turns a missing id into NaN; any other failure gets the shared sentence for it.
    .number({ error: (issue) => (Number.isNaN(issue.input) ? 'The customer id is required.' : undefined) })
    .int()
    .min(1)
    .max(2_147_483_647),
});
export type CaseManagersBody = z.input<typeof caseManagersBodySchema>;
export const caseManagersResponseSchema = z.object({ added: z.number(), removed: z.number() });
export type CaseManagersResult = z.infer<typeof caseManagersResponseSchema>;

export const messageParamsSchema = z.object({ customerId: id, userId: id });
export const messageBodySchema = z.object({
  message_subject: requiredText(customerRecordMessages.subjectRequired, customerRecordLimits.subject),
  body: requiredText(customerRecordMessages.bodyRequired, customerRecordLimits.body),
});
export type MessageBody = z.input<typeof messageBodySchema>;
export const messageSentSchema = z.object({ success: z.literal(true), queued: z.boolean() });
