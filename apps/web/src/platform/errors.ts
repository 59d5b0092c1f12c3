import { errorMessages, toastCatalogue } from '@portal/contracts';
import type { ReactNode } from 'react';
import { ApiError } from './api';
import { serverErrorsToFormErrors } from './forms';
import { translateValidationMessage } from './i18n/validation';
import { showErrorToast as showToast } from './toasts';

/** The part of a @mantine/form form the handler needs. */
export interface FormErrorTarget {
  setErrors: (errors: Record<string, ReactNode>) => void;
}

export interface HandleApiErrorOptions {
  /** With a form, a 422 fills its fields instead of showing toasts. */
  form?: FormErrorTarget;
  /** Server field name → form field name (e.g. `jobServerFieldToFormField`); identity when omitted. */
  fieldMap?: Readonly<Record<string, string>>;
}

const errorTitle = 'Error';

/**
 * Every toast of the handlers in the language shown: the server's message is already (ApiError), the handler's own
 * titles and texts are translated here (the validation catalogue knows them): a Spanish participant page shows no
 * English.
 */
function showErrorToast(message: string, title?: string): void {
  showToast(translateValidationMessage(message), title === undefined ? undefined : translateValidationMessage(title));
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The central error handler (participant spec 8): one toast per failure, worded by status.
 * 403 'Forbidden'; 404 'Error' / 'Page not found!'; 409 'Error' + server message; 413 'Too Large'; 422 fills the form's
 * fields (first message each) or toasts 'field: message'; a failure without an HTTP answer 'An unexpected error occurred.'
 */
export function handleApiError(error: unknown, options: HandleApiErrorOptions = {}): void {
  if (isAbort(error)) return;
  if (!(error instanceof ApiError)) {
    showErrorToast(toastCatalogue.unexpected);
    return;
  }
  const message = error.body?.message || undefined;
  switch (error.status) {
    case 403:
      showErrorToast(message ?? errorMessages.forbidden, toastCatalogue.forbiddenTitle);
      return;
    case 404:
      showErrorToast(toastCatalogue.notFoundText, toastCatalogue.notFoundTitle);
      return;
    case 409:
      showErrorToast(message ?? toastCatalogue.unexpected, toastCatalogue.conflictTitle);
      return;
    case 413:
      showErrorToast(message ?? errorMessages.tooLarge, toastCatalogue.tooLargeTitle);
      return;
    case 422:
      handleValidationError(error, options);
      return;
    case 401:
      // Not in the spec's table: the session ended, and the app sends the user to the login page instead.
      return;
    default:
      // 429, 5xx: not in the spec's table; the server's message, else the generic text.
      showErrorToast(message ?? toastCatalogue.unexpected, errorTitle);
  }
}

function handleValidationError(error: ApiError, { form, fieldMap }: HandleApiErrorOptions): void {
  const errors = error.body?.errors;
  if (!errors || Object.keys(errors).length === 0) {
    showErrorToast(error.body?.message || errorMessages.validation);
    return;
  }
  if (!form) {
    for (const [field, messages] of Object.entries(errors)) {
      if (messages[0] !== undefined) showToast(`${field}: ${translateValidationMessage(messages[0])}`);
    }
    return;
  }
  const { formErrors, unmapped } = serverErrorsToFormErrors(errors, fieldMap);
  form.setErrors(formErrors);
  for (const [field, message] of unmapped) showToast(`${field}: ${message}`);
}

/**
 * Save failures of the job and education forms (participant spec 8): 422 fills the fields, 403 shows the status text,
 * any other status 'Internal Error ({status})'; a failure without an HTTP answer goes to the central handler.
 */
export function handleFormSaveError(error: unknown, form: FormErrorTarget, fieldMap: Readonly<Record<string, string>>) {
  if (!(error instanceof ApiError)) {
    handleApiError(error);
    return;
  }
  if (error.status === 422) handleApiError(error, { form, fieldMap });
  else if (error.status === 403) showErrorToast(error.statusText || toastCatalogue.forbiddenTitle);
  else showErrorToast(internalErrorMessage(error.status));
}

export const internalErrorMessage = (status: number) => `Internal Error (${status})`;
