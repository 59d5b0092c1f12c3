import http from 'node:http';

/**
 * A browser behind a load balancer: one cookie jar and CSRF token, each request sent to whichever server the test
 * names. Answers carry the raw bytes too (downloads).
 */
export interface FleetAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  bytes: Buffer;
}

export class FleetClient {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  async request(server: string, method: string, path: string, body?: unknown): Promise<FleetAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(server + path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    for (const cookie of response.headers.getSetCookie()) this.keepCookie(cookie);
    const bytes = Buffer.from(await response.arrayBuffer());
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      // Not JSON: a download.
    }
    const token = (parsed as { csrf_token?: unknown; token?: unknown } | null)?.csrf_token;
    if (typeof token === 'string') this.csrfToken = token;
    if (path.endsWith('/csrf-token') && typeof (parsed as { token?: unknown })?.token === 'string') {
      this.csrfToken = (parsed as { token: string }).token;
    }
    return { status: response.status, headers: response.headers, body: parsed, bytes };
  }

  get(server: string, path: string) {
    return this.request(server, 'GET', path);
  }
  post(server: string, path: string, body?: unknown) {
    return this.request(server, 'POST', path, body ?? {});
  }

  /** Another client with this one's cookies and token as they are now (a signed-out session's old cookie). */
  copy(): FleetClient {
    const copy = new FleetClient();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    copy.csrfToken = this.csrfToken;
    return copy;
  }

  /** The request headers a hand-made request needs to act as this client (cookies and CSRF token). */
  authHeaders(): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
    };
  }

  private keepCookie(header: string): void {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator < 1) return;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (value === '' || /max-age=0\b/i.test(header)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/**
 * What became of one request: an answer; refused (the server had stopped listening); reset before any byte of an
 * answer (a connection the closing server had not started on: a load balancer retries both on another server); or
 * lost (an answer that started and was cut, or any other failure).
 */
export type RequestFate =
  { kind: 'answered'; status: number } | { kind: 'refused' } | { kind: 'reset' } | { kind: 'lost'; error: string };

/** One request on a connection of its own (no keep-alive reuse), so its fate is its own. */
export function oneShot(url: string, headers: Record<string, string> = {}): Promise<RequestFate> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, headers: { connection: 'close', ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0 }));
      response.on('error', (error) => resolve({ kind: 'lost', error: error.message }));
    });
    // Errors before a response only: once it started, the response's own error or end decides.
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : error.code === 'ECONNRESET'
            ? { kind: 'reset' }
            : { kind: 'lost', error: error.message },
      ),
    );
  });
}

/**
 * A POST whose server is known to hold it: sent with `Expect: 100-continue`, so the server answers 100 once it has
 * read the request's head, and the body is held back until `release()`. The promise settles with the final answer.
 */
export function heldPost(
  url: string,
  headers: Record<string, string>,
  body: string,
): { accepted: Promise<void>; release(): void; done: Promise<RequestFate> } {
  let onAccepted!: () => void;
  const accepted = new Promise<void>((resolve) => (onAccepted = resolve));
  let request!: http.ClientRequest;
  const done = new Promise<RequestFate>((resolve) => {
    request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        ...headers,
        connection: 'close',
        expect: '100-continue',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    request.on('continue', onAccepted);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0 }));
    });
    request.on('error', (error) => resolve({ kind: 'lost', error: error.message }));
    request.flushHeaders();
  });
  return { accepted, release: () => request.end(body), done };
}
