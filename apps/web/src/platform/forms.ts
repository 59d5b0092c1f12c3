import { schemaResolver } from '@mantine/form';
import { translateFormErrors, translateValidationMessage } from './i18n/validation';

/**
 * The shared contract schema as a @mantine/form validator. Mantine 9's `schemaResolver` takes any Standard Schema
 * (Zod 4 is one) and keeps the first issue per field path, so no hand-written Zod resolver is needed. Its messages are
 * the contracts' English, shown in the participant's language on their pages (platform/i18n/validation.ts).
 */
export function schemaValidator(schema: Parameters<typeof schemaResolver>[0]) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown) => translateFormErrors(resolve(values));
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
