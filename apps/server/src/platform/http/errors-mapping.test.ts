import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findPostgresError, postgresErrorToAppError } from './database-errors.ts';
import { toAppError } from './error-handler.ts';
import { AppError } from './errors.ts';
import { validationToFieldErrors } from './validation-errors.ts';

const pgError = (code: string, detail?: string) => Object.assign(new Error('db'), { code, severity: 'ERROR', detail });

describe('validationToFieldErrors', () => {
  const issue = (instancePath: string, message: string, params = {}): FastifySchemaValidationError => ({
    keyword: 'x',
    instancePath,
    schemaPath: '#',
    params,
    message,
  });
  it('turns JSON pointers into dotted fields and keeps each message once', () => {
    expect(
      validationToFieldErrors(
        [
          issue('/accomplishments/0/description', 'Required.'),
          issue('/title', 'A'),
          issue('/title', 'A'),
          issue('/title', 'B'),
        ],
        'body',
      ),
    ).toEqual({ 'accomplishments.0.description': ['Required.'], title: ['A', 'B'] });
  });
  it('files whole-part issues under the part, or under Ajv’s missing property', () => {
    expect(validationToFieldErrors([issue('', 'Expected object')], 'body')).toEqual({ body: ['Expected object'] });
    expect(validationToFieldErrors([issue('', 'Expected object')], 'querystring')).toEqual({
      query: ['Expected object'],
    });
    expect(validationToFieldErrors([issue('', 'required', { missingProperty: 'email' })], 'body')).toEqual({
      email: ['required'],
    });
  });
});

describe('Postgres error mapping', () => {
  it('finds the driver error through Drizzle’s wrapper', () => {
    const wrapped = Object.assign(new Error('Failed query'), { cause: pgError('23505') });
    expect(findPostgresError(wrapped)?.code).toBe('23505');
    expect(findPostgresError(new Error('plain'))).toBeNull();
    expect(findPostgresError(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeNull();
  });
  it.each([
    ['22P02', 422],
    ['22003', 422],
    ['22007', 422],
    ['23503', 422],
    ['23514', 422],
    ['23505', 409],
  ])('%s -> %i', (code, status) => {
    expect(postgresErrorToAppError(pgError(code))?.status).toBe(status);
  });
  it('leaves other codes to the 500 path', () => {
    expect(postgresErrorToAppError(pgError('42601'))).toBeNull();
    expect(postgresErrorToAppError(pgError('23502'))).toBeNull();
  });
  it('names the foreign-key column but never its value', () => {
    const error = postgresErrorToAppError(
      pgError('23503', 'Key (education_level_id)=(99) is not present in table "x".'),
    );
    expect(error?.errors).toEqual({ education_level_id: ['The selected education level id is invalid.'] });
    expect(JSON.stringify(error)).not.toContain('99');
  });
});

describe('toAppError', () => {
  const fastifyError = (props: Partial<FastifyError>) =>
    Object.assign(new Error('internal detail'), props) as FastifyError;
  it('keeps AppErrors, maps CSRF and body errors, and leaves the unknown to the 500 path', () => {
    const own = new AppError(409, 'Taken');
    expect(toAppError(own as unknown as FastifyError)).toBe(own);
    expect(toAppError(fastifyError({ code: 'FST_CSRF_INVALID_TOKEN', statusCode: 403 }))?.message).toBe(
      'CSRF token mismatch.',
    );
    expect(toAppError(fastifyError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }))?.status).toBe(413);
    expect(toAppError(fastifyError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }))?.status).toBe(422);
    expect(toAppError(fastifyError({}))).toBeNull();
  });
});
