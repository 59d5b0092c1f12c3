import {
  dollarsTextToCents,
  fundingMaximumFundCents,
  type FundingCategory,
  type FundingForm,
  type FundingFormInput,
  type FundingInvoiceInput,
  type FundingRecipient,
  type FundingRecord,
} from '@portal/contracts';
import type * as FundingApi from '@portal/contracts/funding-api';
import { laterModule } from '../../platform/laterModule';
import { centsToInput, parseDollarsToCents } from './money';

/** The contracts' expense form rules (Zod), which checkExpenseForm takes. */
export type ExpenseRules = Pick<typeof FundingApi, 'fundingFormSchema' | 'checkFundingForm'>;

/** Fetches the expense form rules once, after the page's first paint instead of with it (#30). */
export const loadExpenseRules = laterModule<ExpenseRules>(() => import('@portal/contracts/funding-api'));

/** One program line as typed: the amount is whole dollars as text (forms spec 5). */
export interface ProgramLine {
  program: number;
  name: string;
  amount: string;
}

/** The expense form as the person types it: every amount is text until it is sent (as integer cents). */
export interface ExpenseFormValues {
  vendor: string;
  approver: string;
  payment_type: string;
  course_type: string;
  name_of_course: string;
  recipient_of_payment: FundingRecipient | '';
  description: string;
  employer_name: string;
  employer_poc: string;
  employer_address: string;
  employer_city: string;
  employer_state: string;
  employer_zip: string;
  employer_phone: string;
  employer_email: string;
  /** Dollars an hour, cents allowed ('18.50'). */
  employer_rate: string;
  employer_estimated_hours: string;
  programs: ProgramLine[];
  threshold_confirmed: boolean;
}

const idText = (value: { id: number } | null | undefined) => (value ? String(value.id) : '');

export function valuesFromRecord(record: FundingRecord): ExpenseFormValues {
  const employer = record.employer;
  return {
    vendor: idText(record.vendor),
    approver: idText(record.approver),
    payment_type: idText(record.payment_type),
    course_type: idText(record.course_type),
    name_of_course: record.training_course ?? '',
    recipient_of_payment: record.recipient_of_payment ?? '',
    description: record.description,
    employer_name: employer?.name ?? '',
    employer_poc: employer?.poc_name ?? '',
    employer_address: employer?.address ?? '',
    employer_city: employer?.city ?? '',
    employer_state: employer?.state ?? '',
    employer_zip: employer?.zip ?? '',
    employer_phone: employer?.phone ?? '',
    employer_email: employer?.email ?? '',
    employer_rate: centsToInput(employer?.hourly_rate_cents),
    employer_estimated_hours: employer?.estimated_hours === null || !employer ? '' : String(employer.estimated_hours),
    programs: record.programs.map((line) => ({
      program: line.id,
      name: line.name,
      amount: centsToInput(line.funds_cents),
    })),
    threshold_confirmed: false,
  };
}

const idOrNull = (text: string) => (text === '' ? null : Number(text));
const textOrNull = (text: string) => (text.trim() === '' ? null : text);

/** What the form's rate text is in cents: null when blank, NaN when it is not an amount (so the check can say so). */
function rateCents(text: string): number | null {
  if (text.trim() === '') return null;
  return parseDollarsToCents(text) ?? Number.NaN;
}

/** The body the API takes (fundingFormSchema's input): ids as numbers, amounts as integer cents. */
export function toFormBody(
  values: ExpenseFormValues,
  category: FundingCategory,
  invoice: FundingInvoiceInput | null,
): FundingFormInput {
  const forLog = category === 'log';
  return {
    category,
    vendor: forLog ? null : idOrNull(values.vendor),
    approver: idOrNull(values.approver) ?? undefined,
    payment_type: idOrNull(values.payment_type) ?? undefined,
    // Left out when none is chosen, so the schema gives the spec's 'Recipient of Payment' message.
    recipient_of_payment: (values.recipient_of_payment || undefined) as FundingRecipient,
    name_of_course: category === 'training' ? textOrNull(values.name_of_course) : null,
    course_type: category === 'training' ? idOrNull(values.course_type) : null,
    description: values.description,
    employer_name: forLog ? values.employer_name : null,
    employer_poc: forLog ? values.employer_poc : null,
    employer_address: forLog ? values.employer_address : null,
    employer_city: forLog ? values.employer_city : null,
    employer_state: forLog ? values.employer_state : null,
    employer_zip: forLog ? values.employer_zip : null,
    employer_phone: forLog ? values.employer_phone : null,
    employer_email: forLog ? values.employer_email : null,
    employer_rate_cents: forLog ? rateCents(values.employer_rate) : null,
    employer_estimated_hours:
      forLog && values.employer_estimated_hours.trim() !== '' ? values.employer_estimated_hours : null,
    programs: values.programs.map((line) => ({
      program: line.program,
      fund_cents:
        line.amount.trim() === '' ? undefined : (dollarsTextToCents(line.amount) ?? fundingMaximumFundCents + 100),
    })),
    invoice,
    threshold_confirmed: values.threshold_confirmed,
  };
}

/** A server field (or a schema path) → the form field its message shows under. */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [first, index, leaf] = path.map(String);
  if (first === 'programs' && index !== undefined && leaf !== undefined) return `programs.${index}.amount`;
  if (first === 'employer_rate_cents') return 'employer_rate';
  return [first, index, leaf].filter((part) => part !== undefined).join('.');
}

export const rateMessage = 'Enter the rate in dollars, such as 18.50.';

/**
 * The rules of forms spec 5 with their messages, from the contracts' schema (the server checks the same one): the
 * first message per field, keyed by the form's field names.
 */
export function checkExpenseForm(
  values: ExpenseFormValues,
  category: FundingCategory,
  { fundingFormSchema, checkFundingForm }: ExpenseRules,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = toFormBody(values, category, null);
  const parsed = fundingFormSchema.safeParse(body);
  const issues: { path?: readonly PropertyKey[]; message?: string }[] = parsed.success ? [] : parsed.error.issues;
  if (!parsed.success) {
    // Zod skips an object's cross-field rules once a field failed; run them anyway so every message shows at once.
    const collect = { addIssue: (issue: (typeof issues)[number]) => issues.push(issue) };
    checkFundingForm(body as FundingForm, collect as unknown as Parameters<typeof checkFundingForm>[1]);
  }
  for (const issue of issues) {
    if (issue.message) errors[formFieldOf(issue.path ?? [])] ??= issue.message;
  }
  if (category === 'log' && values.employer_rate.trim() !== '' && parseDollarsToCents(values.employer_rate) === null) {
    errors.employer_rate = rateMessage;
  }
  return errors;
}

/** The total of the program lines in cents (forms spec 5: the sum over the programs' funds); unparsed lines count 0. */
export function totalCents(lines: readonly ProgramLine[]): number {
  return lines.reduce((sum, line) => sum + (dollarsTextToCents(line.amount) ?? 0), 0);
}

/**
 * Staff spec 5, 8: a total under the minimum funding threshold (a client setting in dollars; 0 means none) needs the
 * person's confirmation that the details are complete.
 */
export function belowThreshold(total: number, thresholdDollars: number): boolean {
  return thresholdDollars > 0 && total < Math.round(thresholdDollars * 100);
}
