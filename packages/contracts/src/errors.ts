import { z } from 'zod';

export { requestErrorMessages } from './request-errors-constants.ts';

/** The body of every error answer: 422 adds `errors`, the others carry only `message`. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorMessages = {
  validation: 'The given data was invalid.',
  unauthenticated: 'Unauthenticated.',
  forbidden: "You don't have permission to access this resource",
  notFound: 'Not Found',
  tooLarge: 'The file being transferred is larger than the allowed sizes',
  tooManyRequests: 'Too many attempts. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
  csrfMismatch: 'CSRF token mismatch.',
  serverError: 'Server Error',
  /** 507: the disk or storage quota is full (ours; the spec has no text for it). */
  storageFull: 'The file could not be saved because the storage space is full. Please try again later.',
} as const;

/** Titles and texts the browser's central handler shows, by status (participant spec 8). */
export const toastCatalogue = {
  forbiddenTitle: 'Forbidden',
  notFoundTitle: 'Error',
  notFoundText: 'Page not found!',
  conflictTitle: 'Error',
  tooLargeTitle: 'Too Large',
  unexpected: 'An unexpected error occurred.',
} as const;

export const requiredMessage = 'This field is required.';

/**
 * A list, search or panel whose data failed to load, in the words of the spec's My Career panel ('There was a problem
 * loading your recommended opportunities.' / 'Refresh the page to try again.' with a Refresh button).
 */
export const loadFailureTexts = {
  problemLoading: (what: string) => `There was a problem loading ${what}.`,
  refreshHint: 'Refresh the page to try again.',
  refresh: 'Refresh',
} as const;
