import { eq } from 'drizzle-orm';
import {
  boardToday,
  fundingMessages as messages,
  type FundingForm,
  type FundingMutationResponse,
} from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { assertCustomerWritable } from '../../platform/access/customer-writable.ts';
import { isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { checkEvidence, fileEvidence } from '../performance/evidence.ts';
import {
  appendEntry,
  type LedgerAmount,
  type LockedTransaction,
  lockTransaction,
  obligatedByProgram,
  shortfalls,
} from './ledger.ts';
import {
  checkFits,
  checkReferences,
  createObligationInTx,
  linkInvoice,
  replaceLines,
  requestColumns,
  type RequestFields,
} from './obligation.ts';
import { buildRecords } from './records.ts';
import * as repository from './repository.ts';
import { type LedgerAction, transition } from './transitions.ts';

/** The state changes of one transaction: the access checks, then one database transaction per change (bulk: one savepoint per change). */

export const invoiceCategory = 'Invoice';

export function requestOf(form: FundingForm): RequestFields {
  return {
    category: form.category,
    approverId: form.approver,
    vendorId: form.vendor ?? null,
    paymentTypeId: form.payment_type,
    courseTypeId: form.course_type ?? null,
    trainingCourse: form.name_of_course ?? null,
    recipientOfPayment: form.recipient_of_payment,
    description: form.description,
    employer: {
      name: form.employer_name ?? null,
      poc: form.employer_poc ?? null,
      address: form.employer_address ?? null,
      city: form.employer_city ?? null,
      state: form.employer_state ?? null,
      zip: form.employer_zip ?? null,
      phone: form.employer_phone ?? null,
      email: form.employer_email ?? null,
      rateCents: form.employer_rate_cents ?? null,
      estimatedHours: form.employer_estimated_hours ?? null,
    },
    programs: form.programs.map((line) => ({ programId: line.program, fundsCents: line.fund_cents })),
  };
}

/** Staff spec 5: a total below the minimum funding threshold needs the person's confirmation. */
async function checkThreshold(db: DbOrTx, form: FundingForm): Promise<void> {
  const settings = await getClientSettings(db);
  const thresholdCents = Math.round(settings.minimum_funding_threshold * 100);
  const total = form.programs.reduce((sum, line) => sum + line.fund_cents, 0);
  if (total < thresholdCents && form.threshold_confirmed !== true) {
    throw invalid({ threshold_confirmed: [messages.thresholdConfirm] });
  }
}

export interface ActionInput {
  action: LedgerAction;
  id: number;
  /** The status the caller saw (the path's {status}); null when the path has none. */
  status: number | null;
  /** The version the caller saw; null skips the check (bulk acts on what is there now). */
  version: number | null;
  note?: string | undefined;
  form?: FundingForm | undefined;
  ip?: string | undefined;
}

type Head = NonNullable<Awaited<ReturnType<typeof repository.findHead>>>;

async function reachableForWrite(db: DbOrTx, staff: StaffActor, id: number, found?: Head | null) {
  const head = found === undefined ? await repository.findHead(db, id) : found;
  if (!head) throw notFound();
  assertCustomerWritable(
    { id: head.customerId, locationIds: head.locationIds, status: head.customerStatus, deletedAt: head.deletedAt },
    staff,
  );
  return head;
}

const requestedAmounts = (lines: { programId: number; fundsCents: number }[]): LedgerAmount[] =>
  lines.map((line) => ({ programId: line.programId, requestedCents: line.fundsCents }));

async function currentLines(tx: DbOrTx, id: number) {
  const rows = await repository.linesOf(tx, [id]);
  return rows.map((row) => ({ programId: row.id, fundsCents: row.funds_cents }));
}

/** The cents each program needs beyond what this transaction already holds obligated. */
function excessOver(obligated: Map<number, number>, lines: { programId: number; fundsCents: number }[]) {
  return new Map(lines.map((line) => [line.programId, line.fundsCents - (obligated.get(line.programId) ?? 0)]));
}

/** Runs one state change; throws 403, 404, 409 or 422 as AppError. Returns the new version. */
export async function runAction(deps: UploadDeps, actor: Actor, input: ActionInput): Promise<number> {
  const staff = requireStaff(actor);
  const { db } = deps;
  const { action } = input;
  if ((action === 'approve' || action === 'reject') && !isAdmin(staff)) throw forbidden();
  const head = await reachableForWrite(db, staff, input.id);
  const form = input.form;
  if (form) {
    await checkThreshold(db, form);
    if (form.invoice) {
      await checkEvidence(deps, staff, form.invoice, 'invoice', 'invoice', messages.invoiceFailed);
    }
  }
  return db.transaction((tx) => applyAction(tx, staff, head.customerId, input));
}

/**
 * One state change of a bulk action inside the batch's transaction (the caller wraps it in a savepoint, so a refusal
 * undoes this row alone). Bulk sends no form, so the checks before the transaction are the access ones.
 */
export async function runBulkActionInTx(
  tx: DbOrTx,
  staff: StaffActor,
  input: ActionInput,
  locked: { head: Head | null; lines: { programId: number; fundsCents: number }[]; row: LockedTransaction | null },
): Promise<number> {
  const head = await reachableForWrite(tx, staff, input.id, locked.head);
  return applyAction(tx, staff, head.customerId, input, locked);
}

async function applyAction(
  tx: DbOrTx,
  staff: StaffActor,
  customerId: number,
  input: ActionInput,
  /** The row and lines as the batch read them under its locks (bulk sends no form, so they cannot change). */
  locked?: { lines: { programId: number; fundsCents: number }[]; row: LockedTransaction | null },
): Promise<number> {
  const { action } = input;
  const form = input.form;
  const request = form ? requestOf(form) : null;
  const row = locked ? locked.row : await lockTransaction(tx, input.id);
  if (!row) throw notFound();
  const step = transition(action, row.status);
  if (!step.ok) throw conflict(step.message);
  if (
    (input.status !== null && input.status !== row.status) ||
    (input.version !== null && input.version !== row.version)
  ) {
    throw conflict(messages.stale);
  }
  if ((action === 'approve' || action === 'reject') && row.requestedBy === staff.staffId) {
    throw conflict(messages.selfApproval);
  }
  if (action === 'save' && (row.status === 1 || row.status === 3) && !isAdmin(staff)) throw forbidden();
  if (action === 'cancel' && !isAdmin(staff) && row.createdBy !== staff.staffId) throw forbidden();

  let requestedBy: number | undefined;
  if (request) {
    await checkReferences(tx, staff.staffId, request);
    const obligated = await obligatedByProgram(tx, row.id);
    await checkFits(tx, row.programYear, {
      programs: [...excessOver(obligated, request.programs)].map(([programId, fundsCents]) => ({
        programId,
        fundsCents,
      })),
    });
    await tx
      .update(schema.fundingTransactions)
      .set({ ...requestColumns(request), updatedAt: new Date() })
      .where(eq(schema.fundingTransactions.id, row.id));
    await replaceLines(tx, row.id, request);
    if (form?.invoice) {
      const document = await fileEvidence(
        tx,
        staff,
        form.invoice,
        row.customerId,
        invoiceCategory,
        'invoice',
        messages.invoiceFailed,
      );
      await linkInvoice(tx, row.id, document.id);
    }
    if (action !== 'save') requestedBy = staff.staffId;
  }
  const lines = request?.programs ?? locked?.lines ?? (await currentLines(tx, row.id));
  let amounts = requestedAmounts(lines);
  let release: LedgerAmount[] = [];
  if (step.effect === 'obligate') {
    const problems = await shortfalls(tx, row.programYear, new Map(lines.map((l) => [l.programId, l.fundsCents])), {
      lock: true,
    });
    if (problems.length > 0) throw conflict(problems.map((problem) => problem.message).join(' '));
    amounts = lines.map((line) => ({
      programId: line.programId,
      requestedCents: line.fundsCents,
      obligatedDeltaCents: line.fundsCents,
    }));
  } else if (step.effect === 'expend') {
    const obligated = await obligatedByProgram(tx, row.id);
    const problems = await shortfalls(tx, row.programYear, excessOver(obligated, lines), { lock: true });
    if (problems.length > 0) throw conflict(problems.map((problem) => problem.message).join(' '));
    const spent = new Map(lines.map((line) => [line.programId, line.fundsCents]));
    amounts = lines.map((line) => ({
      programId: line.programId,
      requestedCents: line.fundsCents,
      expendedDeltaCents: line.fundsCents,
      obligatedDeltaCents: -Math.min(obligated.get(line.programId) ?? 0, line.fundsCents),
    }));
    // What was obligated beyond the expense (or for a program the expense no longer names) goes back.
    release = [...obligated]
      .map(([programId, cents]) => ({ programId, left: cents - Math.min(cents, spent.get(programId) ?? 0) }))
      .filter((line) => line.left > 0)
      .map((line) => ({ programId: line.programId, requestedCents: 0, obligatedDeltaCents: -line.left }));
  } else if (step.effect === 'release') {
    const obligated = await obligatedByProgram(tx, row.id);
    amounts = [...obligated].map(([programId, cents]) => ({
      programId,
      requestedCents: lines.find((line) => line.programId === programId)?.fundsCents ?? 0,
      obligatedDeltaCents: -cents,
    }));
  }
  const appended: { note?: string | undefined; requestedBy?: number } = { note: input.note };
  if (requestedBy !== undefined) appended.requestedBy = requestedBy;
  await appendEntry(tx, { row, actorId: staff.staffId, toStatus: step.to, amounts, ...appended });
  if (release.length > 0) {
    await appendEntry(tx, { row, actorId: staff.staffId, toStatus: step.to, amounts: release, note: 'Deobligation' });
  }
  await audit(tx, {
    actor: staff,
    action: `funding.${action}`,
    entityType: 'funding_transaction',
    entityId: row.id,
    customerId,
    detail: { to: step.to, version: row.version },
    ip: input.ip ?? null,
  });
  return row.version;
}

/** Save with id 0: a new Obligation Pending for the customer. */
export async function createObligation(
  deps: UploadDeps,
  actor: Actor,
  customerId: number,
  form: FundingForm,
  ip: string,
): Promise<number> {
  const staff = requireStaff(actor);
  const { db } = deps;
  const [customer] = await db
    .select({
      id: schema.customers.id,
      locationIds: schema.customers.locationIds,
      status: schema.customers.status,
      deletedAt: schema.customers.deletedAt,
    })
    .from(schema.customers)
    .where(eq(schema.customers.id, customerId));
  assertCustomerWritable(customer, staff);
  await checkThreshold(db, form);
  if (form.invoice) await checkEvidence(deps, staff, form.invoice, 'invoice', 'invoice', messages.invoiceFailed);
  return db.transaction(async (tx) => {
    const document = form.invoice
      ? await fileEvidence(tx, staff, form.invoice, customerId, invoiceCategory, 'invoice', messages.invoiceFailed)
      : null;
    const created = await createObligationInTx(tx, staff, {
      ...requestOf(form),
      customerId,
      title: form.name_of_course?.trim() || form.description.trim().slice(0, 80),
      requestedOn: boardToday(),
      invoiceDocumentId: document?.id ?? null,
    });
    await audit(tx, {
      actor: staff,
      action: 'funding.create',
      entityType: 'funding_transaction',
      entityId: created.id,
      customerId,
      ip,
    });
    return created.id;
  });
}

export async function mutationResponse(
  db: DbOrTx,
  actor: Actor,
  id: number,
  message: string,
): Promise<FundingMutationResponse> {
  const [record] = await buildRecords(db, requireStaff(actor), [id]);
  if (!record) throw notFound();
  return { message, data: record };
}
