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

describe('a long job whose worker is alive', () => {
  it('runs many heartbeat intervals without being taken for dead, and runs once', {
    timeout: 60_000,
  }, async () => {
    expect((await ghost.getQueue(QUEUE_NAMES.generation))?.heartbeatSeconds).toBe(JOB_HEARTBEAT_SECONDS);
    const id = randomUUID();
    const schema = t.deps.queue.schema;
    const queue = await ghost.getQueue(QUEUE_NAMES.generation);
    expect(queue?.expireInSeconds).toBeGreaterThan(5 * JOB_HEARTBEAT_SECONDS);
    const attempts: number[] = [];
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    await t.deps.queue.work<{ responseId: string }>(QUEUE_NAMES.generation, async (job) => {
      if (job.data.responseId !== id) return;
      attempts.push(job.attempt);
      started();
      await finished;
    });
    const jobId = await t.deps.queue.send(QUEUE_NAMES.generation, { responseId: id });
    await running;

    // On the database's clock the job has run almost to its expiry (which covers the longest model
    // call), many times its heartbeat interval, and its last heartbeat is overdue. The live worker
    // beats again within the interval (the one real wait, a few seconds); then the queue's
    // supervision runs. The expiry itself stays the hard ceiling: pg-boss fails a job past it.
    await ghost
      .getDb()
      .executeSql(
        `UPDATE ${schema}.${queue?.table} SET started_on = now() - make_interval(secs => $2), heartbeat_on = now() - make_interval(secs => $3) WHERE id = $1`,
        [jobId, (queue?.expireInSeconds ?? 0) - 30, JOB_HEARTBEAT_SECONDS + 5],
      );
    const beatAgain = Date.now() + (JOB_HEARTBEAT_SECONDS + 5) * 1000;
    for (;;) {
      const res = await ghost
        .getDb()
        .executeSql(
          `SELECT heartbeat_on > now() - make_interval(secs => $2) AS fresh FROM ${schema}.${queue?.table} WHERE id = $1`,
          [jobId, JOB_HEARTBEAT_SECONDS],
        );
      if ((res as { rows: { fresh: boolean }[] }).rows[0]?.fresh) break;
      expect(Date.now(), 'the live worker never beat again').toBeLessThan(beatAgain);
      await new Promise((r) => setTimeout(r, 200));
    }
    await ghost
      .getDb()
      .executeSql(
        `UPDATE ${schema}.queue SET monitor_claim_on = monitor_claim_on - interval '1 hour' WHERE name = $1`,
        [QUEUE_NAMES.generation],
      );
    await ghost.supervise(QUEUE_NAMES.generation);

    const stateOf = async () => {
      const res = await ghost
        .getDb()
        .executeSql(`SELECT state, retry_count FROM ${schema}.${queue?.table} WHERE id = $1`, [jobId]);
      return (res as { rows: { state: string; retry_count: number }[] }).rows[0];
    };
    expect(await stateOf()).toEqual({ state: 'active', retry_count: 0 });

    finish();
    const deadline = Date.now() + 10_000;
    while ((await stateOf()).state !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await stateOf()).toEqual({ state: 'completed', retry_count: 0 });
    expect(attempts).toEqual([1]);
  });
});
