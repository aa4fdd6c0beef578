import { PRODUCT_NAME } from '@ai-realty/shared/constants';
import {
  type HeadTag,
  PUBLIC_PAGES,
  type PublicPage,
  pageHeadTags,
  publicPageFor,
} from '@ai-realty/shared/public-pages';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

let origin: string | undefined;

/**
 * The site's public address (APP_URL). The server writes it into index.html's canonical link, which
 * is read before this hook first changes it; the dev server writes none, so the page's own origin.
 */
function siteOrigin(): string {
  if (origin === undefined) {
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    origin = canonical ? new URL(canonical.href).origin : window.location.origin;
  }
  return origin;
}

function applyHead(title: string, tags: HeadTag[]) {
  document.title = title;
  for (const tag of tags) {
    if (tag.kind === 'canonical') {
      let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'canonical';
        document.head.append(link);
      }
      link.href = tag.href;
      continue;
    }
    let meta = document.head.querySelector(`meta[${tag.attribute}="${tag.key}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute(tag.attribute, tag.key);
      document.head.append(meta);
    }
    meta.setAttribute('content', tag.content);
  }
}

/**
 * The public page's title, description and sharing tags, written into the document on every
 * navigation: the same tags the server put into index.html for the first page
 * (@ai-realty/shared/public-pages). A public path without an entry there gets its route title, the
 * site's description, and is kept out of search results.
 */
export function usePageMeta() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const routeTitle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  const fallbackTitle = routeTitle?.title ? `${routeTitle.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  useEffect(() => {
    const page: PublicPage = publicPageFor(pathname) ?? {
      path: pathname,
      title: fallbackTitle,
      description: PUBLIC_PAGES[0].description,
      indexed: false,
    };
    applyHead(page.title, pageHeadTags(page, siteOrigin()));
  }, [pathname, fallbackTitle]);
}
