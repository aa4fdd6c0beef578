import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { QUEUE_NAMES } from './queue-definitions.ts';

// The queue on the app's own database: a job exists only if its transaction commits, a throw is
// retried up to the limit, and a job that fails for good lands in its dead letter queue.

type Seen = { data: string; attempt: number; isFinalAttempt: boolean };

let t: TestApp;
const seen: Seen[] = [];
const dead: string[] = [];
let recorded: () => void = () => undefined;

beforeAll(async () => {
  t = await createTestApp({ JOB_RETRY_LIMIT: '1' });
  await t.deps.queue.work<{ responseId: string }>(QUEUE_NAMES.followUps, async (job) => {
    seen.push({ data: job.data.responseId, attempt: job.attempt, isFinalAttempt: job.isFinalAttempt });
    recorded();
    if (job.data.responseId === 'boom') throw new Error('always fails');
  });
  await t.deps.queue.work<{ responseId: string }>(QUEUE_NAMES.followUpsFailed, async (job) => {
    dead.push(job.data.responseId);
    recorded();
  });
});
afterAll(async () => {
  await t?.close();
});

/** Resolves once `check` holds, checked again each time a worker records a job (no polling clock). */
async function until(check: () => boolean) {
  while (!check()) {
    await new Promise<void>((resolve) => {
      recorded = resolve;
    });
  }
}

describe('job queue', () => {
  it('enqueues inside a transaction: nothing if it rolls back, the job if it commits', async () => {
    const { db } = t.deps.database;
    await expect(
      db.transaction(async (tx) => {
        await t.deps.queue.send(QUEUE_NAMES.followUps, { responseId: 'rolled-back' }, { tx });
        tx.rollback();
      }),
    ).rejects.toThrow();
    await db.transaction(async (tx) => {
      await t.deps.queue.send(QUEUE_NAMES.followUps, { responseId: 'committed' }, { tx });
    });
    t.deps.queue.wake(QUEUE_NAMES.followUps);
    await until(() => seen.some((s) => s.data === 'committed'));
    // The queue's own table holds no job of the rolled-back transaction, so no worker can ever see one.
    const { rows } = (await db.execute(
      sql.raw(
        `select data->>'responseId' as id from "${t.deps.queue.schema}".job where name = '${QUEUE_NAMES.followUps}'`,
      ),
    )) as unknown as { rows: { id: string }[] };
    expect(rows.map((r) => r.id)).toContain('committed');
    expect(rows.map((r) => r.id)).not.toContain('rolled-back');
    expect(seen.map((s) => s.data)).not.toContain('rolled-back');
    expect(seen.find((s) => s.data === 'committed')).toEqual({
      data: 'committed',
      attempt: 1,
      isFinalAttempt: false,
    });
  });

  it('retries a failing job up to the limit, then moves it to the dead letter queue', async () => {
    await t.deps.queue.send(QUEUE_NAMES.followUps, { responseId: 'boom' });
    await until(() => dead.includes('boom'));
    expect(seen.filter((s) => s.data === 'boom')).toEqual([
      { data: 'boom', attempt: 1, isFinalAttempt: false },
      { data: 'boom', attempt: 2, isFinalAttempt: true },
    ]);
  });

  it('starts and stops idempotently', async () => {
    await t.deps.queue.start();
    await t.deps.queue.start();
    expect(t.deps.queue.schema).toMatch(/^pgboss/);
  });
});
