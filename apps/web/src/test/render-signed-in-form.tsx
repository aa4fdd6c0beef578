import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '@/lib/session';

/**
 * Renders a signed-in form (an account settings section) with a fresh query cache and the session it
 * saves into, and returns the user-event driver to fill it in.
 */
export function renderSignedInForm(form: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider navigate={() => undefined}>
        <MemoryRouter>{form}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
