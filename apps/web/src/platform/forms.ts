import { schemaResolver } from '@mantine/form';

/**
 * The shared contract schema as a @mantine/form validator. Mantine 9's `schemaResolver` takes any Standard Schema
 * (Zod 4 is one) and keeps the first issue per field path, so no hand-written Zod resolver is needed.
 */
export function schemaValidator(schema: Parameters<typeof schemaResolver>[0]) {
  return schemaResolver(schema, { sync: true });
}

/** Where a server field's message shows: the mapped form field, else the mapping of its first segment (`a.0.b` → `a`). */
export function formFieldFor(serverField: string, fieldMap?: Readonly<Record<string, string>>): string | undefined {
  if (!fieldMap) return serverField;
  return fieldMap[serverField] ?? fieldMap[serverField.split('.')[0] ?? ''];
}

/**
 * A 422 body's `errors` as form errors: the FIRST message of each field, under the form field it maps to.
 * Fields with no form field come back in `unmapped` so the caller can still show them.
 */
export function serverErrorsToFormErrors(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  fieldMap?: Readonly<Record<string, string>>,
): { formErrors: Record<string, string>; unmapped: Array<[field: string, message: string]> } {
  const formErrors: Record<string, string> = {};
  const unmapped: Array<[string, string]> = [];
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = messages[0];
    if (first === undefined) continue;
    const target = formFieldFor(field, fieldMap);
    if (target === undefined) unmapped.push([field, first]);
    else formErrors[target] ??= first;
  }
  return { formErrors, unmapped };
}
