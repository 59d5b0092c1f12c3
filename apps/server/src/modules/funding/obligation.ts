import { and, eq, inArray } from 'drizzle-orm';
import {
  fundingCategories,
  fundingMessages as messages,
  programYearOfDate,
  type FundingCategory,
  type FundingRecipient,
} from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import type { StaffActor } from '../../platform/access/actor.ts';
import { type FieldErrors, invalid } from '../../platform/http/errors.ts';
import { insertAmounts, shortfalls } from './ledger.ts';

/**
 * A funding request's fields as the server keeps them, their checks against the database, and the creation of a
 * pending obligation - also from the service log, inside the log's own database transaction (createObligationInTx).
 */

const { fundingTransactions: transactions, fundingTransactionPrograms: lines, staffUsers } = schema;

export interface EmployerFields {
  name: string | null;
  poc: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  rateCents: number | null;
  estimatedHours: number | null;
}

export interface RequestFields {
  category: FundingCategory;
  approverId: number;
  vendorId?: number | null | undefined;
  paymentTypeId?: number | null | undefined;
  courseTypeId?: number | null | undefined;
  trainingCourse?: string | null | undefined;
  recipientOfPayment?: FundingRecipient | null | undefined;
  description: string;
  employer?: EmployerFields | null | undefined;
  programs: { programId: number; fundsCents: number }[];
}

/** The field names the caller's form uses, for the 422 errors (the service log names them differently). */
export interface FieldNames {
  approver?: string;
  programs?: string;
  vendor?: string;
  paymentType?: string;
  courseType?: string;
}

const field = (names: FieldNames | undefined, key: keyof FieldNames, fallback: string) => names?.[key] ?? fallback;

