import { z } from 'zod';

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
  csrfMismatch: 'CSRF token mismatch.',
  serverError: 'Server Error',
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
