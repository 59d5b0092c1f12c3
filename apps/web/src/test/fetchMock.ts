import { vi } from 'vitest';

/** One request the app made, as the test sees it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined. */
  body: unknown;
}

export interface MockResponse {
  status?: number;
  statusText?: string;
  body?: unknown;
}

type Route = MockResponse | ((request: RecordedRequest) => MockResponse | Promise<MockResponse>);

const reasonPhrases: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export const csrfTestToken = 'test-csrf-token';

function toResponse({ status = 200, statusText, body }: MockResponse): Response {
  const text = body === undefined || status === 204 ? null : JSON.stringify(body);
  return new Response(text, {
    status,
    statusText: statusText ?? reasonPhrases[status] ?? '',
    headers: text === null ? {} : { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces the global fetch (the only stand-in the component tests use) with a table of `'METHOD /path'` routes.
 * The CSRF token route is answered by default; a request with no route answers 599 so the test fails visibly.
 * A route may be a function of the request, or throw to simulate a network failure.
 */
export function mockFetch(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: RecordedRequest = { method, url, headers, body };
    requests.push(request);
    const route = routes[`${method} ${url}`];
    if (route === undefined) {
      if (url === '/internal-api/csrf-token') return toResponse({ body: { token: csrfTestToken } });
      return toResponse({ status: 599, body: { message: `No test route for ${method} ${url}` } });
    }
    return toResponse(typeof route === 'function' ? await route(request) : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string, url: string) => requests.filter((r) => r.method === method && r.url === url);
  return { requests, calls, fetchMock };
}
