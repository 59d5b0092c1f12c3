import { authPaths, errorMessages, type ErrorBody } from '@portal/contracts';
import { translateValidationMessage } from './i18n/validation';

/**
 * The server's body in the language shown (issue #24): the server speaks the spec's English, and a participant page
 * read in Spanish shows its refusal ('This link has expired…', 'Too many attempts…') and field errors in Spanish,
 * whichever page reads them. On staff pages (always English) and for a text the catalogue does not know, the body
 * is the server's own.
 */
function inLanguageShown(body: ErrorBody | null): ErrorBody | null {
  if (!body) return null;
  const message = translateValidationMessage(body.message);
  let changed = message !== body.message;
  const errors = body.errors
    ? Object.fromEntries(
        Object.entries(body.errors).map(([field, messages]) => {
          const shown = messages.map((text) => translateValidationMessage(text));
          changed ||= shown.some((text, index) => text !== messages[index]);
          return [field, shown];
        }),
      )
    : undefined;
  if (!changed) return body;
  return errors ? { ...body, message, errors } : { ...body, message };
}

/**
 * A response outside 2xx: the status and the server's `{ message, errors? }` body (null when it was not JSON), its
 * texts in the language shown. Without the server's message the text is the portal's own, never the HTTP status text
 * ("Bad Gateway" is in English whatever the page's language); the status text is kept for the 403 toast the spec asks.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly body: ErrorBody | null;

  constructor(
    readonly status: number,
    body: ErrorBody | null,
    readonly statusText = '',
  ) {
    const shown = inLanguageShown(body);
    super(shown?.message || translateValidationMessage(`Request failed with status ${status}`));
    this.body = shown;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
}

let csrfToken: Promise<string> | null = null;

/** The session's CSRF token, fetched once and shared by every state-changing call. */
function getCsrfToken(): Promise<string> {
  csrfToken ??= fetch(authPaths.csrfToken, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      const body = await readBody(response);
      if (!response.ok) throw new ApiError(response.status, asErrorBody(body), response.statusText);
      return (body as { token: string }).token;
    })
    .catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  return csrfToken;
}

/** Use this token from now on: login and logout rotate it and answer with the new one (the session changes). */
export function setCsrfToken(token: string): void {
  csrfToken = Promise.resolve(token);
}

/** Fetch the token again on the next write (component tests: each starts without a session). */
export function forgetCsrfToken(): void {
  csrfToken = null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function asErrorBody(body: unknown): ErrorBody | null {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return body as ErrorBody;
  }
  return null;
}

/** The 2xx response, or an ApiError; a stale CSRF token (the session rotated elsewhere) is fetched again once. */
async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept: string,
  retried = false,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-CSRF-TOKEN'] = await getCsrfToken();

  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (response.ok) return response;

  const errorBody = asErrorBody(await readBody(response));
  if (!retried && method !== 'GET' && errorBody?.message === errorMessages.csrfMismatch) {
    csrfToken = null;
    return send(method, path, body, options, accept, true);
  }
  throw new ApiError(response.status, errorBody, response.statusText);
}

/** The JSON body of the 2xx answer (null when empty). The typed client (api-client.ts) gives it its type. */
export async function requestJson(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<unknown> {
  const response = await send(method, path, body, options, 'application/json');
  return readBody(response);
}

/** A file (a PDF, a CSV) as a Blob, or an ApiError with the server's JSON body. */
export async function requestFile(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Blob> {
  return (await send(method, path, body, options, 'application/pdf, text/csv, application/json')).blob();
}

/**
 * The untyped transport: JSON over fetch, same origin, with the CSRF header on every state-changing call; throws
 * ApiError outside 2xx. Its answers are `unknown` and it takes no type argument: screens call the typed client
 * (api-client.ts), whose answers come from the OpenAPI document (docs/decisions/0048-generated-api-client.md).
 */
export const api = {
  get: (path: string, options: RequestOptions = {}) => requestJson('GET', path, undefined, options),
  post: (path: string, body?: unknown, options: RequestOptions = {}) => requestJson('POST', path, body, options),
  put: (path: string, body?: unknown, options: RequestOptions = {}) => requestJson('PUT', path, body, options),
  patch: (path: string, body?: unknown, options: RequestOptions = {}) => requestJson('PATCH', path, body, options),
  delete: (path: string, options: RequestOptions = {}) => requestJson('DELETE', path, undefined, options),
  /** POST a JSON body for a file (a PDF): the file as a Blob, or an ApiError with the server's JSON body. */
  postForFile: (path: string, body: unknown, options: RequestOptions = {}): Promise<Blob> =>
    requestFile('POST', path, body, options),
};
