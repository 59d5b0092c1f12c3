/**
 * My Documents (/customer-portal/documents), the documents widget and list, the uploader and the download page; the
 * staff record shows the same components in English. Category and location names are the board's data, as they come.
 */
const documents = {
  myDocuments: 'My Documents',
  uploadDocuments: 'Upload Documents',
  yourDocuments: 'Your documents',
  widgetTitle: 'Documents',
  count_one: 'document',
  count_other: 'documents',
  lastUpdated: 'Last updated {{date}}',
  loading: 'Loading…',
  loadWhat: 'the documents',
  uploadOptionsWhat: 'the upload options',
  table: {
    label: 'Documents',
    document: 'Document',
    category: 'Category',
    added: 'Added',
    actions: 'Actions',
  },
  delete: 'Delete',
  deleteName: 'Delete {{name}}',
  deleteTitle: 'Delete document',
  deleteQuestion: 'Delete {{name}}?',
  thisDocument: 'this document',
  deleted: 'Document deleted successfully.',
  deleteFailed: 'The document could not be deleted.',
  emptyTitle: 'No documents found',
  emptyCustomer: 'Use the Upload Documents button to get started.',
  onFile: 'On file',
  onFileAt: 'On file at {{location}}',
  uploader: {
    category: 'Category',
    selectCategory: 'Select a category',
    location: 'Location',
    selectLocation: 'Select a location',
    files: 'Files',
    clearFiles: 'Clear files',
    filesHint: '{{extensions}}; up to {{size}}MB each',
    uploading: 'Uploading… {{percent}}%',
    upload: 'Upload',
    save: 'Save',
    uploaded: 'Document(s) uploaded successfully.',
    unexpected: 'An unexpected error occurred while uploading.',
    uploadFailed: 'An error occurred while uploading the file.',
    onFileLabel: 'Document is on file',
  },
  download: {
    title: 'Document not available',
    problems: {
      'not-found': 'This document could not be found. It may have been deleted.',
      forbidden: "You don't have permission to access this resource",
      'on-file': 'This document is on file: it is kept on paper at a location, so there is no file to download.',
    },
    startingTitle: 'Downloading your document',
    starting: 'Your download should start in a moment.',
    retry: 'Download it again',
    backToDocuments: 'Back to My Documents',
    home: 'Go to the home page',
  },
};
export default documents;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    documents: typeof documents;
  }
}
