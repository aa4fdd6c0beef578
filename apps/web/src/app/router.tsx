import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import LandingPage from '@/features/marketing/pages/landing-page';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { Redirect, RedirectIfAuthenticated, RequireAdmin, RequireAuth } from './route-guard';
import type { RouteHandle } from './route-handle';
import { TrackPageViews } from './track-page-views';

const RELOADED_AT_KEY = 'ai-realty-chunk-reload-at';

/**
 * Pages load lazily so the first paint of a public page does not carry the whole app. A page file
 * that fails to load usually means a new release replaced it: reload once to fetch the new files.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  try {
    const Component = (await load()).default;
    sessionStorage.removeItem(RELOADED_AT_KEY);
    return { Component };
  } catch (error) {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last > 10_000) {
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      window.location.reload();
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
};

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });
/** A page with its own h1: the title goes to the document title only, not to the header. */
const headed = (title: string): { handle: RouteHandle } => ({ handle: { title, ownHeading: true } });

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

/** What the first load shows while the page's code arrives: the page background, nothing to jump. */
function BootFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}

export const routes: RouteObject[] = [
  {
    element: <TrackPageViews />,
    errorElement: <RouteError />,
    HydrateFallback: BootFallback,
    children: [
      {
        element: <PublicLayout />,
        children: [
          // The front door is part of the first download: most visits start here, and a lazy page
          // would add a round trip before its first paint. Every other page loads on demand.
          { index: true, Component: LandingPage },
          {
            path: 'features',
            ...titled('Features'),
            lazy: page(() => import('@/features/marketing/pages/features-page')),
          },
          {
            path: 'pricing',
            ...titled('Pricing'),
            lazy: page(() => import('@/features/marketing/pages/pricing-page')),
          },
          {
            path: 'about',
            ...titled('About'),
            lazy: page(() => import('@/features/marketing/pages/about-page')),
          },
          {
            path: 'contact',
            ...titled('Contact'),
            lazy: page(() => import('@/features/marketing/pages/contact-page')),
          },
          {
            path: 'privacy-policy',
            ...titled('Privacy Policy'),
            lazy: page(() => import('@/features/marketing/pages/privacy-page')),
          },
          { path: 'privacy', element: <Redirect to="/privacy-policy" /> },
          {
            path: 'terms-of-service',
            ...titled('Terms of Service'),
            lazy: page(() => import('@/features/marketing/pages/terms-page')),
          },
          { path: 'terms', element: <Redirect to="/terms-of-service" /> },
          {
            path: 'try-free',
            ...titled('Try Free'),
            lazy: page(() => import('@/features/trial/pages/try-free-page')),
          },
          {
            path: 'try-free/wizard',
            ...titled('Try Free: Property Wizard'),
            lazy: page(() => import('@/features/trial/pages/trial-wizard-page')),
          },
          {
            path: 'try-free/pdf',
            ...titled('Try Free: PDF Upload'),
            lazy: page(() => import('@/features/trial/pages/trial-pdf-page')),
          },
          {
            path: 'try-free/ai',
            ...titled('Try Free: AI Options'),
            lazy: page(() => import('@/features/trial/pages/trial-ai-page')),
          },
          {
            path: 'password-reset',
            ...titled('Reset Password'),
            lazy: page(() => import('@/features/auth/pages/password-reset-page')),
          },
          {
            path: 'reset-password',
            ...titled('Reset Password'),
            lazy: page(() => import('@/features/auth/pages/password-reset-page')),
          },
          {
            path: 'email-verification',
            ...titled('Email Verification'),
            lazy: page(() => import('@/features/auth/pages/verify-email-page')),
          },
          {
            path: 'verify-email',
            ...titled('Email Verification'),
            lazy: page(() => import('@/features/auth/pages/verify-email-page')),
          },
          {
            path: 'unsubscribe',
            ...titled('Unsubscribe'),
            lazy: page(() => import('@/features/unsubscribe/pages/unsubscribe-page')),
          },
          {
            path: 'confirm-email-change',
            ...titled('Confirm Email Change'),
            lazy: page(() => import('@/features/auth/pages/confirm-email-change-page')),
          },
          {
            path: 'undo-email-change',
            ...titled('Cancel Email Change'),
            lazy: page(() => import('@/features/auth/pages/undo-email-change-page')),
          },
          {
            element: <RedirectIfAuthenticated />,
            children: [
              {
                path: 'login',
                ...titled('Sign In'),
                lazy: page(() => import('@/features/auth/pages/login-page')),
              },
              {
                path: 'register',
                ...titled('Create Account'),
                lazy: page(() => import('@/features/auth/pages/register-page')),
              },
            ],
          },
        ],
      },
      {
        path: 'app',
        element: <RequireAuth />,
        children: [
          {
            // The signed-in shell (sidebar, drawer, banners) is not part of any public page's download.
            lazy: page(() => import('./layouts/app-shell').then((m) => ({ default: m.AppShell }))),
            children: [
              { index: true, element: <Navigate to="/app/dashboard" replace /> },
              {
                path: 'dashboard',
                ...titled('Dashboard'),
                lazy: page(() => import('@/features/dashboard/pages/dashboard-page')),
              },
              {
                path: 'properties',
                ...headed('Properties'),
                lazy: page(() => import('./pages/properties-page')),
              },
              {
                path: 'properties/:id',
                ...headed('Property Details'),
                lazy: page(() => import('@/features/properties/pages/property-detail-page')),
              },
              {
                path: 'ai',
                ...headed('AI Generation'),
                lazy: page(() => import('@/features/ai/pages/generate-page')),
              },
              {
                path: 'ai/generate',
                ...headed('AI Generation'),
                lazy: page(() => import('@/features/ai/pages/generate-page')),
              },
              {
                path: 'responses',
                ...headed('Responses'),
                lazy: page(() => import('@/features/responses/pages/responses-page')),
              },
              {
                path: 'responses/:responseId',
                ...headed('Response'),
                lazy: page(() => import('@/features/responses/pages/response-detail-page')),
              },
              {
                path: 'account',
                ...titled('Account Settings'),
                lazy: page(() => import('@/features/account/pages/account-page')),
              },
              {
                path: 'profile',
                ...titled('Account Settings'),
                lazy: page(() => import('@/features/account/pages/account-page')),
              },
              {
                path: 'credits',
                ...titled('Credits'),
                lazy: page(() => import('@/features/account/pages/credits-page')),
              },
              {
                path: 'upgrade',
                ...titled('Upgrade'),
                lazy: page(() => import('@/features/billing/pages/upgrade-page')),
              },
              { path: 'payment', element: <Redirect to="/app/upgrade" /> },
              {
                path: 'billing',
                ...headed('Billing & Payment History'),
                lazy: page(() => import('@/features/billing/pages/billing-page')),
              },
              {
                path: 'subscription',
                ...titled('Subscription'),
                lazy: page(() => import('@/features/billing/pages/subscription-page')),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: 'admin',
                    ...titled('Admin'),
                    lazy: page(() => import('@/features/admin/pages/admin-page')),
                  },
                ],
              },
              // Unknown paths go to / everywhere, inside the signed-in area too.
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
      ...shortcuts.map((s) => ({ path: s, element: <Redirect to={`/app/${s}`} /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
