import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type EmployerDocument, type employerDocumentsBodySchema, uploadMessages } from '@portal/contracts';
import { schema } from '@portal/db';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import * as documentsRepository from '../documents/repository.ts';
import { finalizeDirectUpload, type UploadDeps } from '../documents/upload-service.ts';
import { pagedResult } from './paging.ts';
import { reachableEmployer } from './scope.ts';

/** Employer documents (staff spec 2.11, 7): signed URL (purpose employer_document, 25 MB) -> PUT -> record here. */

const { documents, employerDocuments } = schema;

export async function listDocuments(deps: UploadDeps, actor: Actor, employerId: number, page: number, perPage: number) {
  await reachableEmployer(deps.db, actor, employerId);
  const rows = await deps.db
    .select({
      id: documents.id,
      originalFilename: documents.originalFilename,
      size: documents.size,
      createdAt: employerDocuments.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(employerDocuments)
    .innerJoin(documents, eq(documents.id, employerDocuments.documentId))
    .where(and(eq(employerDocuments.employerId, employerId), isNull(documents.deletedAt)))
    .orderBy(desc(employerDocuments.createdAt), desc(documents.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const data: EmployerDocument[] = rows.map((row) => ({
    document: { id: row.id, original_filename: row.originalFilename, size: row.size },
    created_at: row.createdAt.toISOString(),
  }));
  return pagedResult(data, page, perPage, rows[0]?.total ?? 0);
}

/**
 * Records the caller's finished uploads on the employer, all or none: a file that was not uploaded (or was uploaded
 * by someone else, or for another purpose) refuses the whole batch and leaves no rows.
 */
export async function recordDocuments(
  deps: UploadDeps,
  actor: Actor,
  employerId: number,
  body: z.output<typeof employerDocumentsBodySchema>,
  ip: string,
) {
  const { staff } = await reachableEmployer(deps.db, actor, employerId);
  const owner = (path: string) => ({ path, guard: 'staff' as const, userId: staff.staffId });
  const notUploaded = (index: number) => invalid({ [`documents.${index}.path`]: [uploadMessages.notUploaded] });
  for (const [index, item] of body.documents.entries()) {
    const pending = await documentsRepository.findPendingUpload(deps.db, item.path);
    if (!pending || pending.guard !== 'staff' || pending.userId !== staff.staffId) throw notUploaded(index);
    if (pending.purpose !== 'employer_document') throw notUploaded(index);
    if (!pending.uploadedAt) {
      if (deps.storage.driver === 'local') throw notUploaded(index);
      await finalizeDirectUpload(deps, pending);
    }
  }
  const ids = await deps.db.transaction(async (tx) => {
    const created: number[] = [];
    for (const [index, item] of body.documents.entries()) {
      const upload = await documentsRepository.consumePendingUpload(tx, owner(item.path));
      if (!upload || upload.size === null || upload.mime === null) throw notUploaded(index);
      const row = await documentsRepository.insertDocument(tx, {
        name: item.name || item.original_name,
        originalFilename: upload.originalName,
        path: upload.path,
        size: upload.size,
        mime: upload.mime,
        customerId: null,
        creatorGuard: 'staff',
        creatorUserId: staff.staffId,
        documentCategory: 'employer',
      });
      await tx.insert(employerDocuments).values({ documentId: row.id, employerId });
      await audit(tx, { actor, action: 'employer_document.create', entityType: 'document', entityId: row.id, ip });
      created.push(row.id);
    }
    return created;
  });
  return { data: ids.map((id) => ({ id })) };
}

export async function deleteDocument(
  deps: UploadDeps,
  actor: Actor,
  employerId: number,
  documentId: number,
  ip: string,
) {
  await reachableEmployer(deps.db, actor, employerId);
  await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: documents.id })
      .from(employerDocuments)
      .innerJoin(documents, eq(documents.id, employerDocuments.documentId))
      .where(
        and(
          eq(employerDocuments.documentId, documentId),
          eq(employerDocuments.employerId, employerId),
          isNull(documents.deletedAt),
        ),
      );
    if (!link) throw notFound();
    await documentsRepository.softDeleteDocument(tx, documentId);
    await audit(tx, { actor, action: 'employer_document.delete', entityType: 'document', entityId: documentId, ip });
  });
  return { deleted: true };
}
