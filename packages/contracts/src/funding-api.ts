import { z } from 'zod';
import {
  fundingBulkActions,
  fundingCategoryNames,
  fundingMaximumFundCents,
  fundingMessages as messages,
  fundingMinimumFundCents,
  fundingModeIds,
  fundingRecipients,
  fundingSortKeys,
  fundingSortOrders,
  fundingStatusIds,
  fundingActions,
  invoiceExtensions,
} from './funding.ts';
import { evidenceFieldSchema, evidenceObjectSchema, numericInput } from './performance.ts';
import { whenMissing } from './validation-messages.ts';

/** Request and response schemas of the funding API (see funding.ts for the paths and the words). */

const idNumber = z.coerce.number().int().positive().max(2_147_483_647);
const cents = z.number().int();
const statusCode = z.coerce
  .number()
  .int()
  .refine((value) => (fundingStatusIds as readonly number[]).includes(value), 'The status is invalid.');

export const fundingCustomerParamsSchema = z.object({ customerId: idNumber });
export const fundingIdParamsSchema = z.object({ id: idNumber });
export const fundingModeParamsSchema = z.object({ customerId: idNumber, mode: z.enum(fundingModeIds) });
/** status: the status the caller saw; a different current status is a stale request (409). */
export const fundingStatusParamsSchema = z.object({ status: statusCode, id: idNumber });
/** save: id 0 creates an Obligation Pending (status must be 1). */
export const fundingSaveParamsSchema = z.object({
  customerId: idNumber,
  status: statusCode,
  id: z.coerce.number().int().min(0).max(2_147_483_647),
});
export const fundingBulkParamsSchema = z.object({ action: z.enum(fundingBulkActions) });

const optionalId = z.preprocess(numericInput, idNumber.optional());

/** Filters shared by the per-customer lists and counts (forms spec 7). */
export const fundingFilterQuerySchema = z.object({
  vendor: optionalId,
  approver: optionalId,
  category: z.enum(fundingCategoryNames).optional(),
});
export const fundingLogsQuerySchema = fundingFilterQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const fundingAggregateFilterQuerySchema = fundingFilterQuerySchema.extend({ program: optionalId });
export const fundingAggregateQuerySchema = fundingAggregateFilterQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sortKey: z.enum(fundingSortKeys).optional(),
  sortOrder: z.enum(fundingSortOrders).optional(),
  /** The card (a mode id); default the first card. */
  status: z.enum(fundingModeIds).default('edit-obligations'),
});

/** One program line of the form: the program and its fund in integer cents (forms spec 5). */
export const fundingProgramInputSchema = z.object({
  program: z.preprocess(numericInput, idNumber),
  fund_cents: z.preprocess(
    numericInput,
    z
      .number({ error: whenMissing(messages.nullField('Fund')) })
      .int(messages.fundWhole)
      .min(fundingMinimumFundCents, messages.fundMinimum)
      .max(fundingMaximumFundCents, messages.fundMaximum),
  ),
});

export const invoiceSchema = evidenceObjectSchema(invoiceExtensions, messages.invoiceType);
export type FundingInvoiceInput = z.infer<typeof invoiceSchema>;

const text = (max: number) => z.string().trim().max(max);
const employerFields = {
  employer_name: 'Name',
  employer_poc: 'Point of Contact',
  employer_address: 'Address',
  employer_city: 'City',
  employer_state: 'State',
  employer_zip: 'Zip',
  employer_email: 'Email',
  employer_phone: 'Phone',
  employer_rate_cents: 'Rate',
  employer_estimated_hours: 'Estimated Hours',
} as const;
export type FundingEmployerField = keyof typeof employerFields;

/**
 * The expense form (forms spec 5, 7; staff spec FundingLog) as JSON: the invoice is uploaded first through the
 * signed-URL flow (purpose 'invoice') and named here. Checked before save, resubmit and submit (and the stored form
 * before approve). Amounts in integer cents.
 */
