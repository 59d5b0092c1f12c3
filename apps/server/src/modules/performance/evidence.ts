import type { DbOrTx } from '@portal/db';
import type { StaffActor } from '../../platform/access/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import * as documents from '../documents/repository.ts';
import { finalizeDirectUpload, type UploadDeps } from '../documents/upload-service.ts';

/**
 * Evidence for a performance or wage record: a file the caller uploaded through the signed-URL flow
 * (GET /internal-api/uploads/signed-url?purpose=..., PUT to the returned url), turned into a document of the
 * customer in the same transaction as the record. A path that is not the caller's finished upload of the right
 * purpose is a field error; nothing is written.
 */
export interface EvidenceInput {
  name: string;
  path: string;
}

/** Before the transaction: the pending upload is the caller's, of the purpose, and its bytes are there. */
export async function checkEvidence(
  deps: UploadDeps,
  actor: StaffActor,
  evidence: EvidenceInput,
  purpose: 'evidence' | 'document' | 'invoice',
  field: string,
  failed: string,
): Promise<void> {
  const pending = await documents.findPendingUpload(deps.db, evidence.path);
  if (!pending || pending.guard !== 'staff' || pending.userId !== actor.staffId || pending.purpose !== purpose) {
    throw invalid({ [field]: [failed] });
  }
  if (!pending.uploadedAt) {
    if (deps.storage.driver === 'local') throw invalid({ [field]: [failed] });
    await finalizeDirectUpload(deps, pending);
  }
}

/** Inside the record's transaction: consumes the upload (once only) and files it as the customer's document. */
export async function fileEvidence(
  tx: DbOrTx,
  actor: StaffActor,
  evidence: EvidenceInput,
  customerId: number,
  category: string,
  field: string,
  failed: string,
): Promise<documents.DocumentRow> {
  const upload = await documents.consumePendingUpload(tx, {
    path: evidence.path,
    guard: 'staff',
    userId: actor.staffId,
  });
  if (!upload || upload.size === null || upload.mime === null) throw invalid({ [field]: [failed] });
  return documents.insertDocument(tx, {
    name: evidence.name,
    originalFilename: upload.originalName,
    path: upload.path,
    size: upload.size,
    mime: upload.mime,
    customerId,
    creatorGuard: 'staff',
    creatorUserId: actor.staffId,
    documentCategory: category,
  });
}
