import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages, requestErrorMessages, type ErrorBody } from '@portal/contracts';
import { isDiskFull, StorageFullError } from '../storage/storage.ts';
import { AppError, notFound, serviceUnavailable, storageFull } from './errors.ts';
import { findPostgresError, isDatabaseUnavailable, postgresErrorToAppError } from './database-errors.ts';
import { validationToFieldErrors } from './validation-errors.ts';

/** Fastify's own 4xx codes for a body it could not take. */
const unreadableBody: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: requestErrorMessages.bodyNotJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: requestErrorMessages.bodyEmpty,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: requestErrorMessages.bodyMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: requestErrorMessages.bodyLength,
};

/** Seconds a client should wait before retrying while the database is away (a restart takes a few). */
export const retryAfterSeconds = 5;

/** Maps anything thrown to the spec's error bodies. Only AppError messages reach the client verbatim. */
export function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (Array.isArray(error.validation)) {
    // A path parameter that cannot name a record names nothing: 404, like a missing row.
    if (error.validationContext === 'params') return notFound();
    const errors = validationToFieldErrors(error.validation, error.validationContext);
    return new AppError(422, Object.values(errors)[0]?.[0] ?? errorMessages.validation, errors);
  }
  const code = error.code ?? '';
  if (code.startsWith('FST_CSRF_')) return new AppError(403, errorMessages.csrfMismatch);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError(413, errorMessages.tooLarge);
  const bodyProblem = unreadableBody[code];
  if (bodyProblem) return new AppError(422, bodyProblem, { body: [bodyProblem] });
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  // Any route that writes a file (uploads, and whatever writes next) answers a full disk the same way.
  if (error instanceof StorageFullError || isDiskFull(error)) return storageFull();
  const postgres = findPostgresError(error);
  if (postgres) return postgresErrorToAppError(postgres);
  return null;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const mapped = toAppError(error);
  if (mapped) {
    if (mapped.status === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(retryAfterSeconds));
    } else if (mapped.status === 507) {
      request.log.warn({ err: error }, 'storage full');
    } else if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: mapped.status, code: error.code }, mapped.message);
    void reply.code(mapped.status).send(errorBody(mapped));
    return;
  }
  // Other 4xx raised by Fastify or a plugin (bad URL encoding, 405...): their status, a generic text.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ status, code: error.code }, 'client error');
    void reply.code(status).send({ message: STATUS_CODES[status] ?? 'Bad Request' });
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  void reply.code(500).send({ message: errorMessages.serverError });
}

function errorBody(error: AppError): ErrorBody {
  if (error.status === 422) return { message: error.message, errors: error.errors ?? {} };
  return { message: error.message };
}
