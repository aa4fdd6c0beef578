import { POST_REGISTRATION_REDIRECT_MS } from '@ai-realty/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import RegisterPage from './register-page';

const now = () => Math.floor(Date.now() / 1000);

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderRegister(route = '/register') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider navigate={() => undefined}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/register" element={<RegisterPage />} />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const signInAnswer = () => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  accessExpiresAt: now() + 900,
  refreshExpiresAt: now() + 86_400,
  isEmailVerified: false,
});

const me = {
  id: 'u1',
  fullName: 'Jordan Rivera',
  email: 'jordan@example.com',
  isEmailVerified: false,
  lastLoginAt: null,
  credits: 0,
  requestCount: 0,
  propertyCount: 0,
  userPermissions: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  mlsRemarksLimit: 1000,
};

async function completeStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Jordan Rivera');
  await user.type(screen.getByLabelText('Work email'), ' Jordan@Example.com ');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Almost There' });
}

describe('registration', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // The redirect after the welcome runs on the test's clock, not the wall's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the documented step 1 messages and clears a field error on edit', async () => {
    mockApi({});
    const user = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'J');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Work email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('tracks the lead as registration_{source} and continues even when that call fails', async () => {
    const { calls } = mockApi({
      'POST /api/lead/track': {
        status: 500,
        body: { error: 'Something went wrong.', code: 'INTERNAL_ERROR' },
      },
    });
    const user = renderRegister('/register?source=trial');
    await completeStepOne(user);
    const lead = calls.find((c) => c.path === '/api/lead/track');
    expect(lead?.body).toMatchObject({
      fullName: 'Jordan Rivera',
      email: 'jordan@example.com',
      source: 'registration_trial',
    });
    expect(typeof (lead?.body as { timestamp?: unknown } | undefined)?.timestamp).toBe('string');
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
  });

  it('shows the documented step 2 messages', async () => {
    mockApi({ 'POST /api/lead/track': { body: { message: 'ok' } } });
    const user = renderRegister();
    await completeStepOne(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/I agree to the/));
    expect(screen.queryByText('You must accept the terms and conditions')).not.toBeInTheDocument();
  });

  it('rates the password with the shared strength rule as it is typed', async () => {
    mockApi({ 'POST /api/lead/track': { body: { message: 'ok' } } });
    const user = renderRegister();
    await completeStepOne(user);
    const password = screen.getByLabelText('Password');
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();

    await user.type(password, 'abc');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Password strength: Fair');
    await user.type(password, 'defgh');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Password strength: Good');
    await user.type(password, 'X');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Password strength: Strong');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('creates the account, signs in with the same credentials and goes to the dashboard after 2 s', async () => {
    const { calls } = mockApi({
      'POST /api/lead/track': { body: { message: 'ok' } },
      'POST /api/user/create': { status: 201, body: { message: 'Account created. Check your email.' } },
      'POST /api/login': { body: signInAnswer() },
      'GET /api/user/get/me': { body: me },
    });
    const user = renderRegister();
    await completeStepOne(user);
    await user.type(screen.getByLabelText('Password'), 'Sunny-Porch-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Sunny-Porch-42');
    await user.type(screen.getByLabelText(/Promo code/), ' SPRING ');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: /Welcome to AI Realty, Jordan/ })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/user/create')?.body).toEqual({
      fullName: 'Jordan Rivera',
      email: 'jordan@example.com',
      password: 'Sunny-Porch-42',
      promoCode: 'SPRING',
    });
    expect(calls.find((c) => c.path === '/api/login')?.body).toMatchObject({
      email: 'jordan@example.com',
      password: 'Sunny-Porch-42',
    });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    await act(async () => {
      vi.advanceTimersByTime(POST_REGISTRATION_REDIRECT_MS);
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/dashboard');
  });

  it('returns to step 2 with the server message when registration fails', async () => {
    mockApi({
      'POST /api/lead/track': { body: { message: 'ok' } },
      'POST /api/user/create': {
        status: 429,
        body: { error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' },
      },
    });
    const user = renderRegister();
    await completeStepOne(user);
    await user.type(screen.getByLabelText('Password'), 'Sunny-Porch-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Sunny-Porch-42');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Almost There' })).toBeInTheDocument();
  });
});
