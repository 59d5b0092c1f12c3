import { errorMessages } from '@portal/contracts';

export type FieldErrors = Record<string, string[]>;

/** The one error type services throw; the error handler turns it into the spec's body. */
export class AppError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503 | 507,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, errorMessages.unauthenticated);
export const forbidden = (message: string = errorMessages.forbidden) => new AppError(403, message);
export const notFound = (message: string = errorMessages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** A link or resource that existed and cannot be used any more (a used or expired emailed link). */
export const gone = (message: string) => new AppError(410, message);
export const tooLarge = (message: string = errorMessages.tooLarge) => new AppError(413, message);
/** The database cannot be reached right now; the error handler adds Retry-After. */
export const serviceUnavailable = () => new AppError(503, errorMessages.serviceUnavailable);
/** The disk or storage quota is full: nothing was kept; the error handler logs a warning. */
export const storageFull = () => new AppError(507, errorMessages.storageFull);
export const invalid = (errors: FieldErrors) => new AppError(422, firstMessage(errors), errors);

function firstMessage(errors: FieldErrors): string {
  const first = Object.values(errors)[0]?.[0];
  return first ?? errorMessages.validation;
}
