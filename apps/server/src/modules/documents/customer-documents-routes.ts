import { z } from 'zod';
import {
  customerDocumentPaths,
  customerDocumentSchema,
  customerDocumentsPageSchema,
  customerDocumentsQuerySchema,
  dataEnvelope,
  documentsWidgetQuerySchema,
  documentsWidgetSchema,
  documentUploadOptionsSchema,
  onFileBodySchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { requireCustomer, requireSignedIn, requireStaff } from '../../platform/access/policies.ts';
import { documentsWidget, listCustomerDocuments, recordOnFile, uploadOptions } from './customer-documents.ts';

const tags = ['documents'];
const customerParams = z.object({ customerId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Customer documents (staff spec 2.11, 7; participant spec /customer-portal/documents). Uploads use the platform's
 * signed-URL flow (./routes.ts) with a customer_id and category_id; downloads the /documents/{id}/download route.
 */
export function customerDocumentsRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(customerDocumentPaths.uploadOptions, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Allowed extensions, size limit, categories and (staff) locations of the document uploader',
      response: { 200: documentUploadOptionsSchema },
    },
    handler: async (request) => uploadOptions(db, requireSignedIn(request.actor)),
  });

  app.get(customerDocumentPaths.customerDocuments, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: "A customer's documents (staff of the customer's locations)",
      params: customerParams,
      querystring: customerDocumentsQuerySchema,
      response: { 200: customerDocumentsPageSchema },
    },
    handler: async (request) => {
      requireStaff(request.actor);
      return listCustomerDocuments(db, request.actor, request.params.customerId, request.query);
    },
  });

  app.post(customerDocumentPaths.onFile, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Record a document kept on file at a location (no file)',
      params: customerParams,
      body: onFileBodySchema,
      response: { 201: dataEnvelope(customerDocumentSchema) },
    },
    handler: async (request, reply) => {
      const actor = requireStaff(request.actor);
      const document = await recordOnFile(db, actor, request.params.customerId, request.body, request.ip);
      return reply.code(201).send({ data: document });
    },
  });

  app.get(customerDocumentPaths.mine, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "The signed-in customer's own documents",
      querystring: customerDocumentsQuerySchema,
      response: { 200: customerDocumentsPageSchema },
    },
    handler: async (request) => {
      const actor = requireCustomer(request.actor);
      return listCustomerDocuments(db, actor, actor.customerId, request.query);
    },
  });

  app.get(customerDocumentPaths.widget, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "Documents widget: a customer's own, or (staff, customerId) a customer's",
      querystring: documentsWidgetQuerySchema,
      response: { 200: documentsWidgetSchema },
    },
    handler: async (request) => documentsWidget(db, request.actor, request.query.customerId),
  });
  return Promise.resolve();
}
