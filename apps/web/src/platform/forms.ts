import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { schemaResolver } from '@mantine/form';
import { toastCatalogue } from '@portal/contracts';
import { useEffect, type FormEvent } from 'react';
import { translateFormErrors, translateValidationMessage } from './i18n/validation';
import { showErrorToast } from './toasts';

/**
 * The shared contract schema as a @mantine/form validator. Mantine 9's `schemaResolver` takes any Standard Schema
 * (Zod 4 is one) and keeps the first issue per field path, so no hand-written Zod resolver is needed. Its messages are
 * the contracts' English, shown in the participant's language on their pages (platform/i18n/validation.ts).
 */
export function schemaValidator(schema: Parameters<typeof schemaResolver>[0]) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown) => translateFormErrors(resolve(values));
}

/** A Standard Schema (a contract's Zod schema) as @mantine/form takes it. */
export type FormSchema = Parameters<typeof schemaResolver>[0];
type Schema = FormSchema;

/** A contract schema fetched after the page's first paint (laterSchema). */
export interface LaterSchema<S extends Schema = Schema> {
  /** Fetches the schema (once; again after a failure). */
  ready: () => Promise<void>;
  /** The schema once fetched (inside a submitChecked handler it is there). */
  loaded: () => S | undefined;
  /** useForm's `validate`: the schema's errors, or none while the schema is not there yet (a submit waits for it). */
  validate: (values: unknown) => FormErrors;
}

/**
 * The shared contract schema of a form, fetched after the page paints instead of with it (Zod is about 26 KiB gzip,
 * issue #30): the browser and the server still check with the one schema from packages/contracts. Declare it beside
 * the page (`const schema = laterSchema(() => import('@portal/contracts/x').then((m) => m.xSchema))`), start it with
 * useLaterSchema, and submit with submitChecked, which waits for it before validating.
 */
export function laterSchema<S extends Schema>(load: () => Promise<S>): LaterSchema<S> {
  let validator: ((values: unknown) => FormErrors) | undefined;
  let current: S | undefined;
  let pending: Promise<void> | undefined;
  return {
    loaded: () => current,
    ready: () =>
      (pending ??= load().then(
        (schema) => {
          current = schema;
          validator = schemaValidator(schema);
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    validate: (values) => (validator ? validator(values) : {}),
  };
}

/** Starts fetching the form's schema once the page has painted. */
export function useLaterSchema(schema: LaterSchema<Schema>): void {
  useEffect(() => {
    void schema.ready().catch(() => undefined);
  }, [schema]);
}

/**
 * `form.onSubmit(handler)` once the schema is there: validates with it and calls `handler` with valid values, as
 * Mantine's onSubmit does. If the schema's code cannot be fetched, says so in a toast and sends nothing.
 */
export function submitChecked<Values extends Record<string, unknown>>(
  schema: LaterSchema<Schema>,
  form: UseFormReturnType<Values>,
  handler: (values: Values) => void,
) {
  return (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    schema.ready().then(
      () => form.onSubmit((values) => handler(values))(),
      () => showErrorToast(toastCatalogue.unexpected),
    );
  };
}

/**
 * submitChecked for a form made of useField fields (no useForm, which is 6 KiB gzip, issue #30): once the schema is
 * there, checks `values()` with it, shows every field's error (`showErrors`; none when valid) and calls `handler` with
 * the values when they are valid. If the schema's code cannot be fetched, the same toast, and nothing is sent.
 */
export function submitCheckedFields<Values>(
  schema: LaterSchema<Schema>,
  values: () => Values,
  showErrors: (errors: FormErrors) => void,
  handler: (values: Values) => void,
) {
  return (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    schema.ready().then(
      () => {
        const current = values();
        const errors = schema.validate(current);
        showErrors(errors);
        if (Object.keys(errors).length === 0) handler(current);
      },
      () => showErrorToast(toastCatalogue.unexpected),
    );
  };
}

/** Where a server field's message shows: the mapped form field, else the mapping of its first segment (`a.0.b` → `a`). */
export function formFieldFor(serverField: string, fieldMap?: Readonly<Record<string, string>>): string | undefined {
  if (!fieldMap) return serverField;
  return fieldMap[serverField] ?? fieldMap[serverField.split('.')[0] ?? ''];
}

/**
 * A 422 body's `errors` as form errors: the FIRST message of each field (in the language shown), under the form field
 * it maps to.
 * Fields with no form field come back in `unmapped` so the caller can still show them.
 */
export function serverErrorsToFormErrors(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  fieldMap?: Readonly<Record<string, string>>,
): { formErrors: Record<string, string>; unmapped: Array<[field: string, message: string]> } {
  const formErrors: Record<string, string> = {};
  const unmapped: Array<[string, string]> = [];
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0] === undefined) continue;
    const first = translateValidationMessage(messages[0]);
    const target = formFieldFor(field, fieldMap);
    if (target === undefined) unmapped.push([field, first]);
    else formErrors[target] ??= first;
  }
  return { formErrors, unmapped };
}
