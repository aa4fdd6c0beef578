import { vi } from 'vitest';

// Tests stub the network boundary only: every page, hook and the real API client run as in the app.

export type StubRequest = { method: string; path: string; url: URL; body: unknown };
export type StubReply = { status?: number; body?: unknown };
export type StubRoute = StubReply | ((req: StubRequest) => StubReply | Promise<StubReply>);

/**
 * Replaces global fetch. Routes are keyed "METHOD /api/path" (query string ignored); a route that is
 * not listed answers 404 so a missing stub fails loudly. Returns the recorded requests.
 */
export function stubFetch(routes: Record<string, StubRoute>) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const req = { method, path: url.pathname, url, body };
    calls.push(req);
    const route = routes[`${method} ${url.pathname}`];
    const reply: StubReply = route
      ? typeof route === 'function'
        ? await route(req)
        : route
      : { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A signed-in browser: tokens in local storage that will not expire during the test. */
export function signIn() {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('accessToken', 'test-access-token');
  localStorage.setItem('refreshToken', 'test-refresh-token');
  localStorage.setItem('accessExpiresAt', String(inAnHour));
  localStorage.setItem('refreshExpiresAt', String(inAnHour * 2));
}
