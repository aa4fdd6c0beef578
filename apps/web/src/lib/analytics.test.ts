import { ANALYTICS_BATCH_MAX } from '@ai-realty/shared/analytics-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { startAnalytics, trackEvent, trackPageView } from './analytics';

// The browser's analytics module: the analytics service when the page has one (a warning once when
// not), and the first-party store in batches, by fetch while the page is open and by beacon when it
// is hidden. Module state lives for the whole file, so the tests run in order.

type Beacon = { url: string; body: Blob };
const beacons: Beacon[] = [];

beforeEach(() => {
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    },
  });
});

afterEach(() => {
  delete (window as { gtag?: unknown }).gtag;
  vi.restoreAllMocks();
});

const hidePage = () => window.dispatchEvent(new Event('pagehide'));

/** jsdom's Blob has no text(); its FileReader reads it. */
const beaconJson = (beacon: Beacon) =>
  new Promise<{ visitorId: string; events: unknown[] }>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(beacon.body);
  });

describe('analytics', () => {
  it('does nothing until the app starts it', async () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    trackEvent('cta_click', { cta_type: 'hero_get_started' });
    hidePage();
    expect(gtag).not.toHaveBeenCalled();
    expect(beacons).toHaveLength(0);
  });

  it('sends each event to gtag with its value, and page views with path and title', () => {
    startAnalytics();
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    trackEvent('pricing_cta_click', { plan_name: 'Professional' });
    trackEvent('sign_up_complete', { method: 'email' });
    trackEvent('enhanced_follow_up_view', { follow_up_count: 4 }, 4);
    trackEvent('unsubscribe_success');
    trackPageView('/pricing', 'Pricing · AI Realty');
    expect(gtag.mock.calls).toEqual([
      ['event', 'pricing_cta_click', { plan_name: 'Professional', value: 3 }],
      ['event', 'sign_up_complete', { method: 'email', value: 5 }],
      ['event', 'enhanced_follow_up_view', { follow_up_count: 4, value: 4 }],
      ['event', 'unsubscribe_success', {}],
      ['event', 'page_view', { page_path: '/pricing', page_title: 'Pricing · AI Realty' }],
    ]);
    hidePage();
  });

  it('without gtag, warns once and still stores the events first-party by beacon when the page is hidden', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/unsubscribe?email=jane%40example.com');
    trackEvent('unsubscribe_attempt', { has_feedback: true });
    trackEvent('unsubscribe_error', { error_type: 'network' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/No analytics service/);

    hidePage();
    expect(beacons).toHaveLength(1);
    expect(beacons[0].url).toBe('/api/analytics/events');
    expect(beacons[0].body.type).toBe('text/plain;charset=utf-8');
    const body = await beaconJson(beacons[0]);
    expect(body.visitorId).toMatch(/^[a-f0-9]{32}$/);
    // The path only: the query held an email address.
    expect(body.events).toEqual([
      { name: 'unsubscribe_attempt', params: { has_feedback: true }, path: '/unsubscribe' },
      { name: 'unsubscribe_error', value: 0, params: { error_type: 'network' }, path: '/unsubscribe' },
    ]);
    // The visitor id is kept, so the next batch names the same browser.
    trackPageView('/', 'AI Realty');
    hidePage();
    expect((await beaconJson(beacons[1])).visitorId).toBe(body.visitorId);
    window.history.pushState({}, '', '/');
  });

  it('sends a full batch at once, and the rest after 2 s, with the session when signed in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    localStorage.setItem('accessToken', 'access-1');
    localStorage.setItem('accessExpiresAt', String(inAnHour));
    const { calls } = mockApi({ 'POST /api/analytics/events': { status: 202, body: { accepted: 1 } } });

    for (let i = 0; i < ANALYTICS_BATCH_MAX + 1; i++)
      trackEvent('demo_interaction', { demo_type: 'keywords' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0].body as { events: unknown[] }).events).toHaveLength(ANALYTICS_BATCH_MAX);
    expect(calls[0].headers.get('authorization')).toBe('Bearer access-1');

    // The one left over waits for company, then goes on its own.
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 4_000 });
    expect((calls[1].body as { events: unknown[] }).events).toEqual([
      { name: 'demo_interaction', value: 1, params: { demo_type: 'keywords' }, path: '/' },
    ]);
    expect(beacons).toHaveLength(0);
  });
});
