import { formatNumber } from '@ai-realty/shared/rules/format';
import * as RadixDialog from '@radix-ui/react-dialog';
import {
  Building2,
  Coins,
  FileText,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Menu,
  Repeat,
  ShieldCheck,
  Sparkles,
  TriangleAlert,
  UserRound,
  X,
} from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  Link,
  NavLink,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/components/ui/dialog';
import { dismissPageToasts } from '@/components/ui/lazy-toaster';
import { Skeleton } from '@/components/ui/skeleton';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import type { RouteHandle } from '../route-handle';
import { ThemeToggle } from '../theme-toggle';
import { AppFooter } from './app-footer';
import { Brand } from './brand';
import { scrollRestorationKey } from './scroll-restoration-key';
import { useRouteTitle } from './use-route-title';

type NavItem = { label: string; to: string; icon: LucideIcon; adminOnly?: boolean };

const navItems: NavItem[] = [
  { label: 'Dashboard', to: '/app/dashboard', icon: LayoutDashboard },
  { label: 'Properties', to: '/app/properties', icon: Building2 },
  { label: 'AI Generation', to: '/app/ai', icon: Sparkles },
  { label: 'Responses', to: '/app/responses', icon: FileText },
  { label: 'Credits', to: '/app/credits', icon: Coins },
  { label: 'Subscription', to: '/app/subscription', icon: Repeat },
  { label: 'Account', to: '/app/account', icon: UserRound },
  { label: 'Admin', to: '/app/admin', icon: ShieldCheck, adminOnly: true },
];

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { isAdmin, logout } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center px-5">
        <Brand to="/app/dashboard" />
      </div>
      <nav aria-label="Workspace" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-1">
          {navItems
            .filter((item) => !item.adminOnly || isAdmin)
            .map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-accent-50 text-accent-800 dark:bg-accent-900/40 dark:text-accent-100'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                    )
                  }
                >
                  <Icon className="h-4.5 w-4.5 shrink-0" aria-hidden />
                  {label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3 dark:border-slate-800">
        <Button
          variant="ghost"
          className="w-full justify-start gap-3 px-3"
          loading={signingOut}
          onClick={async () => {
            setSigningOut(true);
            await logout();
          }}
        >
          {signingOut ? null : <LogOut className="h-4.5 w-4.5" aria-hidden />}
          Sign out
        </Button>
      </div>
    </div>
  );
}

function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none lg:hidden dark:bg-slate-900"
        >
          <RadixDialog.Title className="sr-only">Navigation</RadixDialog.Title>
          <RadixDialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close navigation"
              className="absolute top-3.5 right-3"
            >
              <X className="h-5 w-5" aria-hidden />
            </Button>
          </RadixDialog.Close>
          <SidebarContent onNavigate={() => onOpenChange(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function CreditCount() {
  const { user } = useSession();
  if (!user) return <Skeleton className="h-8 w-24" />;
  return (
    <Link
      to="/app/credits"
      data-testid="credit-count"
      className="inline-flex h-8 items-center gap-1.5 rounded-full bg-accent-50 px-3 text-sm font-medium text-accent-800 hover:bg-accent-100 dark:bg-accent-900/40 dark:text-accent-100 dark:hover:bg-accent-900/60"
    >
      <Coins className="h-4 w-4" aria-hidden />
      <span>
        {formatNumber(user.credits)}
        <span className="max-sm:sr-only"> {user.credits === 1 ? 'credit' : 'credits'}</span>
      </span>
    </Link>
  );
}

/**
 * A page's toasts go with it (docs/product/navigation.md#toasts). A layout effect, so it runs before
 * the new page's own effects, which may raise the new page's first toast.
 */
function useDismissToastsOnPageChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    dismissPageToasts();
  }, [pathname]);
}

/**
 * The signed-in shell (docs/product/navigation.md#signed-in-shell): sidebar or drawer, header,
 * banners, footer.
 */
export function AppShell() {
  const { user, sessionWarning } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigation = useNavigation();
  const title = useRouteTitle('Dashboard');
  const ownHeading = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.ownHeading);
  useDismissToastsOnPageChange();

  return (
    <div className="min-h-screen lg:pl-64 print:pl-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r print:hidden! border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <SidebarContent />
      </aside>
      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />

      <div className="flex min-h-screen flex-col">
        <header className="sticky top-0 z-20 print:hidden border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
          {navigation.state === 'loading' ? (
            <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-accent-600" aria-hidden />
          ) : null}
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label="Open navigation"
              onClick={() => setDrawerOpen(true)}
            >
              <Menu className="h-5 w-5" aria-hidden />
            </Button>
            {ownHeading ? (
              <div className="flex-1" />
            ) : (
              <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 dark:text-white">
                {title}
              </h1>
            )}
            <div className="hidden text-sm text-slate-600 md:block dark:text-slate-300">
              {user ? (
                <>
                  Welcome, <span className="font-medium text-slate-900 dark:text-white">{user.fullName}</span>
                </>
              ) : (
                <Skeleton className="h-4 w-40" />
              )}
            </div>
            <CreditCount />
            <ThemeToggle />
          </div>
        </header>

        {user && !user.isEmailVerified ? <VerifyEmailBanner email={user.email} /> : null}
        {sessionWarning ? (
          <div
            role="status"
            className="border-b border-amber-200 bg-amber-50 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 sm:px-6">
              <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden />
              <span>{sessionWarning}</span>
            </div>
          </div>
        ) : null}

        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
          {user ? (
            <p className="mb-4 text-sm text-slate-600 md:hidden dark:text-slate-300">
              Welcome, <span className="font-medium text-slate-900 dark:text-white">{user.fullName}</span>
            </p>
          ) : null}
          <Outlet />
        </main>
        <AppFooter />
      </div>
      <ScrollRestoration getKey={scrollRestorationKey} />
    </div>
  );
}
