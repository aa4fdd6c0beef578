import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { makeUser } from '@/test/ai-fixtures';
import { mockApi, signIn } from '@/test/api-mock';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider navigate={(to) => void router.navigate(to)}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

const signedInRoutes = {
  'POST /api/validate': { body: { valid: true, isEmailVerified: true, lastLoginAt: null } },
  'GET /api/user/get/me': { body: makeUser() },
};

describe('route table', { timeout: 20_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends an unknown public path to /', async () => {
    mockApi({});
    const location = renderAt('/no/such/page');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('sends an unknown path inside the signed-in area to / as well', async () => {
    signIn();
    mockApi(signedInRoutes);
    const location = renderAt('/app/no-such-page');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('loads a lazy page on first render without a missing-fallback warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    mockApi({});
    const location = renderAt('/about');
    await waitFor(() => expect(location()).toBe('/about'));
    await waitFor(() => expect(document.querySelector('[aria-busy="true"].min-h-screen')).toBeNull());
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
    warn.mockRestore();
  });

  it('keeps the query string when a shortcut redirects to its /app page', async () => {
    signIn();
    mockApi(signedInRoutes);
    const location = renderAt('/profile?tab=security');
    await waitFor(() => expect(location()).toBe('/app/profile?tab=security'));
  });
});
