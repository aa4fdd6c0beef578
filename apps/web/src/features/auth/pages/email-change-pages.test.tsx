import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import ConfirmEmailChangePage from './confirm-email-change-page';
import UndoEmailChangePage from './undo-email-change-page';

function renderAt(route: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider navigate={() => undefined}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/confirm-email-change" element={<ConfirmEmailChangePage />} />
            <Route path="/undo-email-change" element={<UndoEmailChangePage />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('email change links', { timeout: 20_000 }, () => {
  it('confirms the new address once and offers to sign in again', async () => {
    const { calls } = mockApi({
      'POST /api/auth/email-change-confirm': {
        body: { message: 'Your email address has been changed and every device signed out.' },
      },
    });
    renderAt('/confirm-email-change?token=abc');
    expect(
      await screen.findByText('Your email address has been changed and every device signed out.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email address changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const sent = calls.filter((c) => c.path === '/api/auth/email-change-confirm');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ token: 'abc' });
  });

  it('cancels a change from the old address and points to a password reset', async () => {
    mockApi({ 'POST /api/auth/email-change-undo': { body: { message: 'The email change was cancelled.' } } });
    renderAt('/undo-email-change?token=xyz');
    expect(await screen.findByText('The email change was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/reset-password');
  });

  it("shows the server's reason when a link is refused, and needs a token", async () => {
    mockApi({
      'POST /api/auth/email-change-confirm': {
        status: 400,
        body: {
          error: 'This email change link has expired. Please change your email again.',
          code: 'VALIDATION_ERROR',
        },
      },
    });
    renderAt('/confirm-email-change?token=old');
    expect(
      await screen.findByText('This email change link has expired. Please change your email again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not change your email' })).toBeInTheDocument();
  });
});
