import type { z } from 'zod';
import type { wageCreateBodySchema } from '@portal/contracts';
import {
  externalWageUpdateSchema,
  isExternalWageSource,
  manualEditableFields,
  manualWageFieldsSchema,
  manualWageSourceId,
  wageIncrements,
  wageMessages as messages,
  wageSourceHidesWages,
  type WageIncrement,
  type WageListResponse,
  type WageRecord,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { reachableCustomer } from '../customer-record/service.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { checkEvidence, fileEvidence } from '../performance/evidence.ts';
import * as repository from './repository.ts';

type CreateBody = z.output<typeof wageCreateBodySchema>;
export const wageEvidenceCategory = 'Wage and Employment Evidence';

const isIncrement = (value: string | null): value is WageIncrement =>
  value !== null && (wageIncrements as readonly string[]).includes(value);

export function toWage(row: repository.WageRow): WageRecord {
  const hides = wageSourceHidesWages(row.sourceId);
  const external = isExternalWageSource(row.sourceId);
  return {
    id: row.id,
    source: { id: row.sourceId, source: row.source },
    user:
      row.creatorFirstName !== null && row.creatorLastName !== null
        ? { first_name: row.creatorFirstName, last_name: row.creatorLastName }
        : null,
    customer: { id: row.customerId },
    date_received: row.dateReceived,
    start_date: row.startDate,
    employer_name: row.employerName,
    naics_code: row.naicsCode,
    job_title: row.jobTitle,
    starting_wage: hides ? null : row.startingWage,
    recent_wage: hides ? null : row.recentWage,
    increment_of_wage: hides || !isIncrement(row.wageIncrement) ? null : row.wageIncrement,
    onet_code: hides ? null : row.onetCode,
    onet_title: hides ? null : row.onetTitle,
    is_job_relevant: row.isJobRelevant === 1 ? 1 : row.isJobRelevant === 0 ? 0 : null,
    evidence:
      row.documentId !== null && row.documentName !== null
        ? {
            id: row.documentId,
            original_filename: row.documentName,
            is_on_file: row.documentOnFile === true,
            location_name: row.documentLocationName,
          }
        : null,
    source_kind: external ? 'external' : 'manual',
    hides_wages: hides,
    editable_fields: external ? ['is_job_relevant'] : [...manualEditableFields],
    created_at: row.createdAt.toISOString(),
  };
}

/** Staff spec 5: a 422 with the first messages per field, like a route's own body check. */
function parseOrInvalid<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  throw invalid(errors);
}

export async function listWages(
  db: Db,
  actor: Actor,
  customerId: number,
  page: number,
  perPage: number,
): Promise<WageListResponse> {
  const { customer } = await reachableCustomer(db, actor, customerId);
  const { rows, total } = await repository.listWages(db, customer.id, page, perPage);
  return { data: rows.map(toWage), meta: { total, per_page: perPage, current_page: page } };
}

export async function searchOnet(db: Db, actor: Actor, query: string) {
  requireStaff(actor);
  return { data: await repository.searchOnet(db, query) };
}

async function checkOnet(db: Db, code: string) {
  if (!(await repository.onetExists(db, code))) throw invalid({ onet_code: [messages.onetInvalid] });
}

export async function createWage(
  deps: UploadDeps,
  actor: Actor,
  body: CreateBody,
  ip: string,
): Promise<{ message: string; data: WageRecord }> {
  const staff = requireStaff(actor);
  const { db } = deps;
  const customer = await requireWritableCustomer(db, staff, body.customerId, {
    missing: () => invalid({ customerId: [messages.customerInvalid] }),
  });
  await checkOnet(db, body.onet_code);
  const evidence = body.evidence ?? null;
  if (evidence) await checkEvidence(deps, staff, evidence, 'document', 'evidence', messages.uploadFailed);
  const id = await db.transaction(async (tx) => {
    const document = evidence
      ? await fileEvidence(tx, staff, evidence, customer.id, wageEvidenceCategory, 'evidence', messages.uploadFailed)
      : null;
    const wageId = await repository.insertWage(tx, {
      customerId: customer.id,
      sourceId: manualWageSourceId,
      creatorUserId: staff.staffId,
      ...manualColumns(body),
      documentId: document?.id ?? null,
    });
    await audit(tx, {
      actor,
      action: 'wage.create',
      entityType: 'wage_record',
      entityId: wageId,
      customerId: customer.id,
      ip,
    });
    return wageId;
  });
  return { message: messages.createdText, data: toWage((await repository.findWage(db, id))!) };
}

function manualColumns(body: z.output<typeof manualWageFieldsSchema>) {
  return {
    dateReceived: body.date_received,
    startDate: body.start_date,
    employerName: body.employer_name,
    naicsCode: body.naics_code,
    jobTitle: body.job_title,
    startingWage: body.starting_wage,
    recentWage: body.recent_wage,
    wageIncrement: body.wage_increment,
    onetCode: body.onet_code,
    isJobRelevant: body.is_job_relevant,
  };
}

/**
 * Staff spec 4: a manual record (source 1) is fully editable; an external one (2, 3, 4) only in is_job_relevant,
 * and every other field sent for it is ignored (ADR 0025), so the stored external data cannot change.
 */
export async function updateWage(
  deps: UploadDeps,
  actor: Actor,
  id: number,
  body: unknown,
  ip: string,
): Promise<{ message: string; data: WageRecord }> {
  const staff = requireStaff(actor);
  const { db } = deps;
  const row = await repository.findWage(db, id);
  if (!row) throw notFound();
  await requireWritableCustomer(db, staff, row.customerId);

  if (isExternalWageSource(row.sourceId)) {
    const { is_job_relevant } = parseOrInvalid(externalWageUpdateSchema, body);
    await db.transaction(async (tx) => {
      await repository.updateWage(tx, id, { isJobRelevant: is_job_relevant });
      await audit(tx, {
        actor,
        action: 'wage.update',
        entityType: 'wage_record',
        entityId: id,
        customerId: row.customerId,
        ip,
      });
    });
  } else {
    const fields = parseOrInvalid(manualWageFieldsSchema, body);
    await checkOnet(db, fields.onet_code);
    const evidence = fields.evidence ?? null;
    if (evidence) await checkEvidence(deps, staff, evidence, 'document', 'evidence', messages.uploadFailed);
    await db.transaction(async (tx) => {
      const document = evidence
        ? await fileEvidence(
            tx,
            staff,
            evidence,
            row.customerId,
            wageEvidenceCategory,
            'evidence',
            messages.uploadFailed,
          )
        : null;
      await repository.updateWage(tx, id, {
        ...manualColumns(fields),
        ...(document ? { documentId: document.id } : {}),
      });
      await audit(tx, {
        actor,
        action: 'wage.update',
        entityType: 'wage_record',
        entityId: id,
        customerId: row.customerId,
        ip,
      });
    });
  }
  return { message: messages.updatedText, data: toWage((await repository.findWage(db, id))!) };
}
