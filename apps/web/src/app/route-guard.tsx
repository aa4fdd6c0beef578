import { Outlet } from 'react-router';

// Interim: replaced by the real route guard.
export function RequireAuth() {
  return <Outlet />;
}
export function RequireAdmin() {
  return <Outlet />;
}
export function RedirectIfAuthenticated() {
  return <Outlet />;
}
