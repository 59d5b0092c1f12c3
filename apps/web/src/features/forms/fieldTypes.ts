import type { FormQuestion, LoadedForm } from '@portal/contracts';
import type { NotificationData } from '@mantine/notifications';
import type { FormTarget } from './api';

/** What every question field knows beyond its own question: the form, for whom it is filled, the form's toasts. */
export interface FieldContext {
  form: LoadedForm;
  target: FormTarget;
  /** Shows a toast in the form-builder container (5000 ms). */
  toast: (notification: NotificationData) => void;
}

export interface FieldProps<T = unknown> {
  question: FormQuestion;
  value: T | null | undefined;
  /** A value, or a function of the answer as it is when the change lands (uploads finish later). */
  onChange: (value: T | null | ((current: T | null | undefined) => T | null)) => void;
  /** The first message for the question itself. */
  error?: string;
  /** The first message for a part of a compound answer (`identifier.field`). */
  fieldError: (field: string) => string | undefined;
  ctx: FieldContext;
}

/** The props Mantine inputs share for a question: label, description, asterisk, error, read-only. */
export function inputProps(question: FormQuestion, error?: string) {
  return {
    label: question.text,
    description: question.description ?? undefined,
    withAsterisk: question.required,
    error,
    readOnly: question.readonly,
  };
}
