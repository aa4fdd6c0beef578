import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_VALUES,
  type AnalyticsEventName,
  type AnalyticsParams,
} from '@ai-realty/shared/analytics-events';
import { isAccessExpired, readTokens } from './token-storage';

// The browser's one analytics module (docs/product/commercial.md#analytics-events). Every event and
// page view goes two ways:
// - to the site's analytics service (`window.gtag`) when the page has one; without it a warning is
//   logged once;
// - to the product's own store (`POST /api/analytics/events`), in batches, so the funnel can be
//   measured without a third party. Events wait up to 2 s to travel together; when the page is hidden
//   or closed the rest leave by navigator.sendBeacon, which the browser delivers after the page is gone.
// Analytics never gets in a visitor's way: failures are only logged, and nothing here throws.

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;
type QueuedEvent = {
  name: AnalyticsEventName;
  value?: number;
  params?: AnalyticsParams;
  path?: string;
  title?: string;
};

const ENDPOINT = '/api/analytics/events';
const VISITOR_KEY = 'ai-realty-visitor';
const FLUSH_DELAY_MS = 2_000;

let started = false;
let warned = false;
const queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let sessionVisitorId: string | undefined;

/** 128 random bits as hex: names a browser, not a person. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The browser's visitor id, made once and kept; in memory only where storage is unavailable. */
function visitorId(): string {
  try {
    const stored = localStorage.getItem(VISITOR_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    sessionVisitorId ??= randomId();
    localStorage.setItem(VISITOR_KEY, sessionVisitorId);
  } catch {
    sessionVisitorId ??= randomId();
  }
  return sessionVisitorId;
}

function toAnalyticsService(name: string, params: Record<string, unknown>) {
  const gtag = (window as { gtag?: Gtag }).gtag;
  if (typeof gtag === 'function') {
    try {
      gtag('event', name, params);
    } catch (error) {
      console.warn('Analytics event could not be sent', error);
    }
    return;
  }
  if (!warned) {
    warned = true;
    console.warn('No analytics service on this page: events are kept first-party only.');
  }
}

/** Only the page path: a query string can hold an email address or a token. */
const currentPath = () => window.location.pathname.slice(0, 300);

function clip(params: AnalyticsParams): AnalyticsParams {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 100) : v]),
  );
}

function send(events: QueuedEvent[], viaBeacon: boolean) {
  const body = JSON.stringify({ visitorId: visitorId(), events });
  // A beacon cannot carry the session, so these events are stored without the account id.
  if (viaBeacon && navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'text/plain;charset=UTF-8' })))
    return;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const tokens = readTokens();
  // The token as it is, never a refresh: analytics must not touch the session.
  if (tokens.accessToken && !isAccessExpired(tokens)) headers.authorization = `Bearer ${tokens.accessToken}`;
  // keepalive: a navigation away from the page does not cancel the request.
  fetch(ENDPOINT, { method: 'POST', headers, body, keepalive: true }).then(
    (res) => {
      if (!res.ok) console.warn(`Analytics events were not stored (${res.status})`);
    },
    (error) => console.warn('Analytics events were not stored', error),
  );
}

function flush(viaBeacon = false) {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, ANALYTICS_BATCH_MAX), viaBeacon);
}

function enqueue(event: QueuedEvent) {
  queue.push(event);
  if (queue.length >= ANALYTICS_BATCH_MAX) flush();
  else timer ??= setTimeout(() => flush(), FLUSH_DELAY_MS);
}

/**
 * Turns analytics on for this page (the app's entry point calls it once). Until then events are
 * dropped, so component tests and other embeddings send nothing anywhere.
 */
export function startAnalytics() {
  if (started) return;
  started = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
  window.addEventListener('pagehide', () => flush(true));
}

/**
 * Sends one of the product's events with its value from the event list; `value` is given only for
 * events whose value is a count (enhanced_follow_up_view: the number of follow-ups).
 */
export function trackEvent(
  name: Exclude<AnalyticsEventName, 'page_view'>,
  params: AnalyticsParams = {},
  value?: number,
) {
  if (!started) return;
  const eventValue = value ?? ANALYTICS_EVENT_VALUES[name] ?? undefined;
  const clipped = clip(params);
  toAnalyticsService(name, eventValue === undefined ? clipped : { ...clipped, value: eventValue });
  enqueue({
    name,
    ...(eventValue === undefined ? {} : { value: eventValue }),
    ...(Object.keys(clipped).length > 0 ? { params: clipped } : {}),
    path: currentPath(),
  });
}

/** A page view, with the page's path and title. */
export function trackPageView(path: string, title: string) {
  if (!started) return;
  toAnalyticsService('page_view', { page_path: path, page_title: title });
  enqueue({ name: 'page_view', path: path.slice(0, 300), title: title.slice(0, 200) });
}
