import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { AppConfig } from '../config.ts';

/**
 * Request logging without PII: Fastify logs method, URL and status, never bodies. Headers
 * that carry credentials are censored wherever they appear, query values of personal or
 * secret parameters are masked in logged URLs, and the listed body fields are censored in
 * case a handler ever logs an object that holds them.
 */
export const piiFields = ['email', 'password', 'ssn', 'phone', 'birthdate', 'first_name', 'last_name'] as const;

/** Form submissions (answers hold SSNs, addresses, names) and their signatures: censored whole wherever logged. */
export const formBodyFields = ['answers', 'signatures', 'questionValues'] as const;

const maskedQueryKeys: ReadonlySet<string> = new Set([
  ...piiFields,
  'query',
  'search',
  'term',
  'keyword',
  'address',
  'name',
  'signature',
  'token',
  // Address autocomplete: the typed address, and place ids (a street address's id encodes the address).
  'input',
  'place_id',
  // Coordinates (the reverse geocode): a customer's position is as telling as their address.
  'lat',
  'lng',
  'lon',
  'latitude',
  'longitude',
]);

export const redactPaths: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...piiFields.flatMap((field) => [field, `*.${field}`, `body.${field}`, `req.body.${field}`]),
  ...formBodyFields.flatMap((field) => [field, `*.${field}`, `body.${field}`, `req.body.${field}`]),
];

/** `/x?email=a@b.c&page=2` -> `/x?email=[redacted]&page=2`. */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const masked = [...params].map(([key, value]) => {
    const shown = maskedQueryKeys.has(key.replace(/\[\]$/, '').toLowerCase()) ? '[redacted]' : value;
    return `${encodeURIComponent(key)}=${shown === '[redacted]' ? shown : encodeURIComponent(shown)}`;
  });
  return `${url.slice(0, queryStart)}?${masked.join('&')}`;
}

/**
 * Drizzle's query errors carry the bound parameters (names, emails...) in their message; log
 * the SQL text and the driver error's code instead. Data-exception and constraint messages
 * (classes 22, 23) quote the offending value, so only their code is kept.
 */
interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: Error): SerializedError {
  if (!('query' in error) || !('params' in error)) return stdSerializers.err(error);
  const cause = error.cause as { name?: string; code?: unknown; message?: string } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const quotesValues = code !== undefined && (code.startsWith('22') || code.startsWith('23'));
  return {
    type: error.name,
    message: `Failed query: ${String(error.query)}`,
    // The stack's first lines repeat the message, parameters included.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    cause: cause && { type: cause.name, code, message: quotesValues ? undefined : cause.message },
  };
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(config.logStream ? { stream: config.logStream } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      req: (request: LoggedRequest) => ({
        id: request.id,
        method: request.method,
        url: request.url === undefined ? undefined : maskUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

/**
 * Fastify gives every request a child logger bound to its id. With the level `silent` (and no route asking for a
 * level of its own) nothing would ever be written, and pino's child, which runs the redaction over its bindings,
 * cost about 1% of a small GET's CPU: the request shares the app's logger then.
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  const silent = logger.level === 'silent' && (options.level === undefined || options.level === 'silent');
  return silent ? logger : logger.child(bindings, options);
};
