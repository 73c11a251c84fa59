import type { ErrorCode } from '@shared/errors';
import { currentLanguage, i18n } from './i18n';

/** A failed API call: the server's stable code and its human message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let resuming: Promise<boolean> | null = null;

/** Trades the refresh cookie for a new sign-in; true when there was one to resume. */
const postResume = async (): Promise<boolean> => {
  const response = await fetch('/api/auth/resume', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { user: unknown };
  return body.user !== null;
};

/**
 * Resumes the sign-in from the refresh cookie, one attempt at a time however many requests found
 * their access token expired. Across tabs a Web Lock makes them take turns: the server treats a
 * refresh token presented twice as stolen and signs the user out everywhere, and every tab shares
 * the same cookie. Having nothing to resume is an answer (false), not an error.
 */
export function resumeSession(): Promise<boolean> {
  if (resuming) return resuming;
  // The lock's promise settles with the callback's result once the lock is released.
  const attempt: Promise<boolean> = navigator.locks
    ? navigator.locks.request('solace-auth-refresh', postResume).then((resumed) => resumed)
    : postResume();
  const pending = attempt
    .catch(() => false)
    .finally(() => {
      resuming = null;
    });
  resuming = pending;
  return pending;
}

async function send(method: Method, url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method,
    credentials: 'same-origin',
    // The server answers errors and sends emails in the language the page is in.
    headers: {
      'accept-language': currentLanguage(),
      ...(method === 'GET' ? { accept: 'application/json' } : { 'content-type': 'application/json' }),
    },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
}

/**
 * Calls the JSON API. On a 401 it refreshes the session once and retries, so a short-lived
 * access token never shows as an error. Throws ApiError with the server's message.
 */
export async function apiRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await send(method, url, body);
    if (response.status === 401 && !url.startsWith('/api/auth/')) {
      if (await resumeSession()) response = await send(method, url, body);
    }
  } catch {
    throw new ApiError(0, 'network_error', i18n.t('errors.network'));
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: ErrorCode; message?: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'internal_error', error?.message ?? i18n.t('errors.internal'));
  }
  return payload as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body: unknown = {}) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};
