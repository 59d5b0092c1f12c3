/**
 * The contracts' validation messages (packages/contracts: the schemas' own texts and the shared error map's
 * sentences), keyed by a stable id. The English is the contracts' text exactly: a participant page shows a message in
 * its language by finding the English here (platform/i18n/validation.ts); staff pages show the English as it comes.
 */
const validation = {
  /** Whole messages, word for word. */
  messages: {
    required: 'This field is required.',
    givenDataInvalid: 'The given data was invalid.',
    selectedValueInvalid: 'The selected value is invalid.',
    // Job and education experiences (participant spec 5 and 8).
    startMonthWithYear: 'Start Month is required when Start Year is provided.',
    startYearWithMonth: 'Start Year is required when Start Month is provided.',
    endMonthNotCurrent: 'End Month is required when not a Current Role.',
    endYearNotCurrent: 'End Year is required when not a Current Role.',
    endDateNotCurrent: 'End Date is required when not a Current Role.',
    startInFuture: "Start Date can't be in the future.",
    endInFuture: "End Date can't be in the future.",
    endBeforeStart: 'End Date must be after Start Date.',
    accomplishmentRequired: 'At least one accomplishment is required.',
    // The resume editor.
    monthYear: 'Use the month and year, e.g. Jun/2021.',
    endMonthYear: 'Use the month and year, e.g. Jun/2021, or Present.',
    notAllowed: 'This field contains characters that are not allowed.',
    // Eligibility forms (forms spec 5 and 8).
    formRequired: 'Required field',
    invalidEmail: 'Invalid email format',
    phoneDigits: 'Phone number must have 10 digits',
    invalidNumber: 'Invalid number',
    phoneLimit: 'Limit reached. Please use the 10-digit version of the phone number.',
    addressRequired: 'Please, fill all Primary Address required fields',
    sexRequired: 'Please, select one of the values above',
    ssnFull: 'Enter the 9 digits of your SSN',
    ssnLastFour: 'Enter the last 4 digits of your SSN',
    firstNameMismatch: 'should match previously informed First Name',
    lastNameMismatch: 'should match previously informed Last Name',
    selfAttestationInvalid: 'Invalid Self-Attestation. Please, check your information!',
    // A date of birth.
    birthdateTooEarly: 'The date of birth must be 01/01/1900 or later.',
    birthdateInFuture: "The date of birth can't be in the future.",
    // Uploads.
    notUploaded: 'It was not possible to upload your file.',
    sizeMismatch: 'The file sent is not the size announced for it. Please try again.',
    uploadInProgress: 'This file is already being uploaded. Please wait for it to finish.',
  },
  /**
   * Sentences with a part that varies, most specific first (the first whose English matches wins). `field` is the
   * field's name as the error map writes it (see `fields`), `count` a number, `date` a MM/DD/YYYY day.
   */
  patterns: {
    ssnLimit: 'Limit reached. You can only use {{count}} characters in this field.',
    fieldRequired: 'The {{field}} field is required.',
    maxCharacters_one: 'The {{field}} may not be greater than {{count}} character.',
    maxCharacters_other: 'The {{field}} may not be greater than {{count}} characters.',
    maxItems_one: 'The {{field}} may not have more than {{count}} item.',
    maxItems_other: 'The {{field}} may not have more than {{count}} items.',
    exactCharacters_one: 'The {{field}} must be exactly {{count}} character.',
    exactCharacters_other: 'The {{field}} must be exactly {{count}} characters.',
    exactItems_one: 'The {{field}} must be exactly {{count}} item.',
    exactItems_other: 'The {{field}} must be exactly {{count}} items.',
    minCharacters_one: 'The {{field}} must be at least {{count}} character.',
    minCharacters_other: 'The {{field}} must be at least {{count}} characters.',
    minItems_one: 'The {{field}} must have at least {{count}} item.',
    minItems_other: 'The {{field}} must have at least {{count}} items.',
    dateOrLater: 'The {{field}} must be {{date}} or later.',
    dateNotLater: 'The {{field}} may not be later than {{date}}.',
    validEmail: 'The {{field}} must be a valid email address.',
    validUrl: 'The {{field}} must be a valid URL.',
    validDate: 'The {{field}} is not a valid date.',
    validTime: 'The {{field}} is not a valid time.',
    validUuid: 'The {{field}} must be a valid UUID.',
    formatInvalid: 'The {{field}} format is invalid.',
    mustBeText: 'The {{field}} must be a string.',
    mustBeNumber: 'The {{field}} must be a number.',
    mustBeInteger: 'The {{field}} must be an integer.',
    mustBeBoolean: 'The {{field}} must be true or false.',
    mustBeDate: 'The {{field}} must be a valid date.',
    mustBeList: 'The {{field}} must be a list.',
    mustBeFile: 'The {{field}} must be a file.',
    mustBeValidType: 'The {{field}} must be of a valid type.',
    multipleOf: 'The {{field}} must be a multiple of {{value}}.',
    atMost: 'The {{field}} may not be greater than {{value}}.',
    lessThan: 'The {{field}} must be less than {{value}}.',
    atLeast: 'The {{field}} must be at least {{value}}.',
    greaterThan: 'The {{field}} must be greater than {{value}}.',
    selectedInvalid: 'The selected {{field}} is invalid.',
    invalid: 'The {{field}} is invalid.',
    finishYearRange: 'The finish year must be between {{oldest}} and {{newest}}.',
  },
  /**
   * The names the error map gives the fields of the participant's forms (the last word of the field's path,
   * `start_year` → 'start year'), keyed with `_` for spaces. A name not listed stays as it comes.
   */
  fields: {
    title: 'title',
    company: 'company',
    description: 'description',
    accomplishments: 'accomplishments',
    start_month: 'start month',
    start_year: 'start year',
    end_month: 'end month',
    end_year: 'end year',
    start_date: 'start date',
    end_date: 'end date',
    is_current: 'is current',
    school: 'school',
    degree: 'degree',
    field_of_study: 'field of study',
    education_level: 'education level',
    name: 'name',
    first_name: 'first name',
    last_name: 'last name',
    email: 'email',
    phone: 'phone',
    city: 'city',
    state: 'state',
    zip: 'zip',
    address: 'address',
    objective: 'objective',
    summary: 'summary',
    position: 'position',
    location: 'location',
    start: 'start',
    end: 'end',
    jobs: 'jobs',
    educations: 'educations',
    file: 'file',
    file_name: 'file name',
    category_id: 'category id',
    date_of_birth: 'date of birth',
    note: 'note',
    job_title: 'job title',
    company_name: 'company name',
    employer: 'employer',
    finish: 'finish',
    finish_date: 'finish date',
    current_role: 'current role',
    institution_name: 'institution name',
    paper_size: 'paper size',
    language: 'language',
  },
};
export default validation;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    validation: typeof validation;
  }
}
