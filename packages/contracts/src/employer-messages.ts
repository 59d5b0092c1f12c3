import { earliestDate, formatUsDate } from './dates-constants.ts';

/** The spec's words (staff spec 2.11, 2.12, 5, 8); entries marked "ours" follow their style. */
export const employerMessages = {
  companyNameRequired: 'Company name is required',
  feinLength: 'FEIN should be exactly 9 characters',
  feinDigits: 'FEIN must be only digits',
  websiteRequired: 'Website is required',
  websiteInvalid: 'Website must be valid url',
  selectOption: 'Please select an option',
  phoneInvalid: 'Please enter a valid phone number',
  /** Ours. */
  zipInvalid: 'Please enter a valid zip code',
  /** Ours. */
  stateInvalid: 'Please select a state',
  emailInvalid: 'Email must be a valid one',
  emailInUse: 'Email already in use. Please enter a different email address.',
  serviceTypeRequired: 'Service type is required',
  serviceRequired: 'Service is required',
  serviceLocationRequired: 'Location is required',
  notesRequired: 'Notes field is required',
  startDateRequired: 'Start date is required',
  /**
   * Ours: the spec's 0001-01-01 through 2999-12-12 is replaced by the bounds of a service date (dates.ts
   * dateBounds.service: 01/01/1900 up to serviceDaysAhead days from today; docs/spec-decisions.md).
   */
  startDateRange: (max: string) => `Start date must be between ${formatUsDate(earliestDate)} and ${formatUsDate(max)}`,
  /** Ours: a service's type must match the chosen service type. */
  serviceNotOfType: 'The selected service does not belong to the selected service type.',
  /** Ours: the location must be one of this employer's. */
  locationNotOfEmployer: 'The selected location does not belong to this employer.',
  /** Ours: the account originator is the creator's location, so a creator needs one. */
  noOriginatorLocation: 'Your account has no location, so it cannot create employer records.',
  fetchFailed: 'Failed to fetch employer records',
  addFailed: 'Something went wrong during adding employer',
  updateFailed: 'Something went wrong during updating employer',
  /** Ours, in the style of the spec's location texts. */
  deleteFailed: 'Something went wrong during deleting employer',
  /** Ours. */
  added: 'Employer added successfully',
  /** Ours. */
  updated: 'Employer updated successfully',
  /** Ours. */
  deleted: 'Employer deleted successfully',
  locationAdded: 'Employer location added successfully',
  locationUpdated: 'Employer location updated successfully',
  locationDeleted: 'Employer location deleted successfully',
  locationAddFailed: 'Something went wrong during adding employer locations',
  locationUpdateFailed: 'Something went wrong during updating employer locations',
  locationDeleteFailed: 'Something went wrong during deleting employer locations',
  locationsFetchFailed: 'There was a problem fetching employer locations',
  /** Ours. */
  userAdded: 'User added successfully',
  /** Ours. */
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  /** Ours. */
  userDeleteFailed: 'Something went wrong during deleting the user',
  /** Ours. */
  usersFetchFailed: 'There was a problem fetching location users',
  serviceTypesFetchFailed: 'There was a problem fetching employer service types',
  servicesFetchFailed: 'There was a problem fetching employer services',
  servicesProvidedFetchFailed: 'There was a problem fetching employer service provided',
  serviceProvidedAdded: 'Service providers added successfully',
  serviceProvidedAddFailed: 'There was a problem adding service providers',
  serviceProvidedDeleted: 'Service providers deleted successfully',
  serviceProvidedDeleteFailed: 'There was a problem deleting employer service provided',
  documentsEmptyTitle: 'No documents found',
  documentsEmptyText: 'Use the Upload Documents button to get started.',
  documentTooBig: (fileName: string) => `${fileName} is too big (max: 25MB)`,
  documentDeleted: 'Document deleted successfully.',
  documentsUploaded: 'Document(s) uploaded successfully.',
  uploadFailed: 'An unexpected error occurred while uploading.',
  /** Ours. */
  documentsFetchFailed: 'There was a problem fetching employer documents',
  noData: 'No data available to show',
  noRecords: 'No records found',
  /** Ours. */
  documentDeleteFailed: 'Something went wrong during deleting the document',
  confirmDelete: (what: 'employer' | 'location' | 'user' | 'service provider' | 'job post' | 'document') =>
    `Do you really want to delete this ${what}?`,
} as const;
