import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from './errors.ts';
import { installValidationMessages } from '@portal/contracts';

// The contracts' Zod error map: every issue message below is our sentence, never the library's text.
installValidationMessages();

/**
 * Fastify/Zod validation issues -> `{ field: [messages] }` with dotted paths
 * (`accomplishments.0.description`). Paths are relative to the part that failed (body,
 * querystring, params), so that part's name never appears; an issue about the whole part
 * (a body that is not an object) is filed under the part's name.
 */
export function validationToFieldErrors(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || fieldForWholePart(issue, context);
    const message = issue.message ?? 'This field is invalid.';
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

function fieldForWholePart(issue: FastifySchemaValidationError, context: string | undefined): string {
  // Ajv reports a missing property at the parent with params.missingProperty.
  const missing = (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  if (typeof missing === 'string') return missing;
  return context === 'querystring' ? 'query' : (context ?? 'body');
}
