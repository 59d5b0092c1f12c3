import {
  fundingMessages,
  serviceLogFundingMessages as messages,
  type ClientSettings,
  type FundingCategory,
  type ServiceLogFunding,
} from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import type { StaffActor } from '../../platform/access/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { createObligationInTx, type FieldNames } from '../funding/obligation.ts';
import { checkEvidence, fileEvidence } from '../performance/evidence.ts';

/**
 * The service log's TRANSACTION block (staff spec 3, 5): a funding request saved with the log becomes an Obligation
 * Pending in the same database transaction, through the funding module's ledger. Errors keep the form's field names.
 */

/** Where the funding module's field errors land on the log form. */
const fieldNames: FieldNames = {
  approver: 'fundingLog.approved_by',
  programs: 'fundingLog.programFunds',
  vendor: 'fundingLog.vendorValue',
  paymentType: 'fundingLog.paymentTypeValue',
  courseType: 'fundingLog.courseTypeValue',
};
const invoiceField = 'fundingLog.invoice';
export const invoiceCategory = 'Invoice';

export interface CheckedFunding {
  category: FundingCategory;
  funding: ServiceLogFunding;
}

/** Before the log's transaction: the feature is on, one fundable service for a customer, the invoice uploaded. */
export async function checkFundingRequest(
  deps: UploadDeps,
  staff: StaffActor,
  input: {
    settings: ClientSettings;
    customerId: number | null;
    services: { expenseCategory: FundingCategory | null }[];
    funding: ServiceLogFunding;
  },
): Promise<CheckedFunding> {
  if (input.settings.feature_flags.funding !== true) throw invalid({ fundingAssociated: [messages.fundingOff] });
  const category = input.services.length === 1 ? input.services[0]!.expenseCategory : null;
  if (input.customerId === null || category === null) throw invalid({ fundingAssociated: [messages.notFundable] });
  if (input.funding.invoice)
    await checkEvidence(deps, staff, input.funding.invoice, 'invoice', invoiceField, fundingMessages.invoiceFailed);
  return { category, funding: input.funding };
}

/** Inside the log's transaction: files the invoice and creates the pending obligation for the first log. */
export async function requestFunding(
  tx: DbOrTx,
  staff: StaffActor,
  input: CheckedFunding & { customerId: number; serviceLogId: number; title: string; requestedOn: string },
): Promise<{ id: number }> {
  const { funding, category } = input;
  const invoice = funding.invoice
    ? await fileEvidence(
        tx,
        staff,
        funding.invoice,
        input.customerId,
        invoiceCategory,
        invoiceField,
        fundingMessages.invoiceFailed,
      )
    : null;
  return createObligationInTx(tx, staff, {
    category,
    customerId: input.customerId,
    serviceLogId: input.serviceLogId,
    title: input.title,
    requestedOn: input.requestedOn,
    approverId: funding.approved_by,
    vendorId: category === 'log' ? null : (funding.vendorValue ?? null),
    paymentTypeId: funding.paymentTypeValue ?? null,
    courseTypeId: category === 'training' ? (funding.courseTypeValue ?? null) : null,
    trainingCourse: category === 'training' ? funding.name_of_course || null : null,
    recipientOfPayment: funding.recipient_of_payment ?? null,
    description: funding.description,
    employer:
      category === 'log'
        ? {
            name: funding.employer_name || null,
            poc: funding.employer_poc || null,
            address: funding.employer_address || null,
            city: funding.employer_city || null,
            state: funding.employer_state || null,
            zip: funding.employer_zip || null,
            phone: funding.employer_phone || null,
            email: funding.employer_email || null,
            rateCents: funding.employer_rate ?? null,
            estimatedHours: funding.employer_estimated_hours ?? null,
          }
        : null,
    programs: funding.programFunds.map((row) => ({ programId: row.program, fundsCents: row.fund })),
    invoiceDocumentId: invoice?.id ?? null,
    fields: fieldNames,
  });
}
