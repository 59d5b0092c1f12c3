import { errorMessages, requestErrorMessages } from '@portal/contracts';
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
  if (code === '23505') return new AppError(409, requestErrorMessages.recordExists);
  if (code === '23503' || code === '23514') {
    const column = code === '23503' ? keyColumn(error.detail) : null;
    if (column)
      return new AppError(422, requestErrorMessages.selectedInvalid(column.replaceAll('_', ' ')), {
        [column]: [requestErrorMessages.selectedInvalid(column.replaceAll('_', ' '))],
      });
    return new AppError(422, errorMessages.validation, {});
  }
  // Class 22: data exceptions (invalid text representation, numeric out of range, bad dates...).
  if (code.startsWith('22')) return new AppError(422, errorMessages.validation, {});
  return null;
}

/** Socket failures on the way to the database server. */
const unreachableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The server is stopping, starting, recovering or full (admin_shutdown, crash_shutdown, cannot_connect_now...). */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool raise these as plain Errors, without a code. */
const unreachableDriverMessages = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
]);

/**
 * True when the error says the database cannot be reached or is restarting, not that the request was wrong:
 * the answer is then 503 with Retry-After. Drizzle wraps the driver's error, and a connection to a host name
 * with several addresses fails with an AggregateError, so causes and aggregated errors are searched too.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof candidate.code === 'string') {
    if (unreachableSocketCodes.has(candidate.code) || unavailableSqlStates.has(candidate.code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(candidate.code)) return true;
  }
  if (typeof candidate.message === 'string' && unreachableDriverMessages.has(candidate.message)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}
