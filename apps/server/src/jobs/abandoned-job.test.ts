import { randomUUID } from 'node:crypto';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { QUEUE_NAMES } from './queue-definitions.ts';

// A worker killed with kill -9 leaves its job active with nobody on it. The queues' heartbeat makes
// such a job fail (and be retried) within about half a minute instead of after its whole expiry,
// which covers the longest model call and so runs to minutes.

let t: TestApp;
let ghost: PgBoss;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.queue.start();
  const { database } = t.deps;
  // A second queue client on the same schema plays the worker that dies: it takes the job and then
  // never reports on it again, as a killed process would not.
  ghost =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({
          db: fromPglite(database.pglite),
          backend: 'pglite',
          schema: t.deps.queue.schema,
          supervise: false,
        })
      : new PgBoss({
          connectionString: t.deps.config.DATABASE_URL,
          schema: t.deps.queue.schema,
          supervise: false,
          max: 1,
        });
  ghost.on('error', () => undefined);
  await ghost.start();
});
afterAll(async () => {
  await ghost?.stop({ graceful: false, close: t.deps.database.kind !== 'pglite' });
  await t?.close();
});

describe('a job whose worker was killed', () => {
  it('is retried within a minute', { timeout: 90_000 }, async () => {
    const id = randomUUID();
    await t.deps.queue.send(QUEUE_NAMES.followUps, { responseId: id });
    const [taken] = await ghost.fetch<{ responseId: string }>(QUEUE_NAMES.followUps);
    expect(taken?.data.responseId).toBe(id);
    const killedAt = Date.now();

    const attempts: number[] = [];
    await t.deps.queue.work<{ responseId: string }>(QUEUE_NAMES.followUps, async (job) => {
      if (job.data.responseId === id) attempts.push(job.attempt);
    });
    while (attempts.length === 0) {
      if (Date.now() - killedAt > 60_000)
        throw new Error('the abandoned job was not retried within a minute');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(attempts).toEqual([2]);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
  });
});
