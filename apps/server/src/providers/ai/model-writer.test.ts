import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestProperty, ledgerOf, waitForFollowUps, waitForResponse } from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { aiResponses } from '../../db/schema.ts';
import { ledgerSum } from '../../modules/credits/credit-ledger.ts';

// The whole loop against a fake OpenAI-compatible server started here: request shape and auth,
// streamed text, token usage, follow-ups as structured output, retries on 500 and 429, and a timeout.

type Scenario = 'ok' | 'error500' | 'hang' | 'rate-limited-once';

type Recorded = { method: string; url: string; authorization?: string; body: Record<string, any> };

const DELTAS = ['Sunlit craftsman ', 'with solar panels ', 'in Travis Heights.'];
const SUGGESTIONS = {
  suggestions: [
    {
      generationType: 'social_media',
      title: 'Posts for Alameda Dr',
      description: 'Four posts.',
      creativeAngle: 'Solar and shade',
      expectedOutcome: 'Posts',
      targetAudience: 'Buyers who work from home',
      relevanceScore: 9,
      propertySpecific: true,
    },
    {
      generationType: 'poem',
      title: 'A poem',
      description: 'Not a type.',
      creativeAngle: 'Rhymes',
      expectedOutcome: 'Verse',
      targetAudience: 'Anyone',
      relevanceScore: 8,
      propertySpecific: false,
    },
    {
      generationType: 'email_marketing',
      title: 'Just listed email',
      description: 'One email.',
      creativeAngle: 'The porch',
      expectedOutcome: 'An email',
      targetAudience: 'Your database',
      relevanceScore: 7.6,
      propertySpecific: true,
    },
    {
      generationType: 'listing_description',
      title: 'Same type again',
      description: 'Dropped.',
      creativeAngle: 'x',
      expectedOutcome: 'x',
      targetAudience: 'x',
      relevanceScore: 6,
      propertySpecific: true,
    },
    {
      generationType: 'keywords',
      title: 'Search phrases',
      description: 'Keywords.',
      creativeAngle: 'Travis Heights',
      expectedOutcome: 'Keywords',
      targetAudience: 'Searchers',
      relevanceScore: 14,
      propertySpecific: true,
    },
  ],
};

let scenario: Scenario = 'ok';
let requests: Recorded[] = [];
let gate: Promise<void> = Promise.resolve();
const hanging = new Set<ServerResponse>();
let server: Server;
let t: TestApp;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const raw = await readBody(req);
  const body = raw ? JSON.parse(raw) : {};
  requests.push({
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    body,
  });
  const chatCalls = requests.filter((r) => r.url === '/v1/chat/completions').length;
  if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
    res.writeHead(404).end();
    return;
  }
  if (scenario === 'hang') {
    hanging.add(res);
    return;
  }
  if (scenario === 'error500' || (scenario === 'rate-limited-once' && chatCalls === 1)) {
    const status = scenario === 'error500' ? 500 : 429;
    // The SDK honours Retry-After, which keeps the backoff of these tests short.
    res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
    res.end(JSON.stringify({ error: { message: 'upstream trouble', type: 'server_error' } }));
    return;
  }
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'cmpl-2',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify(SUGGESTIONS) },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 300, completion_tokens: 90, total_tokens: 390 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, extra: object = {}) =>
    `data: ${JSON.stringify({ id: 'cmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }));
  await gate;
  for (const d of DELTAS) {
    res.write(chunk({ content: d }));
    // A real socket: without a pause the deltas may leave in one packet, and the client would not be
    // seen handling a stream that arrives in pieces. Nothing waits on this beyond the write itself.
    await new Promise((r) => setTimeout(r, 5));
  }
  res.write(
    `data: ${JSON.stringify({ id: 'cmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
  );
  res.write(
    `data: ${JSON.stringify({ id: 'cmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [], usage: { prompt_tokens: 120, completion_tokens: 42, total_tokens: 162 } })}\n\n`,
  );
  res.end('data: [DONE]\n\n');
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp(
    {
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '1000',
      AI_MAX_RETRIES: '2',
    },
    {},
    { workers: true },
  );
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await t?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  scenario = 'ok';
  requests = [];
  gate = Promise.resolve();
});

async function start(credits: number) {
  const owner = await createTestUser(t, { credits });
  const property = await createTestProperty(t, owner.user.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/generate',
    headers: owner.headers,
    payload: {
      propertyId: property.id,
      generationType: 'listing_description',
      customInstructions: 'Mention the porch',
    },
  });
  expect(res.statusCode).toBe(200);
  return { ...owner, responseID: res.json().responseID as string };
}

