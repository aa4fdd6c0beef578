import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './layouts/app-shell';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { RedirectIfAuthenticated, RequireAdmin, RequireAuth } from './route-guard';

// Pages load lazily so the first paint of a public page does not carry the whole app.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const shortcuts = [
  'dashboard',
  'properties',
  'ai',
  'responses',
  'payment',
  'upgrade',
  'billing',
  'subscription',
  'credits',
  'account',
  'profile',
  'admin',
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: page(() => import('@/features/marketing/pages/landing-page')) },
          { path: 'features', lazy: page(() => import('@/features/marketing/pages/features-page')) },
          { path: 'pricing', lazy: page(() => import('@/features/marketing/pages/pricing-page')) },
          { path: 'about', lazy: page(() => import('@/features/marketing/pages/about-page')) },
          { path: 'contact', lazy: page(() => import('@/features/marketing/pages/contact-page')) },
          { path: 'privacy-policy', lazy: page(() => import('@/features/marketing/pages/privacy-page')) },
          { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
          { path: 'terms-of-service', lazy: page(() => import('@/features/marketing/pages/terms-page')) },
          { path: 'terms', element: <Navigate to="/terms-of-service" replace /> },
          { path: 'password-reset', lazy: page(() => import('@/features/auth/pages/password-reset-page')) },
          { path: 'reset-password', lazy: page(() => import('@/features/auth/pages/password-reset-page')) },
          { path: 'email-verification', lazy: page(() => import('@/features/auth/pages/verify-email-page')) },
          { path: 'verify-email', lazy: page(() => import('@/features/auth/pages/verify-email-page')) },
          {
            element: <RedirectIfAuthenticated />,
            children: [
              { path: 'login', lazy: page(() => import('@/features/auth/pages/login-page')) },
              { path: 'register', lazy: page(() => import('@/features/auth/pages/register-page')) },
            ],
          },
        ],
      },
      {
        path: 'app',
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <Navigate to="/app/dashboard" replace /> },
              { path: 'dashboard', lazy: page(() => import('@/features/dashboard/pages/dashboard-page')) },
              { path: 'properties', lazy: page(() => import('@/features/properties/pages/properties-page')) },
              {
                path: 'properties/:id',
                lazy: page(() => import('@/features/properties/pages/property-detail-page')),
              },
              { path: 'ai', lazy: page(() => import('@/features/ai/pages/generate-page')) },
              { path: 'ai/generate', lazy: page(() => import('@/features/ai/pages/generate-page')) },
              { path: 'responses', lazy: page(() => import('@/features/responses/pages/responses-page')) },
              {
                path: 'responses/:responseId',
                lazy: page(() => import('@/features/responses/pages/response-detail-page')),
              },
              { path: 'account', lazy: page(() => import('@/features/account/pages/account-page')) },
              { path: 'profile', lazy: page(() => import('@/features/account/pages/account-page')) },
              { path: 'credits', lazy: page(() => import('@/features/account/pages/credits-page')) },
              { path: 'payment', element: <Navigate to="/app/credits" replace /> },
              { path: 'upgrade', element: <Navigate to="/app/credits" replace /> },
              { path: 'billing', element: <Navigate to="/app/credits" replace /> },
              { path: 'subscription', element: <Navigate to="/app/credits" replace /> },
              {
                element: <RequireAdmin />,
                children: [{ path: 'admin', lazy: page(() => import('@/features/admin/pages/admin-page')) }],
              },
              { path: '*', element: <Navigate to="/app/dashboard" replace /> },
            ],
          },
        ],
      },
      ...shortcuts.map((s) => ({ path: s, element: <Navigate to={`/app/${s}`} replace /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
