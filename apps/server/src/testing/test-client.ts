import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { authPaths } from '@portal/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the X-CSRF-TOKEN header (default true). */
  csrf?: boolean;
}

/**
 * A browser stand-in over app.inject(): keeps cookies, sends the CSRF header, and picks up
 * the fresh `csrf_token` that login and logout answer with. Objects, arrays, strings, numbers
 * and null are sent as JSON; a Buffer is sent raw (give a content-type header).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, body, options);
  }
  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, body, options);
  }
  patch(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', url, body, options);
  }
  delete(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('DELETE', url, body, options);
  }

  async request(
    method: HttpMethod,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    }
    if ((options.csrf ?? true) && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const injectOptions: InjectOptions = { method, url, headers };
    if (body !== undefined) {
      if (Buffer.isBuffer(body)) {
        headers['content-type'] ??= 'application/octet-stream';
        injectOptions.payload = body;
      } else {
        headers['content-type'] ??= 'application/json';
        injectOptions.payload = JSON.stringify(body);
      }
    }
    const response = await this.app.inject(injectOptions);
    this.keepCookies(response);
    this.keepCsrfToken(response);
    return response;
  }

  /** GET /internal-api/csrf-token, as the web app does on start. */
  async fetchCsrfToken(): Promise<string> {
    const response = await this.get(authPaths.csrfToken);
    const token = response.json<{ token: string }>().token;
    this.csrfToken = token;
    return token;
  }

  private keepCookies(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired =
        cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  private keepCsrfToken(response: LightMyRequestResponse): void {
    if (!String(response.headers['content-type'] ?? '').includes('application/json')) return;
    try {
      const parsed = response.json<{ csrf_token?: unknown }>();
      if (parsed && typeof parsed.csrf_token === 'string') this.csrfToken = parsed.csrf_token;
    } catch {
      // Not JSON after all; nothing to keep.
    }
  }
}
