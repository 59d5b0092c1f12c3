/**
 * The participant's side of the eligibility forms (/customer-portal/forms): the list, the form screen's chrome, its
 * buttons, toasts and messages (forms spec 2, 5, 8: the contracts' formMessages, word for word). A form definition's
 * own texts (its names, descriptions, sections, questions and options) are the board's data and show as written.
 * Staff filling a form for a customer see the same screens in English.
 */
const forms = {
  heading: 'Forms',
  loadWhat: 'the forms',
  noForms: 'No forms are available yet.',
  complete: 'Complete',
  incomplete: 'Incomplete',
  start: 'Start',
  unexpected: 'An unexpected error occurred.',
  loadFailedTitle: 'Failed loading form',
  loadFailedText: 'An unexpected error occurred while loading the form. Please try again later.',
  backToForms: 'Back to Forms',
  noSteps: 'This form has no steps yet.',
  saving: 'Saving',
  stepsTitle: '{{name}} Steps',
  steps: 'Steps',
  hasErrorsIn: 'The Form contains errors: please check the answers in {{section}}.',
  stepsMissing: 'Steps Missing Answers:',
  submitForm: 'Submit Form',
  answered: '{{section}}: {{progress}}% answered',
  status: { complete: 'complete', invalid: 'has errors', default: 'not checked' },
  noComponent: 'no Component',
  formHasErrors: 'The Form contains errors',
  selfAttestationInvalid: 'Invalid Self-Attestation. Please, check your information!',
  saved: 'Saved!',
  saveFailed: 'An error occurred while saving!',
  leave: 'You have unsaved changes. Do you really want to leave this form?',
  upload: {
    completed: 'Uploaded Completed',
    failedTitle: 'Uploaded Failed',
    fileFailed: 'File {{name}} upload failed',
    tooBig: 'File {{name}} size is too big. Maximum allowed size is {{size}}MB',
    queued: 'Queued',
    uploading: 'Uploading...',
    done: 'Uploaded',
    failed: 'Failed',
    fileStatus: '{{name}}: {{status}}',
    retry: 'Retry',
    uploadedFiles: 'Uploaded files for {{label}}',
    document: 'Document {{id}}',
    remove: 'Remove {{name}}',
  },
};
export default forms;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    forms: typeof forms;
  }
}
