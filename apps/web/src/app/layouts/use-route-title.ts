import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

/** The deepest matched route's title (or the fallback), also written to the document title. */
export function useRouteTitle(fallback?: string): string | undefined {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const value = title?.title ?? fallback;
  useEffect(() => {
    document.title = value ? `${value} · AI Realty` : 'AI Realty: marketing content for real estate agents';
  }, [value]);
  return value;
}
