import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { ApiError, api, onUnauthorized } from './api-client';
import { readTokens } from './token-storage';

const now = () => Math.floor(Date.now() / 1000);

function storeSession(accessToken: string) {
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('accessExpiresAt', String(now() + 900));
  localStorage.setItem('refreshExpiresAt', String(now() + 86_400));
}

describe('api client', () => {
  beforeEach(() => {
    // The fingerprint draws on a canvas, which jsdom does not implement.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shares one refresh between concurrent 401s, then retries each call once with the new token', async () => {
    storeSession('stale-access');
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    // Answer by token: the stale token is refused, the refreshed one accepted.
    const { calls } = mockApi({
      'GET /api/thing': (req) =>
        req.headers.get('authorization') === 'Bearer fresh-access'
          ? { body: { ok: true } }
          : { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
      'POST /api/auth/refresh': async () => {
        await refreshGate;
        return {
          body: {
            accessToken: 'fresh-access',
            refreshToken: 'refresh-2',
            accessExpiresAt: now() + 900,
            refreshExpiresAt: now() + 86_400,
          },
        };
      },
    });

    const results = Promise.all([api('/thing'), api('/thing'), api('/thing')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1));
    releaseRefresh();

    await expect(results).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/thing')).toHaveLength(6);
    expect(calls.find((c) => c.path === '/api/auth/refresh')?.body).toMatchObject({
      refreshToken: 'refresh-1',
    });
    expect(readTokens()).toMatchObject({ accessToken: 'fresh-access', refreshToken: 'refresh-2' });
  });

  it('ends the session when the retried call is refused again, without a second refresh', async () => {
    storeSession('stale-access');
    const unauthorized = vi.fn();
    const unsubscribe = onUnauthorized(unauthorized);
    const { calls } = mockApi({
      'GET /api/thing': { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
      'POST /api/auth/refresh': {
        body: {
          accessToken: 'fresh-access',
          refreshToken: 'refresh-2',
          accessExpiresAt: now() + 900,
          refreshExpiresAt: now() + 86_400,
        },
      },
    });

    const error = await api('/thing').catch((e: unknown) => e);
    unsubscribe();

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls.map((c) => c.path)).toEqual(['/api/thing', '/api/auth/refresh', '/api/thing']);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(readTokens().accessToken).toBeUndefined();
  });

  it('refreshes an access token ahead of time when it is within 60 seconds of expiry', async () => {
    storeSession('old-access');
    localStorage.setItem('accessExpiresAt', String(now() + 30));
    const { calls } = mockApi({
      'POST /api/auth/refresh': {
        body: {
          accessToken: 'fresh-access',
          accessExpiresAt: now() + 900,
          refreshToken: 'refresh-2',
          refreshExpiresAt: now() + 86_400,
        },
      },
      'GET /api/thing': { body: { ok: true } },
    });

    await expect(api('/thing')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refresh', '/api/thing']);
  });

  it('never refreshes for unauthenticated calls such as login', async () => {
    const { calls } = mockApi({
      'POST /api/login': { status: 401, body: { error: 'Invalid email or password', code: 'UNAUTHORIZED' } },
    });
    const error = await api('/login', { method: 'POST', auth: false, body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Invalid email or password');
    expect(calls.map((c) => c.path)).toEqual(['/api/login']);
  });

  it('turns a non-JSON error body into UNKNOWN_ERROR with the status text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = (await api('/thing', { auth: false }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.message).toBe('Bad Gateway');
  });
});
