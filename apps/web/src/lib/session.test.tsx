import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { mockApi } from '@/test/api-mock';
import { deviceFingerprint } from './device-fingerprint';
import { SESSION_EXPIRED_MESSAGE, SESSION_WARNING_MESSAGE, SessionProvider, useSession } from './session';
import { readTokens } from './token-storage';

const START = new Date('2026-03-02T09:00:00Z').getTime();
const nowSeconds = () => Math.floor(Date.now() / 1000);

const user = {
  id: 'u1',
  fullName: 'Jordan Rivera',
  email: 'jordan@example.com',
  isEmailVerified: true,
  lastLoginAt: null,
  credits: 10,
  requestCount: 0,
  propertyCount: 0,
  userPermissions: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  mlsRemarksLimit: 1000,
};

function storeTokens({ accessIn, refreshIn }: { accessIn: number; refreshIn: number }) {
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('accessExpiresAt', String(nowSeconds() + accessIn));
  localStorage.setItem('refreshExpiresAt', String(nowSeconds() + refreshIn));
}

function Probe() {
  const s = useSession();
  return (
    <div>
      <p data-testid="status">{s.status}</p>
      <p data-testid="user">{s.user?.fullName ?? ''}</p>
      <p data-testid="warning">{s.sessionWarning ?? ''}</p>
      <p data-testid="notice">{s.notice ?? ''}</p>
    </div>
  );
}

function renderSession() {
  const navigate = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider navigate={navigate}>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { navigate };
}

/** Moves the clock on and lets every promise that the timers started settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('session', () => {
  // The fingerprint hashes with WebCrypto, which settles on a real thread, not on the fake clock:
  // computing it once up front (it is cached) keeps every refresh inside the timers these tests drive.
  // The same goes for the response schemas the session loads on demand.
  beforeAll(async () => {
    await deviceFingerprint();
    await import('@ai-realty/shared/schemas/auth');
  });
  beforeEach(() => {
    vi.useFakeTimers({
      now: START,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('validates stored tokens on load and loads the user', async () => {
    storeTokens({ accessIn: 900, refreshIn: 86_400 });
    const { calls } = mockApi({
      'POST /api/validate': { body: { valid: true, isEmailVerified: true, lastLoginAt: null } },
      'GET /api/user/get/me': { body: user },
    });
    renderSession();
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await advance(0);
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(screen.getByTestId('user')).toHaveTextContent('Jordan Rivera');
    expect(calls.map((c) => c.path)).toEqual(['/api/validate', '/api/user/get/me']);
  });

  it('clears the tokens when validation fails', async () => {
    storeTokens({ accessIn: 900, refreshIn: 86_400 });
    mockApi({
      'POST /api/validate': { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
      'POST /api/auth/refresh': { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
    });
    const { navigate } = renderSession();
    await advance(0);
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated');
    expect(readTokens()).toEqual({});
    expect(navigate).not.toHaveBeenCalled();
    // The session was ended elsewhere (another device signed out of all devices): the sign-in page says so.
    expect(screen.getByTestId('notice')).toHaveTextContent('Your session has expired. Please log in again.');
  });

  it('is unauthenticated at once without any stored token', () => {
    const { calls } = mockApi({});
    renderSession();
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated');
    expect(calls).toHaveLength(0);
  });

  it('treats the access token as expired 60 s early and refreshes it at the next 60 s check', async () => {
    storeTokens({ accessIn: 100, refreshIn: 86_400 });
    const { calls } = mockApi({
      'POST /api/validate': { body: { valid: true, isEmailVerified: true, lastLoginAt: null } },
      'GET /api/user/get/me': { body: user },
      'POST /api/auth/refresh': () => ({
        body: {
          accessToken: 'access-2',
          refreshToken: 'refresh-2',
          accessExpiresAt: nowSeconds() + 900,
          refreshExpiresAt: nowSeconds() + 86_400,
        },
      }),
    });
    renderSession();
    await advance(0);
    // 100 s left, minus the 60 s margin: still valid at the first check.
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(0);
    await advance(60_000);
    // 40 s left is inside the margin: refreshed.
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    expect(readTokens().accessToken).toBe('access-2');
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
  });

  it('warns once when an hour or less is left on the refresh token', async () => {
    const warning = vi.spyOn(toast, 'warning');
    storeTokens({ accessIn: 100_000, refreshIn: 3600 + 90 });
    mockApi({
      'POST /api/validate': { body: { valid: true, isEmailVerified: true, lastLoginAt: null } },
      'GET /api/user/get/me': { body: user },
    });
    renderSession();
    await advance(0);
    expect(screen.getByTestId('warning')).toHaveTextContent('');
    await advance(60_000);
    expect(screen.getByTestId('warning')).toHaveTextContent('');
    await advance(60_000);
    expect(screen.getByTestId('warning')).toHaveTextContent(SESSION_WARNING_MESSAGE);
    await advance(5 * 60_000);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith(SESSION_WARNING_MESSAGE);
  });

  it('ends the session once the refresh token is past its expiry and goes to /login', async () => {
    const error = vi.spyOn(toast, 'error');
    storeTokens({ accessIn: 100_000, refreshIn: 90 });
    mockApi({
      'POST /api/validate': { body: { valid: true, isEmailVerified: true, lastLoginAt: null } },
      'GET /api/user/get/me': { body: user },
    });
    const { navigate } = renderSession();
    await advance(0);
    await advance(60_000);
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(navigate).not.toHaveBeenCalled();
    await advance(60_000);
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated');
    expect(screen.getByTestId('notice')).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
    expect(error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(readTokens()).toEqual({});
  });

  it('ends the session when the server refuses the refresh token', async () => {
    storeTokens({ accessIn: 70, refreshIn: 86_400 });
    mockApi({
      'POST /api/validate': { body: { valid: true, isEmailVerified: true, lastLoginAt: null } },
      'GET /api/user/get/me': { body: user },
      'POST /api/auth/refresh': { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
    });
    const { navigate } = renderSession();
    await advance(0);
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    await advance(60_000);
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated');
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
