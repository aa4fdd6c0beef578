import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestProperty, ledgerOf, waitForFollowUps, waitForResponse } from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { aiResponses } from '../../db/schema.ts';
import { QUEUE_NAMES } from '../../jobs/queue-definitions.ts';
import { type AiWriter, WriterError } from '../../providers/ai/ai-writer.ts';
import { createBuiltinWriter } from '../../providers/ai/builtin/builtin-writer.ts';
import { ledgerSum } from '../credits/credit-ledger.ts';
import { failAbandonedGeneration, failGeneration, runGeneration } from './run-generation.ts';

// The worker under failure: a crash mid-job is retried without completing twice or charging twice; a
// failure that is not the user's marks the response Failed and refunds once.

type Mode =
  | { kind: 'ok' }
  | { kind: 'crash-once' }
  | { kind: 'crash-always' }
  | { kind: 'writer-error' }
  | { kind: 'gate'; release: Promise<void> };

let mode: Mode = { kind: 'ok' };
let calls = 0;
let callWaiters: { n: number; resolve: () => void }[] = [];
/** Resolves once the writer has been called `n` times: the test waits on the call, not on a clock. */
function writerCalled(n: number): Promise<void> {
  if (calls >= n) return Promise.resolve();
  return new Promise((resolve) => callWaiters.push({ n, resolve }));
}
const builtin = createBuiltinWriter();
// The built-in writer with failures injected after the worker has set the response Processing.
const writer: AiWriter = {
  name: 'builtin',
  kind: 'builtin',
  async write(request, hooks) {
    calls++;
    for (const waiter of callWaiters) if (calls >= waiter.n) waiter.resolve();
    hooks?.onText?.('Half a sentence ');
    if (mode.kind === 'crash-always' || (mode.kind === 'crash-once' && calls === 1)) {
      throw new Error('worker process lost its database connection');
    }
    if (mode.kind === 'writer-error') throw new WriterError('The AI service returned an error (HTTP 500).');
    if (mode.kind === 'gate') await mode.release;
    return builtin.write(request, hooks);
  },
  suggestFollowUps: (request) => builtin.suggestFollowUps(request),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOB_RETRY_LIMIT: '1' }, { ai: writer }, { workers: true });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  mode = { kind: 'ok' };
  calls = 0;
  callWaiters = [];
});

async function startOne(credits: number, generationType = 'listing_description') {
  const owner = await createTestUser(t, { credits });
  const property = await createTestProperty(t, owner.user.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/generate',
    headers: owner.headers,
    payload: { propertyId: property.id, generationType },
  });
  expect(res.statusCode).toBe(200);
  return { ...owner, property, responseID: res.json().responseID as string };
}

/**
 * Waits until no generation job is waiting or running in the queue, so a late worker's last step (its
 * stale attempt to complete) has run: a wait on the queue's state instead of on the clock.
 */
