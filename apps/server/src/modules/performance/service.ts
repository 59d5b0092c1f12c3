import type { z } from 'zod';
import type {
  performanceBodySchema,
  performanceListQuerySchema,
  performanceUserSearchQuerySchema,
} from '@portal/contracts';
import {
  customerRecordMessages,
  kindOfEndpoint,
  kindOfMeasurableType,
  performanceEditWindowMonths,
  performanceKinds,
  performanceMessages as messages,
  type PerformanceKind,
  type PerformanceListResponse,
  type PerformanceRecord,
  type PerformanceType,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { requireStaff, staffReachesLocation } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { reachableCustomer } from '../customer-record/service.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { checkEvidence, fileEvidence } from './evidence.ts';
import * as repository from './repository.ts';
import { sanitizeNote } from './rich-text.ts';

type Body = z.output<typeof performanceBodySchema>;
type ListQuery = z.output<typeof performanceListQuerySchema>;
type UserQuery = z.output<typeof performanceUserSearchQuerySchema>;

export const evidenceCategory = 'Performance Evidence';

/** GET {endpoint}/search: the active types of one kind. */
export async function searchTypes(
  db: Db,
  actor: Actor,
  endpoint: string,
  term: string | undefined,
): Promise<{ data: PerformanceType[] }> {
  requireStaff(actor);
  const kind = kindOfEndpoint(endpoint);
  if (!kind) throw notFound();
  const rows = await repository.listTypes(db, kind, term);
  return { data: rows.map((row) => ({ id: row.id, type: row.type, is_evidence_must: row.isEvidenceMust })) };
}

/** exit_at + 20 months (calendar months, UTC); the day of month is kept, or the month's last day when shorter. */
export function editWindowEnd(exitAt: Date): Date {
  const end = new Date(exitAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + performanceEditWindowMonths);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Staff spec 4 and 6: the creator only, and only while now is at or before 20 months after exit_at (or no exit). */
function refusal(staff: StaffActor, row: repository.RecordRow, action: 'edit' | 'delete', now: Date): string | null {
  if (row.creatorUserId !== staff.staffId) return messages.notCreator;
  if (row.exitAt && now.getTime() > editWindowEnd(row.exitAt).getTime()) {
    return action === 'edit' ? messages.editWindowPassed : messages.deleteWindowPassed;
  }
  return null;
}

function toRecord(
  staff: StaffActor,
  row: repository.RecordRow,
  customerWritable: boolean,
  now = new Date(),
): PerformanceRecord {
  const kind = row.kind as PerformanceKind;
  const archived = customerWritable ? null : customerRecordMessages.archivedReadOnly;
  const editRefusal = refusal(staff, row, 'edit', now) ?? archived;
  return {
    id: row.id,
    creator_user_id: row.creatorUserId,
    customer_id: row.customerId,
    measurable_type: performanceKinds[kind].measurableType,
    measurable: { data: { id: row.typeId, type: row.type, is_evidence_must: row.isEvidenceMust } },
    date_affected: row.dateAffected,
    customer: {
      data: {
        full_name: `${row.customerFirstName} ${row.customerLastName}`,
        performanceEnrollment: {
          data: { id: row.enrollmentId, exit_at: row.exitAt ? row.exitAt.toISOString() : null },
        },
      },
    },
    user: { data: { first_name: row.creatorFirstName, last_name: row.creatorLastName } },
    document: {
      data:
        row.documentId !== null && row.documentPath !== null && row.documentName !== null
          ? {
              id: row.documentId,
              path: row.documentPath,
              original_filename: row.documentName,
              is_on_file: row.documentOnFile === true,
              location_name: row.documentLocationName,
            }
          : null,
    },
    note: { data: { body: row.note } },
    created_at: row.createdAt.toISOString(),
    can_edit: editRefusal === null,
    edit_refusal: editRefusal,
    delete_refusal: refusal(staff, row, 'delete', now) ?? archived,
  };
}

export async function listRecords(db: Db, actor: Actor, query: ListQuery): Promise<PerformanceListResponse> {
  const { staff, customer } = await reachableCustomer(db, actor, query.customer_id);
  if (query.location !== undefined && !staffReachesLocation(staff, query.location)) throw forbidden();
  const kind = query.measurable_type ? kindOfMeasurableType(query.measurable_type) : undefined;
  const { rows, total } = await repository.listRecords(db, {
    customerId: customer.id,
    creatorIds: query.users,
    date: query.date,
    kind,
    locationId: query.location,
    page: query.page,
    perPage: query.perPage,
  });
  const writable = customer.status && customer.deletedAt === null;
  return {
    data: rows.map((row) => toRecord(staff, row, writable)),
    currentPage: query.page,
    total,
    perPage: query.perPage,
  };
}

export async function searchUsers(db: Db, actor: Actor, query: UserQuery) {
  const staff = requireStaff(actor);
  let locationIds: number[] | null;
  if (query.location !== undefined) {
    if (!staffReachesLocation(staff, query.location)) throw forbidden();
    locationIds = [query.location];
  } else {
    locationIds = staff.role === 'agency_admin' ? null : staff.locationIds;
  }
  return { data: await repository.searchUsers(db, { locationIds, term: query.term, ids: query.ids }) };
}

async function resolveType(db: Db, body: Body) {
  const kind = kindOfMeasurableType(body.measurable_type);
  const type = await repository.findType(db, body.measurable_id);
  if (!kind || !type || type.kind !== kind || !type.active) throw invalid({ measurable_id: [messages.typeInvalid] });
  return { kind, type };
}

export async function createRecord(
  deps: UploadDeps,
  actor: Actor,
  body: Body,
  ip: string,
): Promise<{ message: string; data: PerformanceRecord }> {
  const staff = requireStaff(actor);
  const { db } = deps;
  const customer = await requireWritableCustomer(db, staff, body.customer_id, {
    missing: () => invalid({ customer_id: [messages.customerInvalid] }),
  });
  const { kind, type } = await resolveType(db, body);
  const evidence = body.evidence ?? null;
  if (type.isEvidenceMust && !evidence) throw invalid({ evidence: [messages.evidenceRequired] });
  if (evidence) await checkEvidence(deps, staff, evidence, 'evidence', 'evidence', messages.uploadFailed);
  const enrollment = await repository.latestEnrollment(db, customer.id);

  const id = await db.transaction(async (tx) => {
    const document = evidence
      ? await fileEvidence(tx, staff, evidence, customer.id, evidenceCategory, 'evidence', messages.uploadFailed)
      : null;
    const recordId = await repository.insertRecord(tx, {
      customerId: customer.id,
      creatorUserId: staff.staffId,
      kind,
      performanceTypeId: type.id,
      dateAffected: body.date_affected,
      enrollmentId: enrollment?.id ?? null,
      documentId: document?.id ?? null,
      note: sanitizeNote(body.note),
    });
    await audit(tx, {
      actor,
      action: 'performance.create',
      entityType: 'performance_record',
      entityId: recordId,
      customerId: customer.id,
      ip,
    });
    return recordId;
  });
  const row = await repository.findRecord(db, id);
  return { message: messages.created, data: toRecord(staff, row!, true) };
}

/** The record, its customer through the write guard, then the creator and 20-month rules. */
async function editableRecord(db: Db, staff: StaffActor, id: number, action: 'edit' | 'delete') {
  const row = await repository.findRecord(db, id);
  if (!row) throw notFound();
  await requireWritableCustomer(db, staff, row.customerId);
  const refused = refusal(staff, row, action, new Date());
  if (refused) throw forbidden(refused);
  return row;
}

export async function updateRecord(
  deps: UploadDeps,
  actor: Actor,
  id: number,
  body: Body,
  ip: string,
): Promise<{ message: string; data: PerformanceRecord }> {
  const staff = requireStaff(actor);
  const { db } = deps;
  const row = await editableRecord(db, staff, id, 'edit');
  if (body.customer_id !== row.customerId) throw invalid({ customer_id: [messages.customerInvalid] });
  const { kind, type } = await resolveType(db, body);
  const evidence = body.evidence ?? null;
  if (type.isEvidenceMust && !evidence && row.documentId === null) {
    throw invalid({ evidence: [messages.evidenceRequired] });
  }
  if (evidence) await checkEvidence(deps, staff, evidence, 'evidence', 'evidence', messages.uploadFailed);

  await db.transaction(async (tx) => {
    const document = evidence
      ? await fileEvidence(tx, staff, evidence, row.customerId, evidenceCategory, 'evidence', messages.uploadFailed)
      : null;
    await repository.updateRecord(tx, id, {
      kind,
      performanceTypeId: type.id,
      dateAffected: body.date_affected,
      note: sanitizeNote(body.note),
      ...(document ? { documentId: document.id } : {}),
    });
    await audit(tx, {
      actor,
      action: 'performance.update',
      entityType: 'performance_record',
      entityId: id,
      customerId: row.customerId,
      ip,
    });
  });
  const updated = await repository.findRecord(db, id);
  return { message: messages.updated, data: toRecord(staff, updated!, true) };
}

export async function deleteRecord(db: Db, actor: Actor, id: number, ip: string): Promise<{ message: string }> {
  const staff = requireStaff(actor);
  const row = await editableRecord(db, staff, id, 'delete');
  await db.transaction(async (tx) => {
    await repository.deleteRecord(tx, id);
    await audit(tx, {
      actor,
      action: 'performance.delete',
      entityType: 'performance_record',
      entityId: id,
      customerId: row.customerId,
      ip,
    });
  });
  return { message: messages.deleted };
}
