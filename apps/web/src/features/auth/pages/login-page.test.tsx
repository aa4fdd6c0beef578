import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import LoginPage from './login-page';

const now = () => Math.floor(Date.now() / 1000);

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(entry: string | { pathname: string; state: unknown } = '/login') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider navigate={() => undefined}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function submit(user: ReturnType<typeof userEvent.setup>, remember = false) {
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.type(screen.getByLabelText('Password'), 'Sunny-Porch-42');
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('puts the cursor in the email field on arrival', async () => {
    mockApi({});
    renderLogin();
    expect(await screen.findByLabelText('Email')).toHaveFocus();
  });

  it('signs in with remember-me and a device fingerprint, then returns to the page that asked', async () => {
    const { calls } = mockApi({
      'POST /api/login': {
        body: {
          accessToken: 'a',
          refreshToken: 'r',
          accessExpiresAt: now() + 900,
          refreshExpiresAt: now() + 86_400,
          isEmailVerified: true,
        },
      },
      'GET /api/user/get/me': {
        body: {
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
        },
      },
    });
    const user = renderLogin({ pathname: '/login', state: { from: '/app/account?tab=1' } });
    await submit(user, true);
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/account?tab=1');
    const body = calls.find((c) => c.path === '/api/login')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'jordan@example.com', password: 'Sunny-Porch-42', rememberMe: true });
    expect(typeof body.deviceFingerprint).toBe('string');
  });

  it('shows the Account Locked banner with the server message and keeps submit disabled', async () => {
    mockApi({
      'POST /api/login': {
        status: 423,
        body: { error: 'Account locked. Try again in 15 minutes.', code: 'ACCOUNT_LOCKED' },
      },
    });
    const user = renderLogin();
    await submit(user);
    expect(await screen.findByText('Account Locked')).toBeInTheDocument();
    expect(screen.getByText('Account locked. Try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  it('explains an unverified account and falls back to the generic message', async () => {
    mockApi({
      'POST /api/login': {
        status: 403,
        body: { error: 'Email verification required', code: 'EMAIL_VERIFICATION_REQUIRED' },
      },
    });
    const user = renderLogin();
    await submit(user);
    expect(
      await screen.findByText(
        'Please verify your email address before logging in. Check your email for a verification link.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server error for wrong credentials', async () => {
    mockApi({
      'POST /api/login': { status: 401, body: { error: 'Invalid email or password', code: 'UNAUTHORIZED' } },
    });
    const user = renderLogin();
    await submit(user);
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
