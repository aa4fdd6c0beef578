import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

// The route guard of docs/product/navigation.md#route-guard. While the stored session is being
// validated a spinner shows.

export type FromState = { from?: string };

/** /app/*: visitors without a session go to /login, which brings them back here after signing in. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

/** Admin-only pages send everyone else to the dashboard. */
export function RequireAdmin() {
  const { status, user, isAdmin } = useSession();
  if (status === 'loading' || (status === 'authenticated' && !user)) return <FullPageSpinner />;
  if (!isAdmin) return <Navigate to="/app/dashboard" replace />;
  return <Outlet />;
}

/**
 * /login and /register: someone who arrives already signed in goes to the dashboard. The decision is
 * made on arrival, so signing in on these pages leaves them in charge of where to go next (the
 * registration success screen shows for 2 seconds first).
 */
export function RedirectIfAuthenticated() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const arrival = useRef<{ pathname: string; signedIn: boolean } | null>(null);
  if (status === 'loading') return <FullPageSpinner />;
  if (arrival.current?.pathname !== pathname) {
    arrival.current = { pathname, signedIn: status === 'authenticated' };
  }
  if (arrival.current.signedIn) return <Navigate to="/app/dashboard" replace />;
  return <Outlet />;
}

/** Shortcuts and renamed paths keep their query string and hash. */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