/** Approver: an active admin, not the requester; vendor, payment type, course type and programs exist. */
export async function checkReferences(
  tx: DbOrTx,
  requesterId: number,
  request: RequestFields,
  names?: FieldNames,
): Promise<void> {
  const errors: FieldErrors = {};
  const [approver] = await tx
    .select({ id: staffUsers.id, role: staffUsers.role, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.id, request.approverId));
  const approverField = field(names, 'approver', 'approver');
  if (!approver || !approver.active || approver.role === 'case_manager') {
    errors[approverField] = [messages.namedAdminApprover];
  } else if (approver.id === requesterId) {
    errors[approverField] = [messages.approverIsRequester];
  }
  if (request.vendorId) {
    const [vendor] = await tx
      .select({ category: schema.fundingVendors.category, active: schema.fundingVendors.active })
      .from(schema.fundingVendors)
      .where(eq(schema.fundingVendors.id, request.vendorId));
    const categoryId = fundingCategories[request.category].id;
    if (!vendor || !vendor.active || (vendor.category !== null && vendor.category !== categoryId)) {
      errors[field(names, 'vendor', 'vendor')] = [messages.vendorInvalid];
    }
  }
  if (request.paymentTypeId) {
    const [type] = await tx
      .select({ id: schema.fundingPaymentTypes.id })
      .from(schema.fundingPaymentTypes)
      .where(eq(schema.fundingPaymentTypes.id, request.paymentTypeId));
    if (!type) errors[field(names, 'paymentType', 'payment_type')] = [messages.paymentTypeInvalid];
  }
  if (request.courseTypeId) {
    const [type] = await tx
      .select({ id: schema.fundingCourseTypes.id })
      .from(schema.fundingCourseTypes)
      .where(eq(schema.fundingCourseTypes.id, request.courseTypeId));
    if (!type) errors[field(names, 'courseType', 'course_type')] = [messages.courseTypeInvalid];
  }
  const programIds = request.programs.map((line) => line.programId);
  const found = await tx
    .select({ id: schema.serviceLogPrograms.id })
    .from(schema.serviceLogPrograms)
    .where(and(inArray(schema.serviceLogPrograms.id, programIds), eq(schema.serviceLogPrograms.active, true)));
  if (found.length !== new Set(programIds).size)
    errors[field(names, 'programs', 'programs')] = [messages.programInvalid];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The request must fit each program's available balance for the program year (checked again, locked, on approval). */
export async function checkFits(
  tx: DbOrTx,
  programYear: number,
  request: Pick<RequestFields, 'programs'>,
  names?: FieldNames,
): Promise<void> {
  const needs = new Map(request.programs.map((line) => [line.programId, line.fundsCents]));
  const problems = await shortfalls(tx, programYear, needs, { lock: false });
  if (problems.length > 0) {
    throw invalid({ [field(names, 'programs', 'programs')]: problems.map((problem) => problem.message) });
  }
}

export const totalOf = (request: Pick<RequestFields, 'programs'>) =>
  request.programs.reduce((sum, line) => sum + line.fundsCents, 0);

/** The columns a request writes (category, approver, vendor ... and the total of its lines). */
export function requestColumns(request: RequestFields) {
  const employer = request.category === 'log' ? (request.employer ?? null) : null;
  return {
    category: fundingCategories[request.category].id,
    approverId: request.approverId,
    vendorId: request.category === 'log' ? null : (request.vendorId ?? null),
    paymentTypeId: request.paymentTypeId ?? null,
    courseTypeId: request.courseTypeId ?? null,
    trainingCourse: request.trainingCourse?.trim() || null,
    recipientOfPayment: request.recipientOfPayment ?? null,
    description: request.description.trim(),
    employerName: employer?.name ?? null,
    employerPoc: employer?.poc ?? null,
    employerAddress: employer?.address ?? null,
    employerCity: employer?.city ?? null,
    employerState: employer?.state ?? null,
    employerZip: employer?.zip ?? null,
    employerPhone: employer?.phone ?? null,
    employerEmail: employer?.email ?? null,
    employerRateCents: employer?.rateCents ?? null,
    employerEstimatedHours: employer?.estimatedHours ?? null,
    totalCents: totalOf(request),
  };
}

/** Replaces the request's program lines (the current request; the ledger keeps every earlier one). */
export async function replaceLines(tx: DbOrTx, transactionId: number, request: Pick<RequestFields, 'programs'>) {
  await tx.delete(lines).where(eq(lines.transactionId, transactionId));
  await tx.insert(lines).values(request.programs.map((line) => ({ transactionId, ...line })));
}

export async function linkInvoice(tx: DbOrTx, transactionId: number, documentId: number): Promise<void> {
  await tx.insert(schema.fundingTransactionDocuments).values({ transactionId, documentId }).onConflictDoNothing();
}

export interface ObligationInput extends RequestFields {
  customerId: number;
  serviceLogId?: number | null;
  title: string;
  /** The day of the request (board time zone), YYYY-MM-DD: decides the program year. */
  requestedOn: string;
  invoiceDocumentId?: number | null;
  note?: string | null;
  fields?: FieldNames;
}

/**
 * Creates an Obligation Pending (status 1, version 1) with its ledger entry, inside the caller's transaction. The
 * caller has checked that `actor` may write for the customer. Throws a 422 AppError (field names from `fields`).
 */
export async function createObligationInTx(
  tx: DbOrTx,
  actor: StaffActor,
  input: ObligationInput,
): Promise<{ id: number; version: number }> {
  await checkReferences(tx, actor.staffId, input, input.fields);
  const programYear = programYearOfDate(input.requestedOn);
  await checkFits(tx, programYear, input, input.fields);
  const [row] = await tx
    .insert(transactions)
    .values({
      ...requestColumns(input),
      customerId: input.customerId,
      serviceLogId: input.serviceLogId ?? null,
      status: 1,
      version: 1,
      requestedBy: actor.staffId,
      createdBy: actor.staffId,
      title: input.title.trim().slice(0, 255) || fundingCategories[input.category].label,
      requestedOn: input.requestedOn,
      programYear,
    })
    .returning({ id: transactions.id, customerId: transactions.customerId, programYear: transactions.programYear });
  await replaceLines(tx, row!.id, input);
  const [entry] = await tx
    .insert(schema.fundingLedgerEntries)
    .values({
      transactionId: row!.id,
      version: 1,
      actorId: actor.staffId,
      fromStatus: null,
      toStatus: 1,
      note: input.note ?? null,
    })
    .returning({ id: schema.fundingLedgerEntries.id });
  await insertAmounts(
    tx,
    entry!.id,
    row!,
    input.programs.map((line) => ({ programId: line.programId, requestedCents: line.fundsCents })),
  );
  if (input.invoiceDocumentId) await linkInvoice(tx, row!.id, input.invoiceDocumentId);
  return { id: row!.id, version: 1 };
}
