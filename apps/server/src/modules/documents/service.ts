import type { Readable } from 'node:stream';
import {
  type DocumentItem,
  type RecordDocumentBody,
  documentCategoryById,
  errorMessages,
  requestErrorMessages,
  requiredMessage,
  uploadMessages,
} from '@portal/contracts';
import type { Actor, CustomerActor, StaffActor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { canSeeCustomer } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, forbidden, invalid, notFound, unauthenticated } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';
import { finalizeDirectUpload, type UploadDeps } from './upload-service.ts';
import { staffReachesEmployerDocument } from '../employers/documents-access.ts';

/**
 * Step 3: turn the caller's completed upload into a document of a customer. Customers file
 * documents for themselves; staff for a customer of one of their locations.
 */
export async function recordDocument(
  deps: UploadDeps,
  actor: CustomerActor | StaffActor,
  body: RecordDocumentBody,
  ip: string,
): Promise<DocumentItem> {
  const customerId = await targetCustomer(deps, actor, body.customer_id);
  const owner = {
    path: body.path,
    guard: actor.kind,
    userId: actor.kind === 'customer' ? actor.customerId : actor.staffId,
  };
  const pending = await repository.findPendingUpload(deps.db, body.path);
  // Employer documents are recorded on their employer (modules/employers), never as a customer's document.
  if (
    !pending ||
    pending.guard !== owner.guard ||
    pending.userId !== owner.userId ||
    pending.purpose === 'employer_document'
  ) {
    throw invalid({ path: [uploadMessages.notUploaded] });
  }
  if (!pending.uploadedAt) {
    if (deps.storage.driver === 'local') throw invalid({ path: [uploadMessages.notUploaded] });
    await finalizeDirectUpload(deps, pending);
  }

  const document = await deps.db.transaction(async (tx) => {
    const upload = await repository.consumePendingUpload(tx, owner);
    if (!upload || upload.size === null || upload.mime === null) throw invalid({ path: [uploadMessages.notUploaded] });
    const row = await repository.insertDocument(tx, {
      name: body.name || body.original_name,
      originalFilename: upload.originalName,
      path: upload.path,
      size: upload.size,
      mime: upload.mime,
      customerId,
      creatorGuard: owner.guard,
      creatorUserId: owner.userId,
      documentCategory:
        (body.category_id === undefined ? undefined : documentCategoryById(body.category_id)?.name) ??
        body.document_category ??
        null,
    });
    await audit(tx, { actor, action: 'document.create', entityType: 'document', entityId: row.id, customerId, ip });
    return row;
  });
  return toDocumentItem(document);
}

async function targetCustomer(deps: UploadDeps, actor: CustomerActor | StaffActor, requested: number | undefined) {
  if (actor.kind === 'customer') {
    if (requested !== undefined && requested !== actor.customerId) throw forbidden();
    return actor.customerId;
  }
  if (requested === undefined) throw invalid({ customer_id: [requiredMessage] });
  const customer = await requireWritableCustomer(deps.db, actor, requested, {
    missing: () => invalid({ customer_id: [requestErrorMessages.selectedInvalid('customer id')] }),
  });
  return customer.id;
}

/**
 * A customer reaches their own documents (another customer's is a 404: its existence is not
 * disclosed); staff reach documents of customers at their locations (403 otherwise), and
 * customer-less documents they created themselves. Agency admins reach all.
 */
export async function openDownload(
  deps: UploadDeps,
  actor: Actor,
  id: number,
  ip: string,
): Promise<{ document: repository.DocumentRow; stream: Readable }> {
  const document = await findReachableDocument(deps, actor, id);
  // An on-file document is on paper at a location: there is nothing to download.
  if (document.isOnFile) throw new OnFileDocumentError();
  if ((await deps.storage.size(document.path)) === null) throw notFound();
  const stream = await deps.storage.createReadStream(document.path);
  await audit(deps.db, {
    actor,
    action: 'document.download',
    entityType: 'document',
    entityId: document.id,
    customerId: document.customerId,
    ip,
  });
  return { document, stream };
}

/** A 404 like a missing file, which the download page words as 'on file' (the caller may open the document). */
export class OnFileDocumentError extends AppError {
  constructor() {
    super(404, errorMessages.notFound);
    this.name = 'OnFileDocumentError';
  }
}

/** A document the caller may open: a customer's own (another's is a 404), or one of a customer staff reach (403). */
async function findReachableDocument(deps: UploadDeps, actor: Actor, id: number): Promise<repository.DocumentRow> {
  if (actor.kind === 'guest') throw unauthenticated();
  const document = await repository.findDocument(deps.db, id);
  if (!document) throw notFound();
  if (actor.kind === 'customer') {
    if (document.customerId !== actor.customerId) throw notFound();
  } else if (!(await staffReachesDocument(deps, actor, document))) {
    throw forbidden();
  }
  return document;
}

/** Spec 7 "GET customer documents (ids)": the listed documents the caller may open; others are left out. */
export async function listDocumentsByIds(deps: UploadDeps, actor: Actor, ids: number[]): Promise<DocumentItem[]> {
  if (actor.kind === 'guest') throw unauthenticated();
  const rows = await repository.findDocuments(deps.db, [...new Set(ids)]);
  const visible: repository.DocumentRow[] = [];
  for (const row of rows) {
    const reachable =
      actor.kind === 'customer' ? row.customerId === actor.customerId : await staffReachesDocument(deps, actor, row);
    if (reachable) visible.push(row);
  }
  return visible.map(toDocumentItem);
}

/**
 * Soft delete (the file stays until a retention sweep): a customer deletes their own documents (another's is a 404),
 * staff those of customers they reach (403 otherwise).
 */
export async function deleteDocument(deps: UploadDeps, actor: Actor, id: number, ip: string): Promise<void> {
  const document = await findReachableDocument(deps, actor, id);
  if (document.customerId !== null) await requireWritableCustomer(deps.db, actor, document.customerId);
  await deps.db.transaction(async (tx) => {
    await repository.softDeleteDocument(tx, document.id);
    await audit(tx, {
      actor,
      action: 'document.delete',
      entityType: 'document',
      entityId: document.id,
      customerId: document.customerId,
      ip,
    });
  });
}

async function staffReachesDocument(deps: UploadDeps, actor: StaffActor, document: repository.DocumentRow) {
  if (actor.role === 'agency_admin') return true;
  if (document.customerId === null)
    return (
      (document.creatorGuard === 'staff' && document.creatorUserId === actor.staffId) ||
      (await staffReachesEmployerDocument(deps.db, actor, document.id))
    );
  const locationIds = (await repository.customerLocationIds(deps.db, document.customerId)) ?? [];
  return canSeeCustomer(actor, { id: document.customerId, locationIds });
}

export function toDocumentItem(row: repository.DocumentRow): DocumentItem {
  return {
    id: row.id,
    name: row.name,
    original_filename: row.originalFilename,
    path: row.path,
    size: row.size,
    mime: row.mime,
    customer_id: row.customerId,
    creator_user_id: row.creatorUserId,
    document_category: row.documentCategory,
    is_on_file: row.isOnFile,
    created_at: row.createdAt.toISOString(),
  };
}
