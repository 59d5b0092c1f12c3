import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { whenMissing } from './validation-messages.ts';

/**
 * What an upload is for decides which extensions it may carry (staff spec 5).
 * The server checks the extension and the file's magic bytes against this list.
 */
export const uploadPurposes = {
  evidence: ['doc', 'docx', 'jpeg', 'jpg', 'pdf', 'csv', 'xls', 'xlsx'],
  avatar: ['png', 'jpeg', 'jpg', 'bmp', 'webp'],
  document: ['doc', 'docx', 'jpeg', 'jpg', 'png', 'pdf', 'csv', 'xls', 'xlsx', 'txt'],
  /** Employer documents (staff spec 2.11): the document types, up to uploadPurposeMaxMegabytes each. */
  employer_document: ['doc', 'docx', 'jpeg', 'jpg', 'png', 'pdf', 'csv', 'xls', 'xlsx', 'txt'],
} as const;
export type UploadPurpose = keyof typeof uploadPurposes;

/** Purposes with a fixed size limit of their own; the others follow the allowed_maximum_upload_size setting. */
export const uploadPurposeMaxMegabytes: Partial<Record<UploadPurpose, number>> = { employer_document: 25 };

export const uploadMessages = {
  wrongType: (allowed: readonly string[]) => `The file must be one of the following types: ${allowed.join(', ')}`,
  contentMismatch: 'The file contents do not match its extension.',
  tooLarge: (megabytes: number) => `The maximum file size allowed is ${megabytes}MB`,
  notUploaded: 'It was not possible to upload your file.',
  sizeMismatch: 'The file sent is not the size announced for it. Please try again.',
  uploadInProgress: 'This file is already being uploaded. Please wait for it to finish.',
  uploaded: 'Document(s) uploaded successfully.',
} as const;

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

export const documentPaths = {
  signedUrl: '/internal-api/uploads/signed-url',
  upload: '/internal-api/uploads',
  documents: '/internal-api/documents',
  download: (id: number) => `/documents/${id}/download`,
} as const;