export const fundingFormObjectSchema = z.object({
  category: z.enum(fundingCategoryNames, { error: whenMissing(messages.nullField('Category')) }),
  vendor: z.preprocess(numericInput, idNumber.nullish()),
  approver: z.preprocess(
    numericInput,
    z.number({ error: messages.approverRequired }).int().positive().max(2_147_483_647),
  ),
  payment_type: z.preprocess(
    numericInput,
    z.number({ error: messages.paymentTypeRequired }).int().positive().max(2_147_483_647),
  ),
  recipient_of_payment: z.enum(fundingRecipients, { error: messages.recipientRequired }),
  name_of_course: text(255).nullish(),
  course_type: z.preprocess(numericInput, idNumber.nullish()),
  description: z
    .string({ error: whenMissing(messages.descriptionRequired) })
    .trim()
    .min(1, messages.descriptionRequired)
    .max(5000),
  employer_name: text(255).nullish(),
  employer_poc: text(255).nullish(),
  employer_address: text(255).nullish(),
  employer_city: text(255).nullish(),
  employer_state: text(2).nullish(),
  employer_zip: text(10).nullish(),
  employer_phone: text(20).nullish(),
  employer_email: z.string().trim().max(255).nullish(),
  employer_rate_cents: z.preprocess(numericInput, z.number().int().min(0).max(fundingMaximumFundCents).nullish()),
  employer_estimated_hours: z.preprocess(numericInput, z.number().int().min(0).max(100_000).nullish()),
  programs: z
    .array(fundingProgramInputSchema, { error: messages.programsRequired })
    .min(1, messages.programsRequired)
    .max(20),
  invoice: evidenceFieldSchema(invoiceSchema),
  /** The minimum-threshold confirm (staff spec 5): a total below the setting needs it. */
  threshold_confirmed: z.boolean().optional(),
});

/** The cross-field rules of forms spec 5, shared by the browser's resolver and the server (also on a partial form). */
export function checkFundingForm(form: z.output<typeof fundingFormObjectSchema>, ctx: z.RefinementCtx): void {
  if (form.category !== 'log' && !form.vendor) {
    ctx.addIssue({ code: 'custom', path: ['vendor'], message: messages.vendorRequired });
  }
  if (form.category === 'log') {
    for (const [field, label] of Object.entries(employerFields) as [FundingEmployerField, string][]) {
      const value = form[field];
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', path: [field], message: messages.employerRequired(label) });
      }
    }
    if (form.employer_email && !z.email().safeParse(form.employer_email).success) {
      ctx.addIssue({ code: 'custom', path: ['employer_email'], message: 'The employer email must be a valid email.' });
    }
  }
  const seen = new Set<number>();
  (Array.isArray(form.programs) ? form.programs : []).forEach((line, index) => {
    if (typeof line !== 'object' || line === null) return;
    if (seen.has(line.program)) {
      ctx.addIssue({ code: 'custom', path: ['programs', index, 'program'], message: messages.programDuplicate });
    }
    seen.add(line.program);
  });
}

/** Runs on a partly invalid form too, so every message of forms spec 5 shows at once. */
const allAtOnce = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const fundingFormSchema = fundingFormObjectSchema.superRefine(checkFundingForm, allAtOnce);
export type FundingFormInput = z.input<typeof fundingFormSchema>;
export type FundingForm = z.output<typeof fundingFormSchema>;

/** version: the transaction's version the caller saw (0 when creating); another version is stale (409). */
export const fundingSaveBodySchema = fundingFormObjectSchema
  .extend({ version: z.number().int().min(0) })
  .superRefine(checkFundingForm, allAtOnce);
export type FundingSaveBody = z.input<typeof fundingSaveBodySchema>;

/** Approve, reject, done, cancel: the version seen and an optional note for the ledger. */
export const fundingActionBodySchema = z.object({
  version: z.number().int().min(1),
  note: z.string().trim().max(1000).optional(),
});
export type FundingActionBody = z.input<typeof fundingActionBodySchema>;

/** Bulk (forms spec 7): rows, the ids; selection as the browser sends it (kept for the log only). */
export const fundingBulkBodySchema = z.object({
  rows: z.array(idNumber).min(1, 'Select at least one transaction.').max(5000),
  selection: z.unknown().optional(),
});
export const fundingBulkResponseSchema = z.object({
  message: z.string(),
  /** Ids moved; refused ids with the reason (stale, wrong status, self-approval, over budget). */
  done: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type FundingBulkResponse = z.infer<typeof fundingBulkResponseSchema>;

/** Export (forms spec 7: with rows): the selected ids, or none for every row the filters match. */
export const fundingExportBodySchema = fundingAggregateFilterQuerySchema.extend({
  rows: z.array(idNumber).max(100_000).optional(),
  status: z.enum(fundingModeIds).optional(),
  sortKey: z.enum(fundingSortKeys).optional(),
  sortOrder: z.enum(fundingSortOrders).optional(),
});

const person = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

export const fundingVendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  email: z.string().nullable(),
  tax_id: z.string().nullable(),
  category: z.enum(fundingCategoryNames).nullable(),
});
export type FundingVendor = z.infer<typeof fundingVendorSchema>;

