import {
  enrollmentStatusNames,
  serviceTrackerLimits,
  serviceTrackerMessages as messages,
  type ClientSettings,
  type EligibilityResult,
  type ServiceLogEntry,
  type ServiceLogFormOptions,
  type ServiceLogListResponse,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { requireStaff, staffReachesLocation } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import { reachableCustomer } from '../customer-record/service.ts';
import { eligibilityFor } from './eligibility.ts';
import { groupScope } from './groups-service.ts';
import { timeline, type TimelineRow } from './timeline-repository.ts';
import * as repository from './tracker-repository.ts';

const iso = (value: string | Date) => new Date(value).toISOString();
const minute = 60_000;
const day = 24 * 60 * minute;

const editWindowDays = (settings: ClientSettings) => settings.service_log_edit_window_days ?? 7;
const deleteWindowMinutes = (settings: ClientSettings) => settings.service_log_delete_window_minutes ?? 60;

export async function contactTypes(db: Db, actor: Actor) {
  requireStaff(actor);
  return (await repository.listContactTypes(db)).map(({ id, name, icon }) => ({ id, name, icon }));
}

export async function serviceTypes(db: Db, actor: Actor) {
  requireStaff(actor);
  return (await repository.listServiceTypes(db)).map((type) => ({
    id: type.id,
    name: type.name,
    color: type.color,
    services: type.services.map((service) => ({
      id: service.id,
      name: service.name,
      duration: service.duration === 'Single-day' ? ('Single-day' as const) : ('Multi-day' as const),
      enrollment: service.enrollment,
      expense_associated: service.expenseAssociated,
      expense_category: service.expenseCategory ?? null,
    })),
  }));
}

export function statuses(actor: Actor) {
  requireStaff(actor);
  return Object.values(enrollmentStatusNames).map((name) => ({ label: name, value: name }));
}

export async function servicePrograms(db: Db, actor: Actor, serviceIds: number[]) {
  requireStaff(actor);
  return (await repository.programsForServices(db, serviceIds)).map((program) => ({
    id: program.id,
    name: program.name,
    is_common_exit: program.isCommonExit,
  }));
}

export async function pirlPrograms(db: Db, actor: Actor) {
  requireStaff(actor);
  return (await repository.listPrograms(db)).map((program) => ({
    id: program.id,
    name: program.name,
    is_common_exit: program.isCommonExit,
  }));
}

export async function eligibilityCheck(db: Db, actor: Actor, customerId: number): Promise<EligibilityResult[]> {
  const { customer } = await reachableCustomer(db, actor, customerId);
  return eligibilityFor(db, customer.id, await repository.listPrograms(db));
}

export async function formOptions(db: Db, actor: Actor): Promise<ServiceLogFormOptions> {
  const staff = requireStaff(actor);
  const scope = groupScope(staff);
  const settings = await getClientSettings(db);
  const users = await repository.professionals(db, scope, '', [], 500);
  return {
    locations: await repository.locationsInScope(db, scope),
    users: users.map((user) => ({
      id: user.id,
      name: `${user.first_name} ${user.last_name}`,
      location_ids: user.location_ids,
    })),
    current_user_id: staff.staffId,
    funding_enabled: settings.feature_flags.funding === true,
    allowed_back_days: settings.allowed_back_days,
  };
}

export async function professionals(db: Db, actor: Actor, query: string, ids: number[]) {
  const staff = requireStaff(actor);
  const rows = await repository.professionals(db, groupScope(staff), query, ids, 20);
  return rows.map(({ id, first_name, last_name }) => ({ id, first_name, last_name }));
}

export interface TimelineQuery {
  page: number;
  cursor?: string;
  createdBy: number[];
  created_on?: string;
  end_at?: string;
  serviceTypeValue?: number;
  serviceNameValue?: number;
  programValue?: number;
  customerValue?: number;
}

/** The tracker's timeline: the logs at the caller's locations, newest start first, a keyset page at a time. */
export async function listLogs(db: Db, actor: Actor, query: TimelineQuery): Promise<ServiceLogListResponse> {
  const staff = requireStaff(actor);
  if (query.customerValue !== undefined) await reachableCustomer(db, actor, query.customerValue);
  const settings = await getClientSettings(db);
  const after = query.cursor ? parseCursor(query.cursor) : undefined;
  const rows = await timeline(db, {
    scope: groupScope(staff),
    createdBy: query.createdBy,
    customerId: query.customerValue,
    createdOn: query.created_on,
    endAt: query.end_at,
    serviceTypeId: query.serviceTypeValue,
    serviceId: query.serviceNameValue,
    programId: query.programValue,
    after,
    limit: serviceTrackerLimits.perPage + 1,
  });
  const more = rows.length > serviceTrackerLimits.perPage;
  const page = rows.slice(0, serviceTrackerLimits.perPage);
  const last = page.at(-1);
  return {
    data: page.map((row) => toEntry(row, staff, settings)),
    currentPage: query.page,
    lastPage: more ? query.page + 1 : query.page,
    nextCursor: more && last ? `${iso(last.start_at)}|${last.id}` : null,
  };
}

function parseCursor(cursor: string) {
  const [startAt, id] = cursor.split('|') as [string, string];
  if (Number.isNaN(Date.parse(startAt))) throw invalid({ cursor: ['The cursor is not valid.'] });
  return { startAt, id: Number(id) };
}

/** Who holds a log's rights: its author, or on logs from before authors were kept, the professional named. */
const authorOf = (log: { loggedBy: number | null; createdBy: number }) => log.loggedBy ?? log.createdBy;

function toEntry(row: TimelineRow, staff: StaffActor, settings: ClientSettings): ServiceLogEntry {
  const createdAt = new Date(row.created_at).getTime();
  const mine = authorOf({ loggedBy: row.logged_by, createdBy: row.created_by }) === staff.staffId;
  const now = Date.now();
  return {
    id: row.id,
    title: row.title,
    user: { id: row.created_by, name: row.created_by_user },
    customer: row.customer_id === null ? null : { id: row.customer_id, full_name: row.customer_name ?? '' },
    group: row.group_id === null ? null : { id: row.group_id, name: row.group_name ?? '' },
    location: row.location,
    service: { id: row.service_id, name: row.service_name, type: { name: row.type_name, color: row.type_color } },
    contact_type: row.contact_type,
    status: row.status,
    start_at: iso(row.start_at),
    end_at: row.end_at === null ? null : iso(row.end_at),
    created_on: row.created_on,
    created_at: iso(row.created_at),
    created_by_user: row.created_by_user,
    logged_by_user: row.logged_by !== null && row.logged_by !== row.created_by ? row.logged_by_user : null,
    duration: row.service_length,
    minutes_in_day: row.minutes_in_day,
    programs: row.programs.map((program) => ({
      name: program.name,
      end_at: program.end_at === null ? null : iso(program.end_at),
    })),
    notes: row.notes.map((note) => ({
      id: note.id,
      body: note.body,
      customer: note.customer,
      created_by_user: note.created_by_user,
      created_at: iso(note.created_at),
      can_edit: mine,
    })),
    can_edit: mine && now <= createdAt + editWindowDays(settings) * day,
    can_delete: mine && now <= createdAt + deleteWindowMinutes(settings) * minute,
  };
}

/**
 * A log the caller may change: at one of their locations (403 otherwise), theirs (spec 6: only the creator, who is
 * the author that saved it, not the professional it names), and for a customer who is neither deleted nor archived.
 */
async function ownLog(db: Db, actor: Actor, logId: number) {
  const staff = requireStaff(actor);
  const log = await repository.findLog(db, logId);
  if (!log) throw notFound();
  if (!staffReachesLocation(staff, log.locationId)) throw forbidden();
  if (log.customerId !== null) await requireWritableCustomer(db, actor, log.customerId);
  if (authorOf(log) !== staff.staffId) throw forbidden(messages.notCreator);
  return { staff, log };
}

export async function updateLogEnd(db: Db, actor: Actor, logId: number, endAt: string) {
  const { log } = await ownLog(db, actor, logId);
  const settings = await getClientSettings(db);
  const days = editWindowDays(settings);
  if (Date.now() > log.createdAt.getTime() + days * day) throw forbidden(messages.editWindowPassed(days));
  const end = new Date(`${endAt}T00:00:00.000Z`);
  const startDay = log.startAt.toISOString().slice(0, 10);
  if (log.serviceLength === 'Single-day' && endAt !== startDay) throw invalid({ end_at: [messages.singleDayEnd] });
  if (endAt < startDay) throw invalid({ end_at: [messages.endBeforeStart] });
  await db.transaction(async (tx) => {
    await repository.updateLogEnd(tx, log.id, end);
    await audit(tx, {
      actor,
      action: 'service_log_end_changed',
      entityType: 'service_log',
      entityId: log.id,
      customerId: log.customerId,
    });
  });
  return { saved: true };
}

export async function deleteLog(db: Db, actor: Actor, logId: number) {
  const { log } = await ownLog(db, actor, logId);
  const settings = await getClientSettings(db);
  const minutes = deleteWindowMinutes(settings);
  if (Date.now() > log.createdAt.getTime() + minutes * minute) throw forbidden(messages.deleteWindowPassed(minutes));
  await db.transaction(async (tx) => {
    await repository.deleteLog(tx, log.id);
    await audit(tx, {
      actor,
      action: 'service_log_deleted',
      entityType: 'service_log',
      entityId: log.id,
      customerId: log.customerId,
    });
  });
  return { saved: true };
}

/** Notes are written and edited by the log's creator (spec 6: note editing for the creator only). */
export async function addNote(db: Db, actor: Actor, logId: number, body: string, customerId: number | null) {
  const { staff, log } = await ownLog(db, actor, logId);
  const about = log.customerId ?? customerId;
  if (log.groupId !== null && customerId !== null) await requireWritableCustomer(db, actor, customerId);
  const [note] = await db.transaction(async (tx) => {
    const rows = await repository.insertNotes(tx, [
      { serviceLogId: log.id, customerId: about, body, createdBy: staff.staffId },
    ]);
    await audit(tx, {
      actor,
      action: 'service_log_note_added',
      entityType: 'service_log',
      entityId: log.id,
      customerId: about,
    });
    return rows;
  });
  return { saved: true, id: note!.id };
}

export async function updateNote(db: Db, actor: Actor, noteId: number, body: string) {
  const note = await repository.findNote(db, noteId);
  if (!note) throw notFound();
  const { staff, log } = await ownLog(db, actor, note.serviceLogId);
  if (note.createdBy !== staff.staffId) throw forbidden(messages.notCreator);
  await db.transaction(async (tx) => {
    await repository.updateNote(tx, note.id, body);
    await audit(tx, { actor, action: 'service_log_note_changed', entityType: 'service_log', entityId: log.id });
  });
  return { saved: true };
}
