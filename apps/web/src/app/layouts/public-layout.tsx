import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { trackEvent } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { ThemeToggle } from '../theme-toggle';
import { Brand } from './brand';
import { scrollRestorationKey } from './scroll-restoration-key';
import { SiteFooter } from './site-footer';
import { usePageMeta } from './use-page-meta';

const navLinks = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'text-accent-800 dark:text-accent-200'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  );

export function PublicLayout() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const { status } = useSession();
  usePageMeta();

  const accountLinks =
    status === 'authenticated' ? (
      <Link to="/app/dashboard" className={buttonClasses('primary', 'sm')}>
        Go to Dashboard
      </Link>
    ) : (
      <>
        <NavLink to="/login" className={navLinkClass}>
          Sign In
        </NavLink>
        <Link
          to="/register"
          className={buttonClasses('primary', 'sm')}
          onClick={() => trackEvent('cta_click', { cta_type: 'nav_get_started' })}
        >
          Get Started Free
        </Link>
      </>
    );

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Brand />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {navLinks.map((l) => (
              <NavLink key={l.to} to={l.to} className={navLinkClass}>
                {l.label}
              </NavLink>
            ))}
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <ThemeToggle />
            {accountLinks}
          </div>
          <div className="flex items-center gap-1 md:hidden">
            <ThemeToggle />
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            >
              {menuOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
            </Button>
          </div>
        </div>
        {menuOpen ? (
          <nav
            id="mobile-menu"
            aria-label="Mobile"
            className="border-t border-slate-200 px-4 pt-2 pb-4 md:hidden dark:border-slate-800"
          >
            <ul className="flex flex-col">
              {navLinks.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className={(s) => cn(navLinkClass(s), 'block py-3')}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-800 [&>a]:justify-center">
              {accountLinks}
            </div>
          </nav>
        ) : null}
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollRestorationKey} />
    </div>
  );
}
