import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, errorMessages, platformPaths } from '@portal/contracts';
import { type DatabaseHandle, openDatabase } from '@portal/db';
import type { AppInstance } from '../app-instance.ts';
import { buildApp } from '../../app.ts';
import { sessionCookieName } from '../auth/cookies.ts';
import { testConfig } from '../../testing/test-config.ts';
import { freePort } from '../../testing/throwaway-postgres.ts';
import { isDatabaseUnavailable } from './database-errors.ts';

/**
 * The app over a Postgres pool whose server is not there (a free port nobody listens on): the real driver's
 * errors, as the server gives them while a database restarts. The restarts themselves: faults/postgres-restarts.fault.ts.
 */
describe('while the database cannot be reached', () => {
  let database: DatabaseHandle;
  let app: AppInstance;
  const config = testConfig();

  beforeAll(async () => {
    database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/portal` });
    app = await buildApp(config, { database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(config.dataDir, { recursive: true, force: true });
  });

  it('a signed-in request answers 503 with Retry-After and the catalogue text, not 500', async () => {
    const response = await app.inject({
      method: 'GET',
      url: authPaths.staffCurrentUser,
      headers: { accept: 'application/json' },
      cookies: { [sessionCookieName(config)]: 'a-session-token' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: errorMessages.serviceUnavailable });
  });

  it('/readyz reports not ready, with Retry-After, while /healthz still answers', async () => {
    const ready = await app.inject({ method: 'GET', url: platformPaths.readyz });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'unavailable' });
    expect((await app.inject({ method: 'GET', url: platformPaths.healthz })).statusCode).toBe(200);
  });
});

describe('isDatabaseUnavailable', () => {
  const pgError = (code: string) => Object.assign(new Error(code), { code, severity: 'FATAL' });

  it('knows the driver and server errors of a restart, wrapped by Drizzle or aggregated', () => {
    expect(isDatabaseUnavailable(pgError('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: pgError('57P02') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it('leaves errors that the request caused to the other mappings', () => {
    expect(isDatabaseUnavailable(pgError('23505'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('22P02'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: insert', { cause: pgError('23503') }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
