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
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../platform/app-instance.ts';
import { errorHandler } from '../../platform/http/error-handler.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireSignedIn } from '../../platform/access/policies.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { deleteDocument, listDocumentsByIds, OnFileDocumentError, openDownload, recordDocument } from './service.ts';
import { createSignedUpload, type UploadDeps } from './upload-service.ts';
import { uploadRoutes } from './upload-routes.ts';
import { customerDocumentsRoutes } from './customer-documents-routes.ts';

/** A top-level browser navigation (a followed link), not a script's fetch. */
function isBrowserNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  return mode === undefined ? (request.headers.accept ?? '').includes('text/html') : mode === 'navigate';
}

/**
 * Where a failed download sends the browser: the portal page of the caller's portal with the problem; a caller whose
 * session ended signs in first and comes back to the page, which starts the download again. Null for other errors.
 */
function downloadFailurePage(request: FastifyRequest, id: number, error: unknown): string | null {
  if (!(error instanceof AppError)) return null;
  const { actor } = request;
  const portal = actor.kind === 'guest' ? portalOfReferrer(request) : actor.kind;
  if (error.status === 401) {
    const login = portal === 'customer' ? '/customer-portal/login' : '/login';
    return `${login}?${new URLSearchParams({ redirectTo: documentPaths.downloadPage(portal, id) })}`;
  }
  if (error.status === 403) return documentPaths.downloadPage(portal, id, 'forbidden');
  if (error.status === 404) {
    return documentPaths.downloadPage(portal, id, error instanceof OnFileDocumentError ? 'on-file' : 'not-found');
  }
  return null;
}

/** A guest's portal: the customer portal when the link was on one of its pages. */
function portalOfReferrer(request: FastifyRequest): 'customer' | 'staff' {
  const referrer = request.headers.referer ?? '';
  return referrer.includes('/customer-portal') ? 'customer' : 'staff';
}

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
      // Also for the access check's 401: a link followed in the browser gets the portal's page that says why.
      errorHandler: (error, request, reply) => {
        // Before validation (the access check's 401) the id is still the path's text.
        const id = Number((request.params as { id?: unknown }).id);
        const page =
          Number.isSafeInteger(id) && id > 0 && isBrowserNavigation(request)
            ? downloadFailurePage(request, id, error)
            : null;
        if (page) {
          void reply.redirect(page, 303);
          return;
        }
        errorHandler(error, request, reply);
      },
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
