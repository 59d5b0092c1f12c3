// The plain values of forms.ts (question controls, limits, texts), kept apart from its Zod schemas (forms.ts re-exports
// them) so a page that needs only these does not load Zod (#30).
import { earliestDate } from './dates-constants.ts';

export const questionControls = [
  'link',
  'hr',
  'section_subgroup',
  'section_subgroup_4',
  'multi_select',
  'multi_checkbox',
  'checkbox',
  'radio',
  'select',
  'file_upload',
  'phone',
  'email',
  'number',
  'date',
  'textarea',
  'text',
  'time-tracking-table',
  'component',
] as const;
export type QuestionControl = (typeof questionControls)[number];

export const questionComponents = [
  'primary-phone',
  'social-security-number',
  'current-email',
  'customer-primary-address',
  'races',
  'self-attestation',
  'tanf',
  'are-you-working',
  'onet-job-title',
  'zip-code',
  'birth-assigned-sex',
] as const;
export type QuestionComponent = (typeof questionComponents)[number];

/** Controls that only lay the form out and carry no answer. */
export const displayOnlyControls = ['link', 'hr', 'section_subgroup', 'section_subgroup_4'] as const;
/** Controls whose question must list its options. */
export const optionControls = ['multi_select', 'multi_checkbox', 'radio', 'select'] as const;

/** Spec 9 and 3. */
export const formConstants = {
  phoneDigits: 10,
  ssnDigits: 9,
  ssnMaskedLength: 11,
  ssnLastFourDigits: 4,
  addressFieldMax: 255,
  stateLength: 2,
  zipMin: 1,
  zipMax: 10,
  zipComponentMin: 5,
  zipComponentMax: 9,
  dateMinimum: earliestDate,
  hoursMin: 0,
  hoursMax: 24,
  timeTrackingRows: 7,
  exclusiveRaceId: 13,
  selfAttestationQuestionId: 999_999_999,
  /** The answer key of the appended self-attestation step. */
  selfAttestationIdentifier: 'self_attestation',
  selfAttestationNameMax: 255,
  uploadStartDelayMs: 3000,
  uploadTooBigDelayMs: 700,
  toastAutoCloseMs: 5000,
  redirectAfterSaveMs: 3000,
  searchDebounceMs: 500,
  phoneMask: '(999) 999-9999',
  ssnMask: '999-99-9999',
  neverEmployedValue: 0,
} as const;

export const timeTrackingDays = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'] as const;

export const sexValues = ['male', 'female', 'did_not_identify'] as const;
export const sexLabels: Record<(typeof sexValues)[number], string> = {
  male: 'Male',
  female: 'Female',
  did_not_identify: 'Prefer not to answer',
};

/** Spec 4: working-status values revealed by the are-you-working answer. */
export const workingStatusOptions = {
  working: ['yes_employed', 'yes_employed_with_termination_notice', 'military_transitioning_service_member'],
  notWorking: [
    'not_employed_not_actively_seeking',
    'in_jail_or_prison',
    'not_employed_actively_seeking',
    'laid_off_actively_seeking',
    'was_self_employed_now_unemployed',
    'not_employed_due_to_military_spouse',
    'previously_dependent_on_a_family_member',
    'dependent_on_someone_in_military',
    'no_selection',
  ],
} as const;

/** Spec 5 and 8, word for word. */
export const formMessages = {
  required: 'Required field',
  invalidEmail: 'Invalid email format',
  phoneDigits: 'Phone number must have 10 digits',
  invalidNumber: 'Invalid number',
  phoneLimit: 'Limit reached. Please use the 10-digit version of the phone number.',
  addressRequired: 'Please, fill all Primary Address required fields',
  sexRequired: 'Please, select one of the values above',
  ssnFull: 'Enter the 9 digits of your SSN',
  ssnLastFour: 'Enter the last 4 digits of your SSN',
  ssnLimit: (n: number) => `Limit reached. You can only use ${n} characters in this field.`,
  firstNameMismatch: 'should match previously informed First Name',
  lastNameMismatch: 'should match previously informed Last Name',
  selfAttestationInvalid: 'Invalid Self-Attestation. Please, check your information!',
  stepsMissing: 'Steps Missing Answers:',
  noComponent: 'no Component',
  loadFailedTitle: 'Failed loading form',
  loadFailedText: 'An unexpected error occurred while loading the form. Please try again later.',
  saved: 'Saved!',
  saveFailed: 'An error occurred while saving!',
  formHasErrors: 'The Form contains errors',
  uploadCompleted: 'Uploaded Completed',
  uploadFailedTitle: 'Uploaded Failed',
  fileTooBig: (name: string, megabytes: number) =>
    `File ${name} size is too big. Maximum allowed size is ${megabytes}MB`,
  fileUploadFailed: (name: string) => `File ${name} upload failed`,
  noCustomerId: 'No customer ID found',
  failedToUpload: 'Failed to upload file',
  nothingFound: 'Nothing found.',
  startSearching: 'Start searching...',
  searching: 'Searching',
  loadingOptions: 'Loading options...',
  racesLoadFailed: 'There was a problem loading options. Refresh the page to try again.',
  incomplete: 'Incomplete',
  complete: 'Complete',
  formsHeading: 'Forms',
  submitForm: 'Submit Form',
  steps: 'Steps',
} as const;

/** Messages for a definition that cannot be saved (ours; the spec gives none). */
export const formDefinitionMessages = {
  duplicateIdentifier: (identifier: string) => `The question identifier "${identifier}" is used more than once.`,
  componentRequired: 'A question with the control "component" must name its component.',
  componentNotAllowed: 'Only a question with the control "component" may name a component.',
  optionsRequired: (control: string) => `A ${control} question must list at least one option.`,
  duplicateOption: (value: string) => `The option value "${value}" is used more than once.`,
  duplicateSection: (key: string) => `The section key "${key}" is used more than once.`,
  noSections: 'A form needs at least one section.',
  invalidJson: 'The file is not valid JSON.',
  formatUnknown: 'This is not a form definition exported by the portal.',
  nameTaken: 'A form with this short name already exists.',
  secretQuestionChanged: (identifier: string) =>
    `The question "${identifier}" holds encrypted Social Security Numbers; it must stay a social-security-number component question.`,
} as const;
