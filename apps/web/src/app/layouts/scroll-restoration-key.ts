import type { Location } from 'react-router';

// Every page opened by typing or pasting an address (a new document) has the location key "default",
// so React Router would restore the last position saved under that key: another page's, or an earlier
// visit's, and the agent lands part-way down. Only entries made inside this document (links, back and
// forward) keep their own key; a fresh document gets one no earlier document can have saved.
const thisDocument = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The key under which ScrollRestoration saves and restores a location's scroll position. */
export function scrollRestorationKey(location: Location): string {
  return location.key === 'default' ? `${thisDocument}:${location.pathname}` : location.key;
}