/** A program's money in one program year; available = budget - obligated - expended. */
export const fundingBalanceSchema = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  program_year: z.number().int(),
  budget_cents: cents,
  obligated_cents: cents,
  expended_cents: cents,
  available_cents: cents,
});
export type FundingBalance = z.infer<typeof fundingBalanceSchema>;

export const fundingLedgerEntrySchema = z.object({
  version: z.number().int(),
  at: z.string(),
  actor: person,
  from_status: z.number().int().nullable(),
  to_status: z.number().int(),
  note: z.string().nullable(),
  amounts: z.array(
    z.object({
      program_id: z.number().int(),
      requested_cents: cents,
      obligated_delta_cents: cents,
      expended_delta_cents: cents,
    }),
  ),
});
export type FundingLedgerEntry = z.infer<typeof fundingLedgerEntrySchema>;

/** Expense or obligation record (forms spec 3), amounts in cents, plus version, balances, actions and invoices. */
export const fundingRecordSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  version: z.number().int(),
  status: z.object({ id: z.number().int(), name: z.string(), created_at: z.string() }),
  category: z.object({ name: z.enum(fundingCategoryNames), label: z.string() }),
  approver: person.nullable(),
  requester: person,
  customer: z.object({ id: z.number().int(), full_name: z.string() }),
  service_log: z
    .object({
      id: z.number().int(),
      title: z.string(),
      location: z.object({ label: z.string() }).nullable(),
      service: z.object({ name: z.string() }),
    })
    .nullable(),
  title: z.string(),
  date: z.string(),
  program_year: z.number().int(),
  vendor: fundingVendorSchema.nullable(),
  employer: z
    .object({
      name: z.string().nullable(),
      poc_name: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      hourly_rate_cents: cents.nullable(),
      estimated_hours: z.number().int().nullable(),
    })
    .nullable(),
  programs: z.array(z.object({ id: z.number().int(), name: z.string(), funds_cents: cents })),
  /** What was obligated (approved obligation amounts), per program; empty before approval. */
  obligated: z.array(z.object({ id: z.number().int(), funds_cents: cents })),
  total_cents: cents,
  payment_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  course_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  training_course: z.string().nullable(),
  recipient_of_payment: z.enum(fundingRecipients).nullable(),
  description: z.string(),
  invoice: z.object({ id: z.number().int(), original_filename: z.string() }).nullable(),
  invoices: z.array(
    z.object({ id: z.number().int(), original_filename: z.string(), created_at: z.string(), url: z.string() }),
  ),
  balances: z.array(fundingBalanceSchema),
  /** What the session's user may do now (forms spec 4 and 6, as the server enforces them). */
  actions: z.array(z.enum(fundingActions)),
  /** Customer archived or deleted: read-only. */
  read_only: z.boolean(),
});
export type FundingRecord = z.infer<typeof fundingRecordSchema>;

export const fundingDetailResponseSchema = z.object({
  data: fundingRecordSchema,
  ledger: z.array(fundingLedgerEntrySchema),
});
export type FundingDetailResponse = z.infer<typeof fundingDetailResponseSchema>;

export const fundingLogsResponseSchema = z.object({
  data: z.array(fundingRecordSchema),
  meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
});
export type FundingLogsResponse = z.infer<typeof fundingLogsResponseSchema>;

/** Card id (mode) to count. */
export const fundingStatusCountsResponseSchema = z.record(z.enum(fundingModeIds), z.number().int());
export type FundingStatusCounts = z.infer<typeof fundingStatusCountsResponseSchema>;

export const fundingMutationResponseSchema = z.object({ message: z.string(), data: fundingRecordSchema });
export type FundingMutationResponse = z.infer<typeof fundingMutationResponseSchema>;

/** Aggregate row (forms spec 2: id, customer_id, customer, date, total) and what the table shows beside. */
export const fundingAggregateRowSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  customer_id: z.number().int(),
  customer: z.string(),
  date: z.string(),
  title: z.string(),
  submitter: z.string(),
  approver: z.string().nullable(),
  vendor: z.string().nullable(),
  category: z.enum(fundingCategoryNames),
  status: z.object({ id: z.number().int(), name: z.string() }),
  programs: z.array(z.object({ id: z.number().int(), name: z.string(), funds_cents: cents })),
  total_cents: cents,
  program_year: z.number().int(),
  /** Available per program of the row in its program year. */
  balances: z.array(fundingBalanceSchema),
});
export type FundingAggregateRow = z.infer<typeof fundingAggregateRowSchema>;

export const fundingAggregateResponseSchema = z.object({
  data: z.array(fundingAggregateRowSchema),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    to: z.number().int(),
    total: z.number().int(),
  }),
});
export type FundingAggregateResponse = z.infer<typeof fundingAggregateResponseSchema>;
