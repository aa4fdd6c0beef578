import type { z } from 'zod';
import { deviceFingerprint } from './device-fingerprint';
import { clearTokens, isAccessExpired, isRefreshExpired, readTokens, storeTokens } from './token-storage';

/** Every failed call becomes this: the server's `{ error, code, ...details }` with its status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: Record<string, unknown>;
  constructor(status: number, code: string, message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
  get fields(): Record<string, string> {
    return (this.body.fields as Record<string, string>) ?? {};
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** The session layer subscribes here: a failed refresh ends the session and goes to /login. */
export function onUnauthorized(listener: Listener) {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** refreshed: new tokens stored; rejected: the server refused the refresh token; unreachable: no answer. */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/** Concurrent 401s and expiries share one refresh request; every caller gets the same outcome. */
export function refreshTokens(): Promise<RefreshOutcome> {
  if (!refreshInFlight) {
    refreshInFlight = (async (): Promise<RefreshOutcome> => {
      const { refreshToken } = readTokens();
      if (!refreshToken || isRefreshExpired()) return 'rejected';
      try {
        const res = await fetch('/api/auth/refresh', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken, deviceFingerprint: await deviceFingerprint() }),
        });
        if (!res.ok) return res.status >= 500 ? 'unreachable' : 'rejected';
        storeTokens(await res.json());
        return 'refreshed';
      } catch {
        return 'unreachable';
      }
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/** Resolves true when new tokens are stored. */
export async function refreshSession(): Promise<boolean> {
  return (await refreshTokens()) === 'refreshed';
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  /** Parses the answer; the same zod schema the server answers with. */
  schema?: z.ZodType<T>;
  /** Unauthenticated calls (login, registration) never trigger the refresh-and-redirect path. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key for payments). */
  headers?: Record<string, string>;
  /** Reads the headers of a successful answer (the property list's next-page cursor). */
  onHeaders?: (headers: Headers) => void;
};

async function toApiError(res: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    body = await res.json();
  } catch {
    return new ApiError(res.status, 'UNKNOWN_ERROR', res.statusText || 'An unknown error occurred');
  }
  const message = typeof body.error === 'string' ? body.error : res.statusText || 'An unknown error occurred';
  const code = typeof body.code === 'string' ? body.code : 'UNKNOWN_ERROR';
  return new ApiError(res.status, code, message, body);
}

function logStatus(error: ApiError) {
  if (error.status === 403)
    console.warn(
      error.code === 'EMAIL_VERIFICATION_REQUIRED' ? 'Email verification required' : 'Access denied',
    );
  else if (error.status === 423) console.warn(error.message);
  else if (error.status === 429) console.warn('Too many requests. Please try again later.');
}

/** The one API client: bearer token, one shared refresh on 401, then a single retry. */
export async function api<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const auth = opts.auth ?? true;
  if (auth && isAccessExpired() && !isRefreshExpired()) await refreshSession();

  const send = () => {
    const headers: Record<string, string> = { ...opts.headers };
    const { accessToken } = readTokens();
    if (auth && accessToken) headers.authorization = `Bearer ${accessToken}`;
    let body: BodyInit | undefined;
    if (opts.formData) body = opts.formData;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    return fetch(`/api${path}`, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
  };

  let res = await send();
  if (res.status === 401 && auth) {
    const outcome = await refreshTokens();
    if (outcome === 'refreshed') res = await send();
    // An unreachable refresh endpoint is not proof the session is over: keep the tokens for the next try.
    if (res.status === 401 && outcome !== 'unreachable') {
      clearTokens();
      for (const l of unauthorizedListeners) l();
    }
  }
  if (!res.ok) {
    const error = await toApiError(res);
    logStatus(error);
    throw error;
  }
  opts.onHeaders?.(res.headers);
  if (res.status === 204) return undefined as T;
  const data = await res.json();
  return opts.schema ? opts.schema.parse(data) : (data as T);
}

/** The server's message, or the given fallback for anything that is not an API error. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
