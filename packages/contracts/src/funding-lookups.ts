import { z } from 'zod';
import { fundingCategoryNames, fundingMessages as messages } from './funding.ts';
import { fundingBalanceSchema, fundingVendorSchema } from './funding-api.ts';
import { boardProgramYear } from './board-time.ts';

/** Funding lookups, budgets and the funds summary (see funding.ts for the paths). */

const idNumber = z.coerce.number().int().positive().max(2_147_483_647);
const cents = z.number().int();
const person = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** Lookups. */
export const fundingVendorsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.enum(fundingCategoryNames).optional(),
});
export const fundingVendorsResponseSchema = z.object({ data: z.array(fundingVendorSchema) });
export const fundingOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export const fundingOptionsResponseSchema = z.object({ data: z.array(fundingOptionSchema) });
export const fundingCategoriesResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.enum(fundingCategoryNames), label: z.string() })),
});
/** Approvers: active admins (a named admin approves), optionally a term; never the caller. */
export const fundingApproversQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export const fundingApproversResponseSchema = z.object({ data: z.array(person.extend({ email: z.string() })) });

/** Budgets (ours): one per program and program year, in cents. */
export const fundingBudgetsQuerySchema = z.object({
  program_year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const fundingBudgetsResponseSchema = z.object({
  data: z.array(fundingBalanceSchema),
  program_year: z.number().int(),
});
export const fundingBudgetPutBodySchema = z.object({
  program_id: idNumber,
  // A budget is planned at most one program year ahead (checked against the board's today when the body is read).
  program_year: z
    .number()
    .int()
    .min(2000)
    .refine((year) => year <= boardProgramYear() + 1, messages.budgetYearAhead),
  budget_cents: z.number().int().min(0, messages.budgetNegative).max(1_000_000_000_000),
});
export type FundingBudgetPutBody = z.input<typeof fundingBudgetPutBodySchema>;
export const fundingBudgetPutResponseSchema = z.object({ message: z.string(), data: fundingBalanceSchema });

/** Funds summary (ours): budget, obligated, expended, available and customers per program and program year. */
export const fundingSummaryQuerySchema = z.object({
  program_year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const fundingSummaryRowSchema = fundingBalanceSchema.extend({ customer_count: z.number().int() });
export type FundingSummaryRow = z.infer<typeof fundingSummaryRowSchema>;
export const fundingSummaryResponseSchema = z.object({
  data: z.array(fundingSummaryRowSchema),
  program_year: z.number().int(),
  program_years: z.array(z.number().int()),
});
export type FundingSummaryResponse = z.infer<typeof fundingSummaryResponseSchema>;
export const fundingSummaryExportBodySchema = fundingSummaryQuerySchema;

/** Programs a fund line can name (the service-log programs), with the balance of the current program year. */
export const fundingProgramOptionSchema = fundingOptionSchema.extend({
  program_year: z.number().int(),
  budget_cents: cents,
  available_cents: cents,
});
export const fundingProgramsResponseSchema = z.object({ data: z.array(fundingProgramOptionSchema) });
