// The plain values of service-log-funding.ts (texts and the total and threshold helpers), kept apart from its Zod
// schemas (service-log-funding.ts re-exports them) so a page that needs only these does not load Zod (#30).
import { fundingCategoryNames, fundingMessages } from './funding.ts';

/**
 * The service log's TRANSACTION block (staff spec 3 FundingLog, 5, 6, 8) under the spec's FundingLog names: a funding
 * request saved with the log as an Obligation Pending. Amounts are integer cents; the form takes whole dollars.
 * Only approver, programs and details are required here (staff spec 5); the expense form asks for the rest later.
 */
export const serviceLogFundingMessages = {
  approverRequired: fundingMessages.serviceLogApproverRequired,
  programsRequired: fundingMessages.programsRequired,
  detailsRequired: fundingMessages.descriptionRequired,
  /** Staff spec 5: fund amounts are numbers of at least 1 with no '.', '+' or '-'. */
  fundInvalid: 'Enter a whole dollar amount of at least 1.',
  thresholdConfirm: fundingMessages.thresholdConfirm,
  /** Ours: the confirm control's label. */
  thresholdConfirmLabel: 'I confirm the information is complete',
  fundingOff: 'Funding is not available.',
  notFundable: 'This service does not take a funding request.',
  programNotChosen: 'Funds can only go to the programs chosen for this log.',
  invoiceTypes: fundingMessages.invoiceType,
} as const;

export const serviceLogFundingCategories = fundingCategoryNames;

export const fundingTotalCents = (funds: readonly { fund: number }[]) => funds.reduce((sum, row) => sum + row.fund, 0);

/** minimum_funding_threshold is dollars (numeric(12,2) in the settings row); compared in cents. */
export const belowThreshold = (totalCents: number, thresholdDollars: number) =>
  thresholdDollars > 0 && totalCents < Math.round(thresholdDollars * 100);
