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
  /** Funding invoices (forms spec 5). */
  invoice: ['doc', 'docx', 'jpeg', 'jpg', 'pdf', 'png', 'csv', 'xls', 'xlsx'],
} as const;
export type UploadPurpose = keyof typeof uploadPurposes;

/** Purposes with a fixed size limit of their own; the others follow the allowed_maximum_upload_size setting. */
export const uploadPurposeMaxMegabytes: Partial<Record<UploadPurpose, number>> = { employer_document: 25 };

/** How the upload messages name a file type to a person. */
const fileKindNames: Record<string, string> = {
  pdf: 'a PDF file',
  png: 'a PNG image',
  jpg: 'a JPEG image',
  jpeg: 'a JPEG image',
  bmp: 'a BMP image',
  webp: 'a WebP image',
  doc: 'a Word document',
  docx: 'a Word document',
  xls: 'an Excel workbook',
  xlsx: 'an Excel workbook',
  csv: 'a CSV text file',
  txt: 'a plain text file',
};

export const uploadMessages = {
  wrongType: (allowed: readonly string[]) => `The file must be one of the following types: ${allowed.join(', ')}`,
  /** The bytes are not what the name's extension says (a PNG named .pdf): names the file and the type it claims. */
  contentMismatch: (fileName: string, extension: string) =>
    `${fileName} is not ${fileKindNames[extension] ?? `a .${extension} file`}: its content does not match its .${extension} extension.`,
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

export const documentPaths = {
  signedUrl: '/internal-api/uploads/signed-url',
  upload: '/internal-api/uploads',
  documents: '/internal-api/documents',
  download: (id: number) => `/documents/${id}/download`,
  /**
   * The portal page a browser lands on when a download cannot be served (problem set), or that starts the download
   * (no problem): the participant spec's /customer-portal/documents/{id}/download, and its staff twin.
   */
  downloadPage: (portal: 'customer' | 'staff', id: number, problem?: DownloadProblem) => {
    const page = portal === 'customer' ? `/customer-portal/documents/${id}/download` : `/document-download/${id}`;
    return problem ? `${page}?problem=${problem}` : page;
  },
} as const;

/** Why a download could not be served, as the download page explains it. */
export const downloadProblems = ['not-found', 'forbidden', 'on-file'] as const;
export type DownloadProblem = (typeof downloadProblems)[number];

/** The download page's texts (ours; the spec shows a raw error body). */
export const downloadPageMessages = {
  title: 'Document not available',
  problems: {
    'not-found': 'This document could not be found. It may have been deleted.',
    forbidden: "You don't have permission to access this resource",
    'on-file': 'This document is on file: it is kept on paper at a location, so there is no file to download.',
  } satisfies Record<DownloadProblem, string>,
  startingTitle: 'Downloading your document',
  starting: 'Your download should start in a moment.',
  retry: 'Download it again',
  backToDocuments: 'Back to My Documents',
  home: 'Go to the home page',
} as const;

/**
 * Customer documents (staff spec 2.11, 3, 5, 7, 8; participant spec /customer-portal/documents). The categories are
 * not shown in the spec: this list is ours (docs/spec-decisions.md); a document keeps the category's name.
 */
export const documentCategories = [
  { id: 1, name: 'Identification' },
  { id: 2, name: 'Proof of Address' },
  { id: 3, name: 'Proof of Income' },
  { id: 4, name: 'Selective Service Registration' },
  { id: 5, name: 'Education and Credentials' },
  { id: 6, name: 'Employment Verification' },
  { id: 7, name: 'Resume' },
  { id: 8, name: 'Other' },
] as const;
export type DocumentCategory = (typeof documentCategories)[number];
export const documentCategoryById = (id: number) => documentCategories.find((category) => category.id === id);

export const customerDocumentMessages = {
  uploaded: uploadMessages.uploaded,
  deleted: 'Document deleted successfully.',
  unexpected: 'An unexpected error occurred while uploading.',
  uploadFailed: 'An error occurred while uploading the file.',
  /** Only logged (staff spec 8). */
  noUploadName: 'Unable to obtain upload file name.',
  wrongType: uploadMessages.wrongType,
  emptyTitle: 'No documents found',
  emptyCustomer: 'Use the Upload Documents button to get started.',
  loadFailed: 'The documents could not be loaded.',
  deleteFailed: 'The document could not be deleted.',
  invalidCategory: 'The selected category id is invalid.',
  invalidLocation: 'The selected location id is invalid.',
  onFileLabel: 'Document is on file',
} as const;

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

/** How many recent documents the widget lists. */
export const documentsWidgetSize = 5;

export const customerDocumentPaths = {
  uploadOptions: '/internal-api/documents/upload-options',
  /** GET (?categoryId, page, perPage): a customer's documents, for staff. */
  customerDocuments: '/internal-api/customers/:customerId/documents',
  onFile: '/internal-api/customers/:customerId/documents/on-file',
  /** GET: the signed-in customer's own documents. */
  mine: '/internal-api/customer-portal/documents',
  widget: '/internal-api/dashboard/widget/documents',
  customerPage: '/customer-portal/documents',
} as const;

export const customerDocumentPath = (path: string, customerId: number) =>
  path.replace(':customerId', String(customerId));