describe('the model writer against an OpenAI-compatible server', () => {
  it('picks the model writer from configuration', () => {
    expect(t.deps.ai).toMatchObject({ kind: 'model', name: 'test-model' });
  });

  it('streams the text, records usage and asks for follow-ups as structured output', async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    const { user, headers, responseID } = await start(2);
    const chunks: string[] = [];
    // Subscribe before the server releases its deltas, as the stream endpoint would.
    const sub = t.deps.liveText.subscribe(responseID, (e) => {
      if (e.type === 'chunk') chunks.push(e.text);
    });
    open();
    const done = await waitForResponse(t, headers, responseID);
    sub.unsubscribe();
    expect(done).toMatchObject({
      Status: 'Complete',
      Writer: 'test-model',
      Response: DELTAS.join('').trim(),
    });
    expect(chunks).toEqual(DELTAS);

    const [row] = await t.deps.database.db.select().from(aiResponses).where(eq(aiResponses.id, responseID));
    expect(row).toMatchObject({ promptTokens: 120, completionTokens: 42 });

    const call = requests[0];
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer test-key');
    expect(call.body.model).toBe('test-model');
    expect(call.body.stream).toBe(true);
    expect(call.body.stream_options).toEqual({ include_usage: true });
    expect(call.body.messages[0].role).toBe('system');
    expect(call.body.messages[0].content).toContain('Fair Housing');
    expect(call.body.messages[1].role).toBe('user');
    const prompt: string = call.body.messages[1].content;
    expect(prompt).toContain('MLS public remarks');
    expect(prompt).toContain('- Address: 1208 Alameda Dr, Austin, TX 78704');
    expect(prompt).toContain('- List price: $525,000');
    expect(prompt).toContain('Mention the porch');
    expect(prompt).toContain('Do not invent');
    expect(prompt).not.toMatch(/\{\{/);

    const followUps = await waitForFollowUps(t, headers, responseID);
    expect(followUps.status).toBe('complete');
    expect(followUps.followUpPrompts.map((p: { generationType: string }) => p.generationType)).toEqual([
      'keywords',
      'social_media',
      'email_marketing',
    ]);
    expect(followUps.followUpPrompts[0].relevanceScore).toBe(10);
    expect(followUps.followUpPrompts[2].relevanceScore).toBe(8);
    const structured = requests.find((r) => r.body.stream !== true);
    expect(structured?.body.response_format).toEqual({ type: 'json_object' });
    expect(structured?.body.messages[1].content).toContain('Answer with JSON only');
    expect(await creditsOf(t, user.id)).toBe(1);
  });

  it('retries a 429 and completes', async () => {
    scenario = 'rate-limited-once';
    const { headers, responseID } = await start(1);
    const done = await waitForResponse(t, headers, responseID);
    expect(done.Status).toBe('Complete');
    expect(requests.filter((r) => r.body.stream === true)).toHaveLength(2);
    // Let its follow-up call finish before the next test changes how the server answers.
    await waitForFollowUps(t, headers, responseID);
  });

  it('retries a 500 with backoff, then fails the response and refunds', async () => {
    scenario = 'error500';
    const { user, headers, responseID } = await start(3);
    const failed = await waitForResponse(t, headers, responseID);
    expect(failed.Status).toBe('Failed');
    expect(failed.ErrorMessage).toBe(
      'The AI service returned an error (HTTP 500). It failed 3 times in a row. Your 1 credit was refunded.',
    );
    expect(requests.filter((r) => r.url === '/v1/chat/completions' && r.body.stream === true)).toHaveLength(
      3,
    );
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.at(-1)).toMatchObject({ reason: 'refund', reference: responseID, delta: 1 });
    expect(await creditsOf(t, user.id)).toBe(3);
    expect(await ledgerSum(t.deps.database.db, user.id)).toBe(3);
  });

  it('fails a call that times out and refunds', async () => {
    scenario = 'hang';
    const { user, headers, responseID } = await start(1);
    const failed = await waitForResponse(t, headers, responseID);
    expect(failed.Status).toBe('Failed');
    expect(failed.ErrorMessage).toBe(
      'The AI service did not answer within 1 second. Your 1 credit was refunded.',
    );
    expect(requests.filter((r) => r.body.stream === true)).toHaveLength(1);
    expect(await creditsOf(t, user.id)).toBe(1);
  });
});
