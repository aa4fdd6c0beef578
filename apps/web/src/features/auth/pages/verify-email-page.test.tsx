import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import VerifyEmailPage from './verify-email-page';

function renderVerify(route: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider navigate={() => undefined}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/verify-email" element={<VerifyEmailPage />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('email verification page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // The page's delays (the message that clears, the cooldown) run on the test's clock, not the wall's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the link is invalid when it has no token', () => {
    const { calls } = mockApi({});
    renderVerify('/verify-email');
    expect(screen.getByText('Invalid verification link. No token provided.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('confirms the token once and shows success', async () => {
    const { calls } = mockApi({
      'POST /api/auth/email-verification-confirm': { body: { message: 'Email verified successfully.' } },
    });
    renderVerify('/verify-email?token=abc');
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ token: 'abc' });
  });

  it('treats an already verified address as success', async () => {
    mockApi({
      'POST /api/auth/email-verification-confirm': {
        status: 400,
        body: { error: 'Email already verified', code: 'VALIDATION_ERROR' },
      },
    });
    renderVerify('/verify-email?token=abc');
    expect(await screen.findByText('Email already verified. You can now log in.')).toBeInTheDocument();
  });

  it('offers a resend with a 60 s cooldown when the link has expired', async () => {
    const { calls } = mockApi({
      'POST /api/auth/email-verification-confirm': {
        status: 400,
        body: {
          error: 'Verification token has expired. Please request a new verification email.',
          code: 'VALIDATION_ERROR',
        },
      },
      'POST /api/auth/email-verification-request': { body: { message: 'sent' } },
    });
    const user = renderVerify('/verify-email?token=abc');
    expect(
      await screen.findByText('Verification token has expired. Please request a new verification email.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Verification email sent! Please check your inbox.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend in (60|59)s/ })).toBeDisabled();
    expect(calls.find((c) => c.path === '/api/auth/email-verification-request')?.body).toEqual({
      email: 'jordan@example.com',
    });
  });

  it('clears the sent message after 5 seconds while the cooldown keeps running', async () => {
    mockApi({
      'POST /api/auth/email-verification-confirm': {
        status: 400,
        body: {
          error: 'Verification token has expired. Please request a new verification email.',
          code: 'VALIDATION_ERROR',
        },
      },
      'POST /api/auth/email-verification-request': { body: { message: 'sent' } },
    });
    const user = renderVerify('/verify-email?token=abc');
    await user.type(await screen.findByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    const sent = await screen.findByText('Verification email sent! Please check your inbox.');
    await act(async () => {
      vi.advanceTimersByTime(4_900);
    });
    expect(sent).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(sent).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  });
});
