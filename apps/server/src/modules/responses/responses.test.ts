import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProperty } from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { aiResponses } from '../../db/schema.ts';
import type { AiWriter } from '../../providers/ai/ai-writer.ts';
import { createBuiltinWriter } from '../../providers/ai/builtin/builtin-writer.ts';
import { runGeneration } from '../ai/run-generation.ts';
import { RESPONSES_LIST_CAP } from './response-repo.ts';

// Responses API and live text. No workers run here: the tests drive the worker function themselves,
// so they decide when text is written.

let release: () => void = () => {};
const builtin = createBuiltinWriter();
const writer: AiWriter = {
  name: 'builtin',
  kind: 'builtin',
  async write(_request, hooks) {
    hooks?.onText?.('First words. ');
    await new Promise<void>((resolve) => (release = resolve));
    hooks?.onText?.('Last words.');
    return { text: 'First words. Last words.', usage: null };
  },
  suggestFollowUps: (request) => builtin.suggestFollowUps(request),
};

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({}, { ai: writer });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

async function pending(headers: Record<string, string>, propertyId: string, generationType = 'keywords') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/generate',
    headers,
    payload: { propertyId, generationType },
  });
  expect(res.statusCode).toBe(200);
  return res.json().responseID as string;
}

type SseEvent = { event: string; data: Record<string, unknown> };

function parseEvents(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .map((block) => {
      const event = block.match(/^event: (.+)$/m)?.[1];
      const data = block.match(/^data: (.+)$/m)?.[1];
      return event && data ? { event, data: JSON.parse(data) } : null;
    })
    .filter((e): e is SseEvent => e !== null);
}

/**
 * Reads a live stream until `done` (or the server closes it). `onOpen` runs once the stream is open,
 * `onEvent` as each event arrives, so a test acts on what the client has seen instead of on a delay.
 */
async function readStream(
  url: string,
  headers: Record<string, string>,
  hooks: { onOpen?: () => void; onEvent?: (event: SseEvent) => void } = {},
): Promise<SseEvent[]> {
  const res = await fetch(url, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let seen = 0;
  hooks.onOpen?.();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    // Events are complete once their blank line has arrived.
    const complete = parseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2));
    for (const event of complete.slice(seen)) hooks.onEvent?.(event);
    seen = complete.length;
  }
  return parseEvents(text);
}

describe('GET /api/responses/user and /api/responses/get/{id}', () => {
  it("lists the owner's responses newest first and hides others'", async () => {
    const { user, headers } = await createTestUser(t, { credits: 5 });
    const other = await createTestUser(t, { credits: 5 });
    const property = await createTestProperty(t, user.id);
    const first = await pending(headers, property.id, 'keywords');
    const second = await pending(headers, property.id, 'demographics');
    await pending(other.headers, (await createTestProperty(t, other.user.id)).id);

    const res = await t.app.inject({ method: 'GET', url: '/api/responses/user', headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { ID: string }) => r.ID)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      PropertyID: property.id,
      Type: 'Demographics',
      GenerationType: 'demographics',
      Status: 'Pending',
      Response: '',
      Prompt: null,
      ErrorMessage: null,
      Writer: null,
    });

    const forProperty = await t.app.inject({
      method: 'GET',
      url: `/api/responses/user?propertyId=${property.id}`,
      headers,
    });
    expect(forProperty.json()).toHaveLength(2);

    const mine = await t.app.inject({ method: 'GET', url: `/api/responses/get/${first}`, headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().ID).toBe(first);
    for (const url of [
      `/api/responses/get/${first}`,
      '/api/responses/get/not-an-id',
      `/api/responses/get/${crypto.randomUUID()}`,
    ]) {
      const res404 = await t.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res404.statusCode).toBe(404);
      expect(res404.json()).toEqual({ error: 'Response not found', code: 'NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/responses/user' })).statusCode).toBe(401);
  });

  it(`caps the list at ${RESPONSES_LIST_CAP}`, async () => {
    const { user, headers } = await createTestUser(t);
    const base = Date.now();
    await t.deps.database.db.insert(aiResponses).values(
      Array.from({ length: RESPONSES_LIST_CAP + 5 }, (_, i) => ({
        userId: user.id,
        generationType: 'keywords',
        type: 'Keywords',
        cost: 1,
        createdAt: new Date(base - i * 1000),
      })),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/responses/user', headers });
    const list = res.json();
    expect(list).toHaveLength(RESPONSES_LIST_CAP);
    expect(new Date(list[0].Time).getTime()).toBe(base);
  });
});

