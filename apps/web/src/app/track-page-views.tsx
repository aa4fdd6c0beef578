import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { trackPageView } from '@/lib/analytics';

/**
 * The root of every route: a page view for each new path, with the page's title. The layouts set the
 * title in their own effects, which run before this parent's, so the title read here is the new one.
 */
export function TrackPageViews() {
  const { pathname } = useLocation();
  // A re-run of the effect for the same path (StrictMode, a re-render) is not a new page view.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (tracked.current === pathname) return;
    tracked.current = pathname;
    trackPageView(pathname, document.title);
  }, [pathname]);
  return <Outlet />;
}
