/** The service log form's and tracker's words (staff spec 3 to 7; forms spec 2, 4, 7) and their limits. */

export const serviceTrackerMessages = {
  customerRequired: (term: string) => `You must select a "${term}"`,
  groupRequired: 'You must select at a "Group".',
  locationRequired: 'You must select at least one "Location".',
  userRequired: 'You must select at least one "User".',
  contactTypeRequired: 'You must select at least one "Contact type".',
  titleRequired: 'You must give a "Title/Purpose".',
  invalidDate: 'You must select a valid date',
  backDays: (days: number) => `must be within the past ${days} days or a future date`,
  /** Ours, in the back-days message's style: the ceiling of a service date (dates.ts serviceDaysAhead). */
  daysAhead: (days: number) => `must be no more than ${days} days ahead`,
  endBeforeStart: '"End at (Date)" must be the same as or after the "Start at" date.',
  serviceLengthRequired: 'You must select a "Service Length".',
  minutesRequired: 'You must provide "Minutes spend in Single Day".',
  noteRequired: '"Notes" is required.',
  serviceTypeRequired: 'You must select at least one "Service type".',
  serviceRequired: 'You must select at least one "Service".',
  deleteConfirm: 'You are about to delete this log. Click to confirm',
  /** Written in the spec's style (the performance record's creator rule, spec 6). */
  notCreator: 'You are not the creator',
  editWindowPassed: (days: number) => `This log can only be edited within ${days} days of its creation.`,
  deleteWindowPassed: (minutes: number) => `This log can only be deleted within ${minutes} minutes of its creation.`,
  enrollConfirm: 'This service enrolls the customer in the chosen program(s). Please confirm.',
  /** Ours: the confirm control's label and the field error when a save that enrols was not confirmed. */
  enrollConfirmLabel: (programs: string) => `I confirm the enrollment in ${programs}`,
  enrollConfirmRequired: 'You must confirm the enrollment in the chosen program(s).',
  singleDayEnd: 'A single-day service ends on its start date.',
  notEligible: 'The customer is not eligible for this program.',
  serviceNotOfType: 'The service does not belong to the chosen "Service type".',
  programNotOfService: 'The program is not offered with the chosen "Service".',
  groupNoEnrollment: 'An enrollment service can only be logged for a customer.',
  locationNotYours: 'You may not log services at this location.',
  saved: 'Service log saved',
  noLogs: 'No service logs found',
  logsFailed: 'the service logs',
} as const;

export const serviceTrackerLimits = {
  title: 255,
  note: 10_000,
  /** Logs per timeline page (forms spec: loads more on scroll). */
  perPage: 20,
  /** Services chosen together (multi-select). */
  services: 20,
  programs: 20,
  professionals: 20,
  minutes: 24 * 60,
} as const;
