import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { SessionProvider } from '@/lib/session';
import { router } from './router';
import { applyInitialTheme, useTheme } from './theme';

applyInitialTheme();

const navigate = (to: string) => void router.navigate(to);

export function App() {
  const theme = useTheme();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: 1, staleTime: 10_000, refetchOnWindowFocus: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider navigate={navigate}>
        <RouterProvider router={router} />
      </SessionProvider>
      {/* Bottom right, clear of the header and its credit balance (full width at the bottom on phones). */}
      <LazyToaster richColors position="bottom-right" closeButton theme={theme} />
    </QueryClientProvider>
  );
}
