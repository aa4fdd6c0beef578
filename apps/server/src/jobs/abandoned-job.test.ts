import { randomUUID } from 'node:crypto';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SUPERVISE_SECONDS } from './job-queue.ts';
import { JOB_HEARTBEAT_SECONDS, QUEUE_NAMES } from './queue-definitions.ts';

// A worker killed with kill -9 leaves its job active with nobody on it. The queues' heartbeat makes
// such a job fail (and be retried) within about half a minute instead of after its whole expiry,
// which covers the longest model call and so runs to minutes.
//
// pg-boss compares heartbeats with the database's clock, which no fake timer reaches. So instead of
// waiting out the heartbeat, the test moves the dead worker's last heartbeat (and the queue's last
// supervision) an hour into the past, runs one supervision pass, the same one the app's queue runs
// every SUPERVISE_SECONDS, and awaits the retry itself. The one-minute bound is checked from the
// settings the queue really runs with.

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
  it('is failed by the next supervision once its heartbeat is overdue, and retried within a minute', async () => {
    const id = randomUUID();
    await t.deps.queue.send(QUEUE_NAMES.followUps, { responseId: id });
    const [taken] = await ghost.fetch<{ responseId: string }>(QUEUE_NAMES.followUps);
    expect(taken?.data.responseId).toBe(id);

    let retried: (attempt: number) => void = () => undefined;
    const retry = new Promise<number>((resolve) => {
      retried = resolve;
    });
    await t.deps.queue.work<{ responseId: string }>(QUEUE_NAMES.followUps, async (job) => {
      if (job.data.responseId === id) retried(job.attempt);
    });

    const queue = await ghost.getQueue(QUEUE_NAMES.followUps);
    expect(queue?.heartbeatSeconds).toBe(JOB_HEARTBEAT_SECONDS);
    const schema = t.deps.queue.schema;
    // The killed worker never reports again: an hour passes on the database's clock for its job.
    await ghost
      .getDb()
      .executeSql(
        `UPDATE ${schema}.${queue?.table} SET heartbeat_on = heartbeat_on - interval '1 hour' WHERE id = $1`,
        [taken?.id],
      );
    await ghost
      .getDb()
      .executeSql(
        `UPDATE ${schema}.queue SET monitor_claim_on = monitor_claim_on - interval '1 hour' WHERE name = $1`,
        [QUEUE_NAMES.followUps],
      );
    await ghost.supervise(QUEUE_NAMES.followUps);

    expect(await retry).toBe(2);

    // What the shortcut above skipped is bounded by the settings the queue runs with: the heartbeat is
    // overdue heartbeatSeconds after the worker's last one, the next supervision comes within
    // SUPERVISE_SECONDS, then the retry delay and one poll.
    const boundSeconds =
      (queue?.heartbeatSeconds ?? Infinity) +
      SUPERVISE_SECONDS +
      (queue?.retryDelay ?? Infinity) +
      t.deps.config.JOB_POLL_SECONDS;
    expect(boundSeconds).toBeLessThan(60);
  });
});