async function untilGenerationJobsSettle(timeoutMs = 15_000) {
  const started = Date.now();
  const query = sql.raw(
    `select count(*)::int as n from "${t.deps.queue.schema}".job where name = '${QUEUE_NAMES.generation}' and state in ('created', 'retry', 'active')`,
  );
  for (;;) {
    const { rows } = (await t.deps.database.db.execute(query)) as unknown as { rows: { n: number }[] };
    if (rows[0].n === 0) return;
    if (Date.now() - started > timeoutMs) throw new Error('generation jobs did not settle');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function rowOf(id: string) {
  const [row] = await t.deps.database.db.select().from(aiResponses).where(eq(aiResponses.id, id));
  return row;
}

describe('the generation worker', () => {
  it('retries a job that crashed mid-way and completes it once, charging once', async () => {
    mode = { kind: 'crash-once' };
    const { user, headers, responseID } = await startOne(3);
    const done = await waitForResponse(t, headers, responseID);
    expect(done.Status).toBe('Complete');
    expect(done.Response).not.toContain('Half a sentence');
    expect(calls).toBe(2);
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.filter((l) => l.reason === 'generation')).toHaveLength(1);
    expect(ledger.filter((l) => l.reason === 'refund')).toHaveLength(0);
    expect(await creditsOf(t, user.id)).toBe(2);
    expect(await ledgerSum(t.deps.database.db, user.id)).toBe(2);
    const row = await rowOf(responseID);
    expect(row.startedAt).not.toBeNull();
    expect(row.completedAt).not.toBeNull();
  });

  it('fails a writer error at once with a readable message and refunds the credits', async () => {
    mode = { kind: 'writer-error' };
    const { user, headers, responseID } = await startOne(5, 'social_media');
    const failed = await waitForResponse(t, headers, responseID);
    expect(failed).toMatchObject({
      Status: 'Failed',
      ErrorMessage: 'The AI service returned an error (HTTP 500). Your 2 credits were refunded.',
      Response: '',
    });
    expect(calls).toBe(1);
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.at(-2)).toMatchObject({
      reason: 'generation',
      reference: responseID,
      delta: -2,
      balanceAfter: 3,
    });
    expect(ledger.at(-1)).toMatchObject({
      reason: 'refund',
      reference: responseID,
      delta: 2,
      balanceAfter: 5,
    });
    expect(await creditsOf(t, user.id)).toBe(5);
    expect(await ledgerSum(t.deps.database.db, user.id)).toBe(5);
    const followUps = await t.app.inject({ method: 'GET', url: `/api/ai/follow-up/${responseID}`, headers });
    expect(followUps.json()).toEqual({ status: 'none', followUpPrompts: [] });
  });

  it('fails and refunds once the queue gives up on a job that keeps crashing', async () => {
    mode = { kind: 'crash-always' };
    const { user, headers, responseID } = await startOne(1);
    const failed = await waitForResponse(t, headers, responseID);
    expect(failed.Status).toBe('Failed');
    expect(failed.ErrorMessage).toBe(
      'The writer stopped unexpectedly and could not finish. Your 1 credit was refunded.',
    );
    // JOB_RETRY_LIMIT=1: the first attempt and one retry.
    expect(calls).toBe(2);
    expect((await ledgerOf(t, user.id)).filter((l) => l.reason === 'refund')).toHaveLength(1);
    expect(await creditsOf(t, user.id)).toBe(1);
  });

  it('completes a response only once when two workers run the same job', async () => {
    let open!: () => void;
    mode = { kind: 'gate', release: new Promise<void>((resolve) => (open = resolve)) };
    const sent: string[] = [];
    const queue = t.deps.queue;
    const originalSend = queue.send;
    queue.send = (name, data, opts) => {
      sent.push(name);
      return originalSend(name, data, opts);
    };
    try {
      const { user, headers, responseID } = await startOne(2);
      await waitForResponse(t, headers, responseID, (r) => r.Status === 'Processing');
      // A second delivery of the same job, as after an expiry while the first worker still runs.
      const duplicate = runGeneration(t.deps, {
        id: 'duplicate',
        data: { responseId: responseID },
        attempt: 2,
        isFinalAttempt: false,
        signal: new AbortController().signal,
      });
      await writerCalled(2);
      open();
      await duplicate;
      const done = await waitForResponse(t, headers, responseID);
      expect(done.Status).toBe('Complete');
      await waitForFollowUps(t, headers, responseID);
      // The first worker has tried its (stale) completion once its job is no longer running.
      await untilGenerationJobsSettle();
      expect(sent.filter((n) => n === QUEUE_NAMES.followUps)).toHaveLength(1);
      expect((await ledgerOf(t, user.id)).filter((l) => l.reason === 'generation')).toHaveLength(1);
      expect(await creditsOf(t, user.id)).toBe(1);
    } finally {
      queue.send = originalSend;
    }
  });

  it('skips a job whose response is already settled', async () => {
    const { headers, responseID } = await startOne(1);
    const done = await waitForResponse(t, headers, responseID);
    calls = 0;
    await runGeneration(t.deps, {
      id: 'late',
      data: { responseId: responseID },
      attempt: 1,
      isFinalAttempt: false,
      signal: new AbortController().signal,
    });
    expect(calls).toBe(0);
    expect((await rowOf(responseID)).response).toBe(done.Response);
  });
});

describe('failing a generation', () => {
  it('marks a dead-lettered job Failed and refunds exactly once', async () => {
    let open!: () => void;
    mode = { kind: 'gate', release: new Promise<void>((resolve) => (open = resolve)) };
    const { user, headers, responseID } = await startOne(4, 'market_analysis');
    await waitForResponse(t, headers, responseID, (r) => r.Status === 'Processing');
    const job = {
      id: 'dead',
      data: { responseId: responseID },
      attempt: 3,
      isFinalAttempt: true,
      signal: new AbortController().signal,
    };
    await failAbandonedGeneration(t.deps, job);
    await failAbandonedGeneration(t.deps, job);
    expect(await failGeneration(t.deps, responseID, 'Again.')).toBe(false);
    open();
    const failed = await waitForResponse(t, headers, responseID);
    // The writer finishing afterwards does not turn a Failed response into a Complete one.
    await untilGenerationJobsSettle();
    expect((await rowOf(responseID)).status).toBe('Failed');
    expect(failed.ErrorMessage).toBe('The writer did not finish in time. Your 3 credits were refunded.');
    const refunds = (await ledgerOf(t, user.id)).filter((l) => l.reason === 'refund');
    expect(refunds).toHaveLength(1);
    expect(await creditsOf(t, user.id)).toBe(4);
    expect(await ledgerSum(t.deps.database.db, user.id)).toBe(4);
  });

  it('never refunds a completed response', async () => {
    const { user, headers, responseID } = await startOne(1);
    await waitForResponse(t, headers, responseID);
    expect(await failGeneration(t.deps, responseID, 'Too late.')).toBe(false);
    expect((await rowOf(responseID)).status).toBe('Complete');
    expect(await creditsOf(t, user.id)).toBe(0);
  });
});
