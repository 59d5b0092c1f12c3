import { z } from 'zod';
import { invoiceSchema } from './funding-api.ts';
import { fundingMaximumFundCents, fundingMinimumFundCents, fundingRecipients } from './funding.ts';
import { evidenceFieldSchema } from './performance.ts';
import { serviceLogFundingMessages } from './service-log-funding-constants.ts';

export { serviceLogFundingMessages } from './service-log-funding-constants.ts';

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).nullable().optional();
const text = (max: number) => z.string().trim().max(max).optional().default('');

/** Whole dollars the person typed, as cents. */
export const fundCentsSchema = z
  .number({ error: serviceLogFundingMessages.fundInvalid })
  .int(serviceLogFundingMessages.fundInvalid)
  .min(fundingMinimumFundCents, serviceLogFundingMessages.fundInvalid)
  .max(fundingMaximumFundCents, serviceLogFundingMessages.fundInvalid)
  .refine((cents) => cents % 100 === 0, serviceLogFundingMessages.fundInvalid);

export const serviceLogFundingSchema = z.object({
  approved_by: id(serviceLogFundingMessages.approverRequired),
  programFunds: z
    .array(z.object({ program: id(serviceLogFundingMessages.programsRequired), fund: fundCentsSchema }), {
      error: serviceLogFundingMessages.programsRequired,
    })
    .min(1, serviceLogFundingMessages.programsRequired)
    .max(20, serviceLogFundingMessages.programsRequired),
  description: z
    .string({ error: serviceLogFundingMessages.detailsRequired })
    .trim()
    .min(1, serviceLogFundingMessages.detailsRequired)
    .max(5000, 'The details may not be greater than 5000 characters.'),
  vendorValue: optionalId,
  paymentTypeValue: optionalId,
  courseTypeValue: optionalId,
  name_of_course: text(255),
  recipient_of_payment: z.enum(fundingRecipients).nullable().optional(),
  employer_name: text(255),
  employer_poc: text(255),
  employer_address: text(255),
  employer_city: text(255),
  employer_state: text(2),
  employer_zip: text(10),
  employer_phone: text(20),
  employer_email: text(255),
  /** Cents an hour. */
  employer_rate: z.number().int().min(0).max(fundingMaximumFundCents).nullable().optional(),
  employer_estimated_hours: z.number().int().min(0).max(100_000).nullable().optional(),
  /** The invoice, uploaded first through the signed-URL storage (purpose 'invoice'). */
  invoice: evidenceFieldSchema(invoiceSchema),
  /** The person's yes when the total is under the minimum funding threshold (staff spec 5, 8). */
  confirm_threshold: z.boolean().default(false),
});
export type ServiceLogFundingInput = z.input<typeof serviceLogFundingSchema>;
export type ServiceLogFunding = z.output<typeof serviceLogFundingSchema>;

export { belowThreshold, fundingTotalCents, serviceLogFundingCategories } from './service-log-funding-constants.ts';
