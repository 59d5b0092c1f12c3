import { errorMessages } from '@portal/contracts';
import { AppError } from './errors.ts';

/**
 * Postgres errors that bad input can cause become 4xx instead of 500. Services should
 * validate first (and give a better message); this is the safety net. Drizzle wraps the
 * driver's error, so the cause chain is searched.
 */
interface PostgresError {
  code: string;
  detail?: string | undefined;
}

export function findPostgresError(error: unknown): PostgresError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && 'severity' in candidate) {
      return candidate as PostgresError;
    }
    current = candidate.cause;
  }
  return null;
}

/** `Key (customer_id)=(42) is not present...` -> 'customer_id' (column names only, no values). */
function keyColumn(detail: string | undefined): string | null {
  const match = /^Key \(([a-z_][a-z0-9_]*)\)=/.exec(detail ?? '');
  return match?.[1] ?? null;
}

export function postgresErrorToAppError(error: PostgresError): AppError | null {
  const { code } = error;
  if (code === '23505') return new AppError(409, 'This record already exists.');
  if (code === '23503' || code === '23514') {
    const column = code === '23503' ? keyColumn(error.detail) : null;
    if (column)
      return new AppError(422, `The selected ${column.replaceAll('_', ' ')} is invalid.`, {
        [column]: [`The selected ${column.replaceAll('_', ' ')} is invalid.`],
      });
    return new AppError(422, errorMessages.validation, {});
  }
  // Class 22: data exceptions (invalid text representation, numeric out of range, bad dates...).
  if (code.startsWith('22')) return new AppError(422, errorMessages.validation, {});
  return null;
}
