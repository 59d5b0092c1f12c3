import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { whenMissing } from './validation-messages.ts';
import type { documentCategories } from './documents-constants.ts';
import { customerDocumentMessages, documentCategoryById, uploadPurposes } from './documents-constants.ts';

export {
  customerDocumentMessages,
  customerDocumentPath,
  customerDocumentPaths,
  documentCategories,
  documentCategoryById,
  documentPaths,
  documentsWidgetSize,
  downloadPageMessages,
  downloadProblems,
  uploadMessages,
  uploadPurposeMaxMegabytes,
  uploadPurposes,
} from './documents-constants.ts';
import type { UploadPurpose } from './documents-constants.ts';
export type { DownloadProblem, UploadPurpose } from './documents-constants.ts';

export const signedUrlQuerySchema = z.object({
  fileName: z
    .string({ error: whenMissing(requiredMessage) })
    .trim()
    .min(1, requiredMessage)
    .max(255),
  purpose: z.enum(Object.keys(uploadPurposes) as [UploadPurpose, ...UploadPurpose[]]).default('document'),
  /** The size the browser is about to send, so a too-large file is refused before transfer. */
  size: z.coerce.number().int().nonnegative().optional(),
});
export type SignedUrlQuery = z.input<typeof signedUrlQuerySchema>;

export const signedUrlResponseSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  path: z.string(),
  name: z.string(),
  expires_at: z.string(),
  max_bytes: z.number().int(),
});
export type SignedUrlResponse = z.infer<typeof signedUrlResponseSchema>;

/** Upload item (staff spec 3): what the browser records after the PUT succeeded. */
export const recordDocumentBodySchema = z.object({
  name: z.string().trim().max(255).optional(),
  original_name: z
    .string({ error: whenMissing(requiredMessage) })
    .trim()
    .min(1, requiredMessage)
    .max(255),
  path: z
    .string({ error: whenMissing(requiredMessage) })
    .min(1, requiredMessage)
    .max(500),
  size: z.number().int().nonnegative().optional(),
  mime: z.string().max(255).optional(),
  customer_id: z.number().int().positive().max(2_147_483_647).optional(),
  document_category: z.string().trim().max(100).nullish(),
  /** The customer document uploader's category (documentCategories); its name becomes document_category. */
  category_id: z
    .number()
    .int()
    .refine((id) => documentCategoryById(id) !== undefined, 'The selected category id is invalid.')
    .optional(),
});
export type RecordDocumentBody = z.infer<typeof recordDocumentBodySchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  original_filename: z.string(),
  path: z.string(),
  size: z.number().int(),
  mime: z.string(),
  customer_id: z.number().int().nullable(),
  creator_user_id: z.number().int(),
  document_category: z.string().nullable(),
  is_on_file: z.boolean(),
  created_at: z.string(),
});
export type DocumentItem = z.infer<typeof documentSchema>;
export type DocumentCategory = (typeof documentCategories)[number];

const idField = z.coerce
  .number({ error: whenMissing(requiredMessage) })
  .int()
  .positive()
  .max(2_147_483_647);

/** POST .../documents/on-file (staff spec 7): a paper document kept at a location; no file. */
export const onFileBodySchema = z.object({
  categoryId: z
    .number({ error: whenMissing(requiredMessage) })
    .int()
    .refine((id) => documentCategoryById(id) !== undefined, customerDocumentMessages.invalidCategory),
  locationId: z
    .number({ error: whenMissing(requiredMessage) })
    .int()
    .positive()
    .max(2_147_483_647),
});
export type OnFileBody = z.infer<typeof onFileBodySchema>;

export const customerDocumentsQuerySchema = z.object({
  categoryId: idField.optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  perPage: z.coerce.number().int().positive().max(100).default(25),
});
export type CustomerDocumentsQuery = z.input<typeof customerDocumentsQuerySchema>;

export const customerDocumentSchema = documentSchema.extend({
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

export const customerDocumentsPageSchema = z.object({
  data: z.array(customerDocumentSchema),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type CustomerDocumentsPage = z.infer<typeof customerDocumentsPageSchema>;

/** The server-provided upload rules for the customer document uploader (staff spec 5). */
export const documentUploadOptionsSchema = z.object({
  extensions: z.array(z.string()),
  max_megabytes: z.number(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Staff: the locations an on-file document may be kept at (theirs); customers: none. */
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DocumentUploadOptions = z.infer<typeof documentUploadOptionsSchema>;

export const documentsWidgetQuerySchema = z.object({ customerId: idField.optional() });

/** Dashboard documents widget (staff spec 3): total, last_updated, data (id, display_name, created_at). */
export const documentsWidgetSchema = z.object({
  total: z.number().int(),
  last_updated: z.string().nullable(),
  data: z.array(
    z.object({ id: z.number().int(), display_name: z.string(), created_at: z.string(), is_on_file: z.boolean() }),
  ),
});
export type DocumentsWidget = z.infer<typeof documentsWidgetSchema>;
