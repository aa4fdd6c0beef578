import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

// Tests stub the network boundary only: every page, hook and the real API client (fetch and the
// upload's XMLHttpRequest) run as in the app, and MSW answers under them.

export const mockServer = setupServer();

export type MockRequest = {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON, the FormData of a multipart body, or undefined. */
  body: unknown;
};
/** `network: true` drops the connection instead of answering. */
export type MockReply = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  network?: boolean;
};
export type MockRoute = MockReply | ((req: MockRequest) => MockReply | Promise<MockReply>);

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Answers the API for this test. Routes are keyed "METHOD /api/path" (query string ignored); a route
 * that is not listed answers 404 so a missing stub fails loudly. Returns the recorded requests.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const calls: MockRequest[] = [];
  mockServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const req: MockRequest = {
        method: request.method.toUpperCase(),
        path: url.pathname,
        url,
        headers: request.headers,
        body: await readBody(request.clone()),
      };
      calls.push(req);
      const route = routes[`${req.method} ${url.pathname}`];
      const reply: MockReply = route
        ? typeof route === 'function'
          ? await route(req)
          : route
        : { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
      if (reply.network) return HttpResponse.error();
      return HttpResponse.json((reply.body ?? {}) as never, {
        status: reply.status ?? 200,
        headers: reply.headers,
      });
    }),
  );
  return { calls };
}

/** A signed-in browser: tokens in local storage that will not expire during the test. */
export function signIn() {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('accessToken', 'test-access-token');
  localStorage.setItem('refreshToken', 'test-refresh-token');
  localStorage.setItem('accessExpiresAt', String(inAnHour));
  localStorage.setItem('refreshExpiresAt', String(inAnHour * 2));
}