describe('GET /api/responses/stream/{id}', () => {
  it('streams the text as it is written, then done, with the token in the Authorization header', async () => {
    const { user, headers } = await createTestUser(t, { credits: 2 });
    const property = await createTestProperty(t, user.id);
    const id = await pending(headers, property.id);
    let run: Promise<void> | undefined;
    const events = await readStream(`${baseUrl}/api/responses/stream/${id}`, headers, {
      onOpen: () => {
        run = runGeneration(t.deps, {
          id: 'job',
          data: { responseId: id },
          attempt: 1,
          isFinalAttempt: false,
          signal: new AbortController().signal,
        });
      },
      // The writer finishes only once the client has received its first words.
      onEvent: (event) => {
        if (event.event === 'chunk') release();
      },
    });
    await run;
    expect(events[0]).toEqual({ event: 'snapshot', data: { status: 'Pending', text: '' } });
    const chunks = events.filter((e) => e.event === 'chunk').map((e) => e.data.text);
    expect(chunks).toEqual(['First words. ', 'Last words.']);
    expect(events.at(-1)).toEqual({ event: 'done', data: { status: 'Complete', errorMessage: null } });
  });

  it('sends what exists and done at once for a settled response', async () => {
    const { user, headers } = await createTestUser(t, { credits: 2 });
    const property = await createTestProperty(t, user.id);
    const id = await pending(headers, property.id);
    await t.deps.database.db
      .update(aiResponses)
      .set({ status: 'Complete', response: '## Keywords', completedAt: new Date() })
      .where(eq(aiResponses.id, id));
    const res = await t.app.inject({ method: 'GET', url: `/api/responses/stream/${id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(parseEvents(res.body)).toEqual([
      { event: 'snapshot', data: { status: 'Complete', text: '## Keywords' } },
      { event: 'done', data: { status: 'Complete', errorMessage: null } },
    ]);
  });

  it('ends with the final text when the writer runs in another process', async () => {
    const { user, headers } = await createTestUser(t, { credits: 2 });
    const property = await createTestProperty(t, user.id);
    const id = await pending(headers, property.id);
    const events = await readStream(`${baseUrl}/api/responses/stream/${id}`, headers, {
      // No hub events: only the database changes, once the client has the Pending snapshot, as when
      // a separate worker process writes it.
      onEvent: (event) => {
        if (event.event !== 'snapshot' || event.data.status !== 'Pending') return;
        void t.deps.database.db
          .update(aiResponses)
          .set({ status: 'Complete', response: 'Written elsewhere.', completedAt: new Date() })
          .where(eq(aiResponses.id, id))
          .execute();
      },
    });
    expect(events.at(-2)).toEqual({
      event: 'snapshot',
      data: { status: 'Complete', text: 'Written elsewhere.' },
    });
    expect(events.at(-1)?.event).toBe('done');
  });

  it('is owner-only and needs a valid token', async () => {
    const { user, headers } = await createTestUser(t, { credits: 2 });
    const other = await createTestUser(t);
    const property = await createTestProperty(t, user.id);
    const id = await pending(headers, property.id);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/responses/stream/${id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const badToken = await t.app.inject({
      method: 'GET',
      url: `/api/responses/stream/${id}`,
      headers: { authorization: 'Bearer nope' },
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('refuses a valid access token in the URL: tokens travel only in the Authorization header', async () => {
    // The pen-test chain: a token copied from a logged `?access_token=` URL opened the stream.
    const { user, headers, token } = await createTestUser(t, { credits: 2 });
    const property = await createTestProperty(t, user.id);
    const id = await pending(headers, property.id);
    const inUrl = await t.app.inject({
      method: 'GET',
      url: `/api/responses/stream/${id}?access_token=${token}`,
    });
    expect(inUrl.statusCode).toBe(401);
    expect(inUrl.headers['content-type']).toContain('application/json');
    const none = await t.app.inject({ method: 'GET', url: `/api/responses/stream/${id}` });
    expect(none.statusCode).toBe(401);
  });
});
