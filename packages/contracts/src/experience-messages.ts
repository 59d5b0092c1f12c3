import { requiredMessage } from './errors.ts';

/** Participant spec 5 and 8, word for word. */
export const experienceMessages = {
  required: requiredMessage,
  startMonthWithYear: 'Start Month is required when Start Year is provided.',
  startYearWithMonth: 'Start Year is required when Start Month is provided.',
  endMonthNotCurrent: 'End Month is required when not a Current Role.',
  endYearNotCurrent: 'End Year is required when not a Current Role.',
  endDateNotCurrent: 'End Date is required when not a Current Role.',
  startInFuture: "Start Date can't be in the future.",
  endInFuture: "End Date can't be in the future.",
  endBeforeStart: 'End Date must be after Start Date.',
  accomplishmentRequired: 'At least one accomplishment is required.',
  invalidEducationLevel: 'The selected education level is invalid.',
  jobCreated: 'Your job experience has been created',
  jobUpdated: 'Your job experience has been updated',
  jobDeleted: 'Job experience deleted successfully.',
  educationCreated: 'Education experience created successfully',
  educationUpdated: 'Education experience updated successfully',
  educationDeleted: 'Education experience deleted successfully.',
  confirmTitle: 'Confirm Deletion?',
  confirmJobText: 'You are about to delete a job experience, this action can not be undone. Do you wish to continue?',
  confirmEducationText:
    'You are about to delete an education experience, this action can not be undone. Do you wish to continue?',
  /** The profile page's simple tables (participant spec 8); the My Career dialogs ask with confirmJobText and the like. */
  confirmItemText: 'Are you sure you wish to delete this item?',
  confirmCancel: 'No, Cancel',
  confirmDelete: 'Yes, Delete',
  emptyJobs: 'No records for Job Experiences',
  emptyEducation: 'No records for Educational Experiences',
  emptyAccomplishments: 'No accomplishments',
} as const;

export const experienceLimits = {
  text: 255,
  description: 5000,
  accomplishment: 1000,
  accomplishments: 50,
  jobYearsBack: 60,
  educationYearsAhead: 5,
  educationYearsBack: 60,
} as const;
