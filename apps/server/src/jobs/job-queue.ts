import { sql } from 'drizzle-orm';
import { type Db as BossDb, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { isConnectionError } from '../db/db-errors.ts';
import { type QueueDefinition, type QueueName, queueDefinitions } from './queue-definitions.ts';

// The job queue: pg-boss on the app's own database (PGlite in-process, or PostgreSQL). Records and
// their jobs are written in one transaction (`send` with `tx`), so a request that spends credits,
// creates a record and enqueues its job commits all three or none.

export type QueueLogger = {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
};

export type QueueJob<T> = {
  id: string;
  data: T;
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows when this attempt throws: the job fails for good (and goes to its dead letter). */
  isFinalAttempt: boolean;
  signal: AbortSignal;
};

export type JobQueue = {
  /** Installs the queue schema and creates the queues. Safe to call many times: it starts once. */
  start(logger?: QueueLogger): Promise<void>;
  /** Waits up to `timeoutMs` for running jobs, then stops; unfinished jobs are retried by the queue. */
  stop(timeoutMs?: number): Promise<void>;
  /** Enqueues a job; with `tx` the job exists only if that transaction commits. */
  send(name: QueueName, data: object, opts?: { tx?: DbOrTx; singletonKey?: string }): Promise<string | null>;
  /**
   * Runs `handler` for each job of the queue, `concurrency` at a time (default WORKER_CONCURRENCY). A
   * throw is a failed attempt, retried per the queue's definition.
   */
  work<T>(
    name: QueueName,
    handler: (job: QueueJob<T>) => Promise<void>,
    opts?: { concurrency?: number },
  ): Promise<void>;
  /** Wakes this process's workers of a queue at once instead of at their next poll. */
  wake(name: QueueName): void;
  /** Sends a job to the queue on a cron schedule (UTC), once per tick across every process. */
  schedule(name: QueueName, cron: string): Promise<void>;
  readonly schema: string;
};

export type JobQueueOptions = {
  config: Config;
  /** A separate pg-boss schema, so test apps sharing one PostgreSQL database never take each other's jobs. */
  schema?: string;
};

/**
 * How often pg-boss looks for jobs whose worker died (missed heartbeats, expiry): its supervision and
 * the monitor pass inside it that fails such jobs. With the queues' heartbeat this bounds how long a
 * killed worker's job waits for its retry.
 */
export const SUPERVISE_SECONDS = 10;

export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { config } = options;
  const schema = options.schema ?? config.QUEUE_SCHEMA;
  const definitions = new Map(queueDefinitions(config).map((d) => [d.name, d]));
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({
          db: fromPglite(database.pglite),
          backend: 'pglite',
          schema,
          useListenNotify: true,
          superviseIntervalSeconds: SUPERVISE_SECONDS,
          monitorIntervalSeconds: SUPERVISE_SECONDS,
        })
      : new PgBoss({
          connectionString: config.DATABASE_URL,
          schema,
          max: 4,
          application_name: `ai-realty-queue ${schema}`.slice(0, 63),
          useListenNotify: true,
          superviseIntervalSeconds: SUPERVISE_SECONDS,
          monitorIntervalSeconds: SUPERVISE_SECONDS,
        });
  let logger: QueueLogger | undefined;
  // pg-boss reports its failures (a lost connection included) as events and carries on; with this
  // listener they are logged instead of ending the process. A lost connection is expected now and then.
  boss.on('error', (err) => {
    if (isConnectionError(err)) logger?.warn({ err }, 'job queue lost its database connection');
    else logger?.error({ err }, 'job queue error');
  });
  boss.on('warning', (warning) => logger?.warn({ warning }, 'job queue warning'));

  let starting: Promise<void> | undefined;
  let stopped = false;

  async function ensureQueue(def: QueueDefinition) {
    const settings = {
      retryLimit: def.retryLimit,
      retryDelay: def.retryDelaySeconds,
      retryBackoff: def.retryDelaySeconds > 0,
      expireInSeconds: def.expireInSeconds,
      ...(def.heartbeatSeconds ? { heartbeatSeconds: def.heartbeatSeconds } : {}),
      notify: true,
      ...(def.deadLetter ? { deadLetter: def.deadLetter } : {}),
    };
    if (await boss.getQueue(def.name)) await boss.updateQueue(def.name, settings);
    else await boss.createQueue(def.name, settings);
    // pg-boss looks a queue up through its own connection on the first send. On single-connection
    // PGlite that lookup would wait forever behind the caller's open transaction, so look each
    // queue up once now, outside any transaction.
    await boss.findJobs(def.name, { key: '__warm-up__' });
  }

  function jobOptions(name: QueueName) {
    const def = definitions.get(name);
    if (!def) throw new Error(`Unknown queue ${name}`);
    return {
      retryLimit: def.retryLimit,
      retryDelay: def.retryDelaySeconds,
      retryBackoff: def.retryDelaySeconds > 0,
      expireInSeconds: def.expireInSeconds,
    };
  }

  const queue: JobQueue = {
    schema,
    start(log) {
      if (log) logger = log;
      starting ??= (async () => {
        await boss.start();
        for (const def of definitions.values()) await ensureQueue(def);
      })();
      return starting;
    },

    async stop(timeoutMs = 10_000) {
      if (!starting || stopped) return;
      stopped = true;
      await starting.catch(() => undefined);
      // The database belongs to the app: pg-boss closes only a pool it opened itself.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: database.kind !== 'pglite' });
    },

    async send(name, data, opts = {}) {
      await queue.start();
      const db = opts.tx ? (fromDrizzle(opts.tx as never, sql as never) as BossDb) : undefined;
      return boss.send(name, data, {
        ...jobOptions(name),
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        ...(db ? { db } : {}),
      });
    },

    async work<T>(
      name: QueueName,
      handler: (job: QueueJob<T>) => Promise<void>,
      opts: { concurrency?: number } = {},
    ) {
      await queue.start();
      const concurrency = opts.concurrency ?? config.WORKER_CONCURRENCY;
      // Retries and dead letters are not announced by NOTIFY, so a backstop poll looks for them. On
      // embedded PGlite every poll is a query run on the API's own thread, and the workers of all
      // queues poll in step: together they kept other users' requests waiting. There each worker polls
      // WORKER_CONCURRENCY times less often; new jobs still wake the workers at once through NOTIFY,
      // and a worker that finishes a job looks for the next right away, so only the pick-up of a
      // retry can take longer (a few seconds).
      const backstopSeconds =
        database.kind === 'pglite'
          ? config.JOB_POLL_SECONDS * config.WORKER_CONCURRENCY
          : config.JOB_POLL_SECONDS;
      const options = {
        includeMetadata: true as const,
        batchSize: 1,
        localConcurrency: concurrency,
        pollingIntervalSeconds: backstopSeconds,
        notifyPollingIntervalSeconds: backstopSeconds,
      };
      await boss.work<T, void, typeof options>(name, options, async (jobs) => {
        try {
          for (const job of jobs) {
            await handler({
              id: job.id,
              data: job.data,
              attempt: job.retryCount + 1,
              isFinalAttempt: job.retryCount >= job.retryLimit,
              signal: job.signal,
            });
          }
        } finally {
          // Workers holding a job look for the next one as soon as they finish instead of sleeping a
          // poll interval, so under load the queue drains at the speed of the work. Idle workers stay
          // asleep until NOTIFY or wake() brings new jobs.
          for (const worker of boss.getWipData()) {
            if (worker.name === name && worker.count > 0) boss.notifyWorker(worker.id);
          }
        }
      });
    },

    async schedule(name, cron) {
      await queue.start();
      await boss.schedule(name, cron, {}, jobOptions(name));
    },

    wake(name) {
      if (stopped) return;
      // Every local worker of the queue, not only the first: each one polls on its own.
      for (const worker of boss.getWipData()) {
        if (worker.name === name) boss.notifyWorker(worker.id);
      }
    },
  };
  return queue;
}
