import {
  caseManagerToastTitle,
  customerRecordLimits,
  customerRecordMessages,
  restrictionAdminOnly,
  type CaseManagerOptions,
  type CaseManagersResult,
  type CustomerMessages,
  type CustomerRecord,
  type RecordAccesses,
  type RestrictionBody,
  type RestrictionOption,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { assertCustomerWritable, type CustomerWriteOptions } from '../../platform/access/customer-writable.ts';
import { canSeeCustomer, isAdmin, requireStaff, staffReachesLocation } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import { nudgeMailDelivery } from '../../platform/mail/jobs.ts';
import * as repository from './repository.ts';
import { readRecord } from './record-read.ts';
import { openReferralToStaff } from '../../platform/access/referral-read.ts';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** Staff only, and only for a customer at one of their locations (agency admins reach all). */
export async function reachableCustomer(db: Db, actor: Actor, customerId: number) {
  const staff = requireStaff(actor);
  const customer = await repository.findCustomer(db, customerId);
  if (!customer) throw notFound();
  if (!canSeeCustomer(staff, { id: customer.id, locationIds: customer.locationIds })) throw forbidden();
  return { staff, customer };
}

/**
 * For a read of the record's parts (accesses, messages, snapshot, enrolments): the same reach, or an open referral of
 * the customer to one of the caller's locations (closed-loop referral; `referralId` names it, for the audit row).
 * Writes never use this: they keep `writableCustomer`.
 */
export async function readableCustomer(db: Db, actor: Actor, customerId: number) {
  const staff = requireStaff(actor);
  const customer = await repository.findCustomer(db, customerId);
  if (!customer) throw notFound();
  if (canSeeCustomer(staff, { id: customer.id, locationIds: customer.locationIds })) {
    return { staff, customer, referralId: null };
  }
  const referralId = await openReferralToStaff(db, staff, customer.id);
  if (referralId === null) throw forbidden();
  return { staff, customer, referralId };
}

/**
 * For a write: the same reach, through the one write guard (a deleted customer answers as a missing one, an
 * archived one is read-only unless `options` allows it).
 */
export async function writableCustomer(db: Db, actor: Actor, customerId: number, options?: CustomerWriteOptions) {
  const staff = requireStaff(actor);
  const customer = await repository.findCustomer(db, customerId);
  assertCustomerWritable(customer, staff, options);
  return { staff, customer };
}

/** Spec 6: option 3 for admins and agency admins, option 4 for admins only; the rest for every staff user. */
export function mayUseRestriction(actor: StaffActor, value: number): boolean {
  if (value === restrictionAdminOnly.adminOnly) return actor.role === 'admin';
  if (value === restrictionAdminOnly.adminOrAgencyAdmin) return isAdmin(actor);
  return true;
}

export const mayDelete = (actor: StaffActor) => isAdmin(actor);
export const mayRemoveFlags = (actor: StaffActor) => isAdmin(actor);

/**
 * The banner. Every read is written to the audit log (who, when, which customer). One statement (ADR 0027) checks
 * the reach (the `canSeeCustomer` rule in SQL), writes the audit row and reads the banner: no such customer is a
 * 404, a customer outside the caller's locations a 403, and neither leaves an audit row.
 */
export async function getRecord(db: Db, actor: Actor, customerId: number): Promise<CustomerRecord> {
  const staff = requireStaff(actor);
  const read = await readRecord(db, {
    customerId,
    staffUserId: staff.staffId,
    role: staff.role,
    locationIds: staff.locationIds,
    sourceLimit: customerRecordLimits.bannerSources,
  });
  if (!read) throw notFound();
  if (!read.reached) throw forbidden();
  const { customer, banner: parts } = read;
  return {
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    full_name: fullName(customer.firstName, customer.lastName),
    avatar_url: customer.avatarUrl,
    phone: customer.phone,
    email: customer.email,
    status: customer.status,
    deleted: customer.deleted,
    engagement_status_flag: customer.engagementStatusFlag,
    agreement_signed: customer.agreementSigned,
    restrictions: parts.restrictions,
    tracked_by_user: parts.tracked,
    customer_type: customer.customerType,
    sources: parts.sources,
    source_total: parts.sourceTotal,
    case_managers: Object.fromEntries(parts.caseManagers.map((row) => [String(row.id), row.name])),
    can_archive: !read.viaReferral && !customer.deleted,
    can_delete: !read.viaReferral && mayDelete(staff) && !customer.deleted,
    read_via_referral: read.viaReferral,
    is_admin: staff.role === 'admin',
    is_agency_admin: staff.role === 'agency_admin',
    intake_completed: customer.hasBirthdate && customer.email !== null,
  };
}

/** Who opened the record, newest first; staff who may open the record may see it. */
export async function getAccesses(db: Db, actor: Actor, customerId: number): Promise<RecordAccesses> {
  const { customer } = await readableCustomer(db, actor, customerId);
  const rows = await repository.listAccesses(db, customer.id, customerRecordLimits.accessList);
  return {
    data: rows.map((row) => ({
      id: row.id,
      staff_user_id: row.staffUserId,
      staff_name: row.firstName === null ? 'Unknown user' : fullName(row.firstName, row.lastName ?? ''),
      accessed_at: row.createdAt.toISOString(),
    })),
  };
}

/** Archive or unarchive: flips the status and returns the new one. */
export async function toggleArchive(db: Db, actor: Actor, customerId: number) {
  const { customer } = await writableCustomer(db, actor, customerId, { allowArchived: true });
  const status = !customer.status;
  await repository.setStatus(db, customer.id, status);
  await audit(db, {
    actor,
    action: status ? 'customers.unarchive' : 'customers.archive',
    entityType: 'customer',
    entityId: customer.id,
    customerId: customer.id,
  });
  return { status };
}

/** Soft delete (admins and agency admins): the customer then only shows with show_deleted. */
export async function deleteCustomer(db: Db, actor: Actor, customerId: number) {
  const { staff, customer } = await writableCustomer(db, actor, customerId, { allowArchived: true });
  if (!mayDelete(staff)) throw forbidden();
  await repository.softDelete(db, customer.id);
  await audit(db, {
    actor,
    action: 'customers.delete',
    entityType: 'customer',
    entityId: customer.id,
    customerId: customer.id,
  });
  return { deleted: true as const };
}

export async function togglePin(db: Db, actor: Actor, customerId: number) {
  const { staff, customer } = await writableCustomer(db, actor, customerId);
  return { tracked_by_user: await repository.togglePin(db, customer.id, staff.staffId) };
}

export async function setEngagement(db: Db, actor: Actor, customerId: number, flag: boolean | 0 | 1) {
  const { customer } = await writableCustomer(db, actor, customerId);
  const active = flag === true || flag === 1;
  const changed = customer.engagementStatusFlag !== active;
  if (changed) {
    await repository.setEngagement(db, customer.id, active);
    await audit(db, {
      actor,
      action: 'customers.engagement',
      entityType: 'customer',
      entityId: customer.id,
      customerId: customer.id,
      detail: { active },
    });
  }
  return { engagement_status_flag: active, changed };
}

/** The options this user may pick (spec 6 hides 3 and 4 from most staff). */
export async function restrictionOptions(db: Db, actor: Actor): Promise<RestrictionOption[]> {
  const staff = requireStaff(actor);
  const rows = await repository.listRestrictionOptions(db);
  return rows
    .filter((row) => mayUseRestriction(staff, row.id))
    .map((row) => ({ value: row.id, label: row.label, description: row.description }));
}

type RestrictionInput = Omit<RestrictionBody, 'restriction_id' | 'location_id'> & {
  restriction_id: number;
  location_id?: number | null;
};

export async function addRestriction(db: Db, actor: Actor, customerId: number, input: RestrictionInput) {
  const { staff, customer } = await writableCustomer(db, actor, customerId);
  const option = await repository.findRestrictionOption(db, input.restriction_id);
  if (!option) throw invalid({ restriction_id: [customerRecordMessages.flagRequired] });
  if (!mayUseRestriction(staff, option.id)) throw forbidden(customerRecordMessages.flagNotAllowed);
  if (input.creator_user_id !== undefined && input.creator_user_id !== staff.staffId) throw forbidden();
  const locationId = input.location_id ?? null;
  if (locationId !== null && !staffReachesLocation(staff, locationId))
    throw invalid({ location_id: ['The selected location is not one of yours.'] });
  await repository.addRestriction(db, {
    customerId: customer.id,
    restrictionId: option.id,
    creatorUserId: staff.staffId,
    locationId,
    narrative: input.narrative,
  });
  await audit(db, {
    actor,
    action: 'customers.restriction.add',
    entityType: 'customer',
    entityId: customer.id,
    customerId: customer.id,
    detail: { restriction_id: option.id },
  });
  return { success: true as const };
}

/** Admins remove one flag of the customer (issue #23: one at a time, each with its own confirm). */
export async function removeRestriction(db: Db, actor: Actor, customerId: number, flagId: number) {
  const { staff, customer } = await writableCustomer(db, actor, customerId);
  if (!mayRemoveFlags(staff)) throw forbidden();
  if (!(await repository.removeRestriction(db, customer.id, flagId))) throw notFound();
  await audit(db, {
    actor,
    action: 'customers.restriction.remove',
    entityType: 'customer',
    entityId: customer.id,
    customerId: customer.id,
    detail: { removed: 1, flag_id: flagId },
  });
  return { removed: 1 };
}

/** Admins remove the customer's flags. */
export async function removeRestrictions(db: Db, actor: Actor, customerId: number) {
  const { staff, customer } = await writableCustomer(db, actor, customerId);
  if (!mayRemoveFlags(staff)) throw forbidden();
  const removed = await repository.removeRestrictions(db, customer.id);
  await audit(db, {
    actor,
    action: 'customers.restriction.remove',
    entityType: 'customer',
    entityId: customer.id,
    customerId: customer.id,
    detail: { removed },
  });
  return { removed };
}

/** Staff a user may pick as case managers: those at the user's locations (agency admins: everyone). */
export async function caseManagerOptions(
  db: Db,
  actor: Actor,
  query: { page: number; search: string },
): Promise<CaseManagerOptions> {
  const staff = requireStaff(actor);
  const perPage = customerRecordLimits.caseManagerPage;
  const { rows, total } = await repository.caseManagerOptions(
    db,
    staff.role === 'agency_admin' ? null : staff.locationIds,
    query.search,
    { offset: (query.page - 1) * perPage, limit: perPage },
  );
  return {
    data: rows.map((row) => ({ value: row.id, label: fullName(row.firstName, row.lastName) })),
    currentPage: query.page,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** Sets the customer's case managers to the given list; each must work at one of the customer's locations. */
export async function setCaseManagers(
  db: Db,
  actor: Actor,
  input: { customer_id: number; case_managers: number[] },
): Promise<CaseManagersResult> {
  const { customer } = await writableCustomer(db, actor, input.customer_id);
  const ids = [...new Set(input.case_managers)];
  const eligible = new Set(await repository.eligibleCaseManagers(db, ids, customer.locationIds));
  if (ids.some((id) => !eligible.has(id)))
    throw invalid({ case_managers: [customerRecordMessages.caseManagerNotAllowed] });
  const result = await repository.replaceCaseManagers(db, customer.id, ids);
  if (caseManagerToastTitle(result) !== null) {
    await audit(db, {
      actor,
      action: 'customers.case_managers',
      entityType: 'customer',
      entityId: customer.id,
      customerId: customer.id,
      detail: { ...result },
    });
  }
  return result;
}

/**
 * The message center: stores the message, its mail_outbox row and the audit entry in one transaction, then nudges the mail
 * worker (the periodic sweep delivers it if the nudge is lost). The sender in the path must be the signed-in user.
 */
export async function sendMessage(
  db: Db,
  actor: Actor,
  params: { customerId: number; userId: number },
  input: { message_subject: string; body: string },
  jobs?: JobQueue,
) {
  const { staff, customer } = await writableCustomer(db, actor, params.customerId);
  if (params.userId !== staff.staffId) throw forbidden();
  // The message, its outbox row and the audit entry stand or fall together.
  const stored = await db.transaction(async (tx) => {
    const message = await repository.storeMessage(tx, {
      customerId: customer.id,
      senderUserId: staff.staffId,
      subject: input.message_subject,
      body: input.body,
      toAddress: customer.email,
    });
    await audit(tx, {
      actor,
      action: 'customers.message',
      entityType: 'customer_message',
      entityId: message.id,
      customerId: customer.id,
    });
    return message;
  });
  if (jobs && stored.outboxId !== null) await nudgeMailDelivery(jobs, stored.outboxId);
  return { success: true as const, queued: stored.queued };
}

/** The message center list: the messages sent to a customer with their delivery state (record-read scope). */
export async function listMessages(
  db: Db,
  actor: Actor,
  customerId: number,
  query: { page: number; perPage: number },
): Promise<CustomerMessages> {
  const { customer } = await readableCustomer(db, actor, customerId);
  const { rows, total } = await repository.listMessages(db, customer.id, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      body: row.body,
      sender_name: fullName(row.senderFirstName, row.senderLastName),
      created_at: row.createdAt.toISOString(),
      delivery: {
        status: row.status ?? 'no_email',
        transport: row.transport === 'smtp' || row.transport === 'local' ? row.transport : null,
        attempts: row.attempts ?? 0,
        sent_at: row.sentAt?.toISOString() ?? null,
        last_error: row.lastError,
      },
    })),
    currentPage: query.page,
    lastPage: Math.max(1, Math.ceil(total / query.perPage)),
    total,
  };
}
