import { z } from 'zod';
import {
  dataEnvelope,
  documentDeletedSchema,
  documentIdsQuerySchema,
  documentPaths,
  formLookupPaths,
  documentSchema,
  recordDocumentBodySchema,
  signedUrlQuerySchema,
  signedUrlResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../app.ts';
import { requireSignedIn } from '../../platform/access/policies.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { deleteDocument, listDocumentsByIds, openDownload, recordDocument } from './service.ts';
import { createSignedUpload, type UploadDeps } from './upload-service.ts';
import { uploadRoutes } from './upload-routes.ts';
import { customerDocumentsRoutes } from './customer-documents-routes.ts';

const documentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Uploads go signed URL -> PUT -> record (staff spec 7, Documents); downloads are attachments. */
export async function documentsRoutes(app: AppInstance): Promise<void> {
  const deps: UploadDeps = { db: app.db, storage: app.storage, secret: app.config.secret };

  app.get(
    documentPaths.signedUrl,
    {
      config: { access: 'authenticated' },
      schema: { tags: ['documents'], querystring: signedUrlQuerySchema, response: { 200: signedUrlResponseSchema } },
    },
    async (request) => createSignedUpload(deps, requireSignedIn(request.actor), request.query),
  );

  await app.register(uploadRoutes, { deps });
  await customerDocumentsRoutes(app);

  app.post(
    documentPaths.documents,
    {
      config: { access: 'authenticated' },
      schema: { tags: ['documents'], body: recordDocumentBodySchema, response: { 201: dataEnvelope(documentSchema) } },
    },
    async (request, reply) => {
      const document = await recordDocument(deps, requireSignedIn(request.actor), request.body, request.ip);
      return reply.code(201).send({ data: document });
    },
  );

  app.get(
    formLookupPaths.documentsByIds,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['documents'],
        summary: 'Documents by id (those the caller may open)',
        querystring: documentIdsQuerySchema,
        response: { 200: z.object({ data: z.array(documentSchema) }) },
      },
    },
    async (request) => ({ data: await listDocumentsByIds(deps, request.actor, request.query.ids) }),
  );

  app.delete(
    formLookupPaths.document,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['documents'],
        summary: 'Delete a document (soft)',
        params: documentIdParams,
        response: { 200: documentDeletedSchema },
      },
    },
    async (request) => {
      await deleteDocument(deps, request.actor, request.params.id, request.ip);
      return { deleted: true };
    },
  );

  app.get(
    '/documents/:id/download',
    // No HEAD twin: a HEAD would be audited as a download.
    {
      config: { access: 'authenticated' },
      exposeHeadRoute: false,
      schema: { tags: ['documents'], params: documentIdParams },
    },
    async (request, reply) => {
      const { document, stream } = await openDownload(deps, request.actor, request.params.id, request.ip);
      return reply
        .header('content-type', document.mime)
        .header('content-length', document.size)
        .header('content-disposition', attachmentDisposition(document.originalFilename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
