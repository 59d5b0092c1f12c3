// The plain values and helpers of documents.ts (paths, texts, limits, formatting), kept apart from its Zod schemas
// (documents.ts re-exports them) so a page that needs only these does not load Zod (#30).

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
  invalidLink: 'This upload link is invalid or has expired.',
} as const;

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

/** How many recent documents the widget lists. */
export const documentsWidgetSize = 5;

export { customerDocumentPath, customerDocumentPaths } from './documents-paths-constants.ts';

export type DownloadProblem = (typeof downloadProblems)[number];
export type UploadPurpose = keyof typeof uploadPurposes;
