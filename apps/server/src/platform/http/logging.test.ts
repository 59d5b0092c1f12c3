import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { programPaths } from '@portal/contracts';
import { createTestApp, testAppTimeout } from '../../testing/test-app.ts';
import { testConfig } from '../../testing/test-config.ts';
import { childLoggerFactory, loggerOptions, maskUrl } from './logging.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const logger = pino(loggerOptions(testConfig({ logLevel: 'info' })) as pino.LoggerOptions, stream);
  return { logger, text: () => lines.join('') };
}

describe('logging', () => {
  it('censors credential headers and PII fields', () => {
    const { logger, text } = capture();
    logger.info({
      req: {
        headers: {
          cookie: 'portal_session=secret-cookie',
          authorization: 'Bearer secret-auth',
          'x-csrf-token': 'secret-csrf',
        },
      },
      res: { headers: { 'set-cookie': 'portal_session=secret-set' } },
      body: { email: 'jo@example.test', password: 'secret-password', ssn: '123-45-6789' },
      customer: { first_name: 'Jordan', last_name: 'Rivera', phone: '555-0100', birthdate: '1990-01-01' },
    });
    const output = text();
    for (const secret of [
      'secret-cookie',
      'secret-auth',
      'secret-csrf',
      'secret-set',
      'jo@example.test',
      'secret-password',
      '123-45-6789',
      'Jordan',
      'Rivera',
      '555-0100',
      '1990-01-01',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
  });

  it('masks personal and secret query values in logged URLs', () => {
    expect(maskUrl('/internal-api/customers/search?query=Jordan&page=2&email=a%40b.c')).toBe(
      '/internal-api/customers/search?query=[redacted]&page=2&email=[redacted]',
    );
    expect(maskUrl('/internal-api/uploads/document/x.pdf?expires=1&signature=abc')).toBe(
      '/internal-api/uploads/document/x.pdf?expires=1&signature=[redacted]',
    );
    expect(maskUrl('/healthz')).toBe('/healthz');
  });

  it('logs requests as method, masked URL and id only', () => {
    const { logger, text } = capture();
    const child = logger.child({});
    child.info({
      req: {
        id: 'r1',
        method: 'GET',
        url: '/x?keyword=nurse',
        ip: '127.0.0.1',
        headers: { cookie: 'c' },
        body: { a: 1 },
      },
    });
    const logged = (JSON.parse(text()) as { req: unknown }).req;
    expect(logged).toEqual({ id: 'r1', method: 'GET', url: '/x?keyword=[redacted]', ip: '127.0.0.1' });
  });
});

describe('request log of a real request', () => {
  it(
    "masks a customer's reverse-geocode coordinates like an address",
    async () => {
      const lines: string[] = [];
      const logStream = new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      });
      const t = await createTestApp({ config: { logLevel: 'info', logStream } });
      try {
        const client = await t.as('customer');
        const response = await client.get(`${programPaths.reverseGeocode}?lat=40.712776&lng=-74.005974`);
        expect(response.statusCode).toBeLessThan(500);
        const output = lines.join('');
        expect(output).toContain(`${programPaths.reverseGeocode}?lat=[redacted]&lng=[redacted]`);
        expect(output).not.toContain('40.712776');
        expect(output).not.toContain('74.005974');
      } finally {
        await t.close();
      }
    },
    testAppTimeout,
  );
});

describe('error serialisation', () => {
  it('keeps the SQL but not the parameters or quoted values of a failed query', async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const error = new DrizzleQueryError('insert into customers (email) values ($1)', ['jo@example.test'], cause);
    const { logger, text } = capture();
    logger.error({ err: error }, 'failed');
    const output = text();
    expect(output).toContain('insert into customers');
    expect(output).toContain('23505');
    expect(output).not.toContain('jo@example.test');
  });
});

describe('request loggers', () => {
  const make = (level: string) => pino({ level });
  const call = (logger: pino.Logger, options: { level?: string } = {}) =>
    childLoggerFactory.call(undefined as never, logger as never, { reqId: 'r1' }, options as never, undefined as never);

  it('share the silent app logger, unless a route asks for a level of its own', () => {
    const silent = make('silent');
    expect(call(silent)).toBe(silent);
    expect(call(silent, { level: 'silent' })).toBe(silent);
    const routeLevel = call(silent, { level: 'info' });
    expect(routeLevel).not.toBe(silent);
    expect(routeLevel.level).toBe('info');
  });

  it('are children bound to the request id when the app logs', () => {
    const info = make('info');
    const child = call(info) as unknown as pino.Logger;
    expect(child).not.toBe(info);
    expect(child.bindings()).toEqual({ reqId: 'r1' });
    expect(call(info, { level: 'silent' }).level).toBe('silent');
  });
});
