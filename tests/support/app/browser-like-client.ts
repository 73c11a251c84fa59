import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the app the way the browser does: keeps cookies between requests (honouring paths is
 * unnecessary here: every cookie is sent) and sends the app's Origin on state-changing requests.
 */
export class BrowserLikeClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string | null = TEST_ORIGIN,
  ) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(method !== 'GET' && this.origin ? { origin: this.origin } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body: unknown = {}) {
    return this.request('POST', url, body);
  }
  patch(url: string, body: unknown) {
    return this.request('PATCH', url, body);
  }
  put(url: string, body: unknown) {
    return this.request('PUT', url, body);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}
