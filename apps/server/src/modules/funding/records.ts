import {
  fundingCategories,
  fundingCategoryById,
  fundingStatuses,
  type FundingAction,
  type FundingBalance,
  type FundingRecipient,
  type FundingRecord,
  type FundingStatus,
} from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import type { StaffActor } from '../../platform/access/actor.ts';
import { canSeeCustomer, isAdmin } from '../../platform/access/policies.ts';
import * as repository from './repository.ts';

/** What a staff user may do with a transaction now (forms spec 4 and 6), as the action routes enforce it. */
export function allowedActions(
  actor: StaffActor,
  row: { status: number; requestedBy: number; createdBy: number },
  writable: boolean,
): FundingAction[] {
  const status = row.status as FundingStatus;
  const actions: FundingAction[] = [];
  const admin = isAdmin(actor);
  if (writable) {
    const pending = status === 1 || status === 3;
    if (pending && admin && actor.staffId !== row.requestedBy) actions.push('approve', 'reject');
    if ((pending && admin) || status === 5 || status === 6) actions.push('update');
    if (status === 5 || status === 6) actions.push('resubmit');
    if (status === 2) actions.push('submit-expense');
    if (status === 4) actions.push('done');
    if ((status === 1 || status === 2 || status === 5) && (admin || actor.staffId === row.createdBy)) {
      actions.push('cancel');
    }
  }
  if (status === 4 || status === 7) actions.push('print');
  return actions;
}

const iso = (value: Date) => value.toISOString();

export function balanceOf(row: Omit<FundingBalance, 'available_cents'>): FundingBalance {
  return { ...row, available_cents: row.budget_cents - row.obligated_cents - row.expended_cents };
}

/** The records of these ids, in order, as FundingRecord for this caller. */
export async function buildRecords(db: DbOrTx, actor: StaffActor, ids: number[]): Promise<FundingRecord[]> {
  const [rows, lineRows, obligatedRows, invoiceRows] = await Promise.all([
    repository.recordsByIds(db, ids),
    repository.linesOf(db, ids),
    repository.obligatedOf(db, ids),
    repository.invoicesOf(db, ids),
  ]);
  const pairs = lineRows.map((line) => ({
    programId: line.id,
    programYear: rows.find((row) => row.tx.id === line.transactionId)?.tx.programYear ?? 0,
  }));
  const balances = (await repository.balancesOf(db, pairs)).map(balanceOf);
  return rows.map((row) => {
    const { tx } = row;
    const category = fundingCategoryById(tx.category) ?? 'training';
    const programs = lineRows
      .filter((line) => line.transactionId === tx.id)
      .map(({ id, name, funds_cents }) => ({ id, name, funds_cents }));
    const invoices = invoiceRows
      .filter((invoice) => invoice.transactionId === tx.id)
      .map((invoice) => ({
        id: invoice.id,
        original_filename: invoice.original_filename,
        created_at: iso(invoice.created_at),
        url: `/documents/${invoice.id}/download`,
      }));
    const writable =
      row.customerStatus &&
      row.customerDeletedAt === null &&
      canSeeCustomer(actor, { id: tx.customerId, locationIds: row.customerLocationIds });
    const status = tx.status as FundingStatus;
    return {
      id: tx.id,
      uuid: tx.uuid,
      version: tx.version,
      status: { id: status, name: fundingStatuses[status], created_at: iso(tx.updatedAt) },
      category: { name: category, label: fundingCategories[category].label },
      approver: row.approver?.id ? row.approver : null,
      requester: row.requester,
      customer: { id: tx.customerId, full_name: `${row.customerFirst} ${row.customerLast}` },
      service_log: row.log?.id
        ? {
            id: row.log.id,
            title: row.log.title,
            location: row.locationName ? { label: row.locationName } : null,
            service: { name: row.serviceName ?? '' },
          }
        : null,
      title: tx.title,
      date: iso(tx.createdAt),
      program_year: tx.programYear,
      vendor: row.vendor
        ? {
            id: row.vendor.id,
            name: row.vendor.name,
            address: row.vendor.address,
            city: row.vendor.city,
            state: row.vendor.state,
            zip: row.vendor.zip,
            email: row.vendor.email,
            tax_id: row.vendor.taxId,
            category: row.vendor.category === null ? null : (fundingCategoryById(row.vendor.category) ?? null),
          }
        : null,
      employer:
        category === 'log'
          ? {
              name: tx.employerName,
              poc_name: tx.employerPoc,
              address: tx.employerAddress,
              city: tx.employerCity,
              state: tx.employerState,
              zip: tx.employerZip,
              phone: tx.employerPhone,
              email: tx.employerEmail,
              hourly_rate_cents: tx.employerRateCents,
              estimated_hours: tx.employerEstimatedHours,
            }
          : null,
      programs,
      obligated: obligatedRows
        .filter((line) => line.transactionId === tx.id)
        .map(({ id, funds_cents }) => ({ id, funds_cents })),
      total_cents: tx.totalCents,
      payment_type: row.paymentType?.id ? row.paymentType : null,
      course_type: row.courseType?.id ? row.courseType : null,
      training_course: tx.trainingCourse,
      recipient_of_payment: (tx.recipientOfPayment as FundingRecipient | null) ?? null,
      description: tx.description,
      invoice: invoices[0] ? { id: invoices[0].id, original_filename: invoices[0].original_filename } : null,
      invoices,
      balances: balances.filter(
        (balance) =>
          balance.program_year === tx.programYear && programs.some((program) => program.id === balance.program_id),
      ),
      actions: allowedActions(actor, tx, Boolean(writable)),
      read_only: !writable,
    };
  });
}
