/**
 * A browser stand-in over real HTTP (fetch), for tests that drive a server process: keeps cookies, sends the
 * CSRF header, and picks up the `csrf_token` that login answers with. Never throws: a network error or a timeout
 * comes back as status 0 with the reason.
 */
export interface HttpOutcome {
  status: number;
  retryAfter: string | null;
  body: unknown;
  /** Network error or timeout text when status is 0. */
  failure?: string;
}

export class HttpSession {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body: unknown) {
    return this.request('POST', path, body);
  }

  async request(method: string, path: string, body?: unknown): Promise<HttpOutcome> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    }
    if (this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(this.baseUrl + path, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      for (const cookie of response.headers.getSetCookie()) this.keepCookie(cookie);
      const text = await response.text();
      const parsed = parseJson(text);
      const token = (parsed as { csrf_token?: unknown; token?: unknown } | null)?.csrf_token;
      if (typeof token === 'string') this.csrfToken = token;
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed };
    } catch (error) {
      return {
        status: 0,
        retryAfter: null,
        body: null,
        failure: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** GET the CSRF token as the web app does on start. */
  async fetchCsrfToken(path: string): Promise<void> {
    const outcome = await this.get(path);
    const token = (outcome.body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string') throw new Error(`No CSRF token from ${path}: ${outcome.status}`);
    this.csrfToken = token;
  }

  private keepCookie(header: string): void {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator < 1) return;
    const name = pair.slice(0, separator).trim();
    const value = decodeURIComponent(pair.slice(separator + 1).trim());
    if (value === '' || /max-age=0\b/i.test(header)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
