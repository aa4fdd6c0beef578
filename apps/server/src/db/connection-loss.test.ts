import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../../test/test-users.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDeps } from '../deps.ts';
import { QUEUE_NAMES } from '../jobs/queue-definitions.ts';
import { openDatabase } from './client.ts';

// A database connection can die at any moment: a failover, a restart, an idle timeout in a proxy, or
// an administrator's pg_terminate_backend. The process must survive it, the requests caught in it
// answer 503 SERVICE_UNAVAILABLE, and the pool reconnects by itself.

async function appOn(databaseUrl: string, applicationName: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'ai-realty-test-')),
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'connection-loss-test-secret-0123456789',
    DATABASE_URL: databaseUrl,
  });
  const database = await openDatabase({ databaseUrl, migrate: false, applicationName });
  const queueSchema = `pgboss_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const deps = await createDeps(config, { database, queueSchema });
  const app = await buildApp(deps, { serveWeb: false });
  await app.ready();
  return { app, deps, database, queueSchema };
}

describe('a database that cannot be reached', () => {
  // Port 1 on the loopback refuses connections: the pool can never connect.
  const unreachable = 'postgres://postgres@127.0.0.1:1/ai_realty_unreachable';
  let t: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    t = await appOn(unreachable, 'ai-realty-unreachable-test');
  });
  afterAll(async () => {
    await t?.app.close();
    await t?.database.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE on readiness and on a request that needs the database', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    const { token } = await t.deps.tokens.sign(randomUUID(), 60);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/property/mylist',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual({
      error: 'The service is briefly unavailable. Please try again.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

const databaseUrl = process.env.DATABASE_URL;

// Terminating backends needs a PostgreSQL server: this part runs in the suite's PostgreSQL pass.
describe.runIf(databaseUrl)('connections terminated by PostgreSQL', () => {
  const applicationName = `ai-realty-test-${randomUUID().slice(0, 8)}`;
  let t: Awaited<ReturnType<typeof appOn>>;
  let admin: pg.Client;

  /** Ends every backend of this app's pool (and of its job queue) from another connection. */
  async function terminateAppBackends(): Promise<number> {
    const { rows } = await admin.query<{ n: string }>(
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where application_name = $1 or application_name = $2`,
      [applicationName, `ai-realty-queue ${t.queueSchema}`.slice(0, 63)],
    );
    return Number(rows[0].n);
  }

  beforeAll(async () => {
    t = await appOn(databaseUrl!, applicationName);
    await t.deps.queue.start();
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.app.close();
    await t?.database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${t.queueSchema}" CASCADE`));
    await t?.database.close();
  });

  it('survives, answers 200 or 503 while it happens, and serves every request after it', async () => {
    const { headers } = await createTestUser(t as never);
    const list = () => t.app.inject({ method: 'GET', url: '/api/property/mylist', headers });
    // Fill the pool with open connections, idle and busy, then cut them all repeatedly under load.
    expect((await Promise.all(Array.from({ length: 10 }, list))).map((r) => r.statusCode)).toEqual(
      Array(10).fill(200),
    );
    const statuses: number[] = [];
    let terminated = 0;
    for (let round = 0; round < 5; round++) {
      const inFlight = Array.from({ length: 10 }, list);
      terminated += await terminateAppBackends();
      for (const res of await Promise.all(inFlight)) {
        statuses.push(res.statusCode);
        if (res.statusCode === 503) expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      }
    }
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);

    // The pool replaces the dead connections by itself: a request that checks out an idle client whose
    // socket has not yet reported its end may still answer 503, but within moments every request
    // succeeds again, with no restart.
    terminated += await terminateAppBackends();
    await vi.waitFor(
      async () => {
        const after = await Promise.all(Array.from({ length: 10 }, list));
        expect(after.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      },
      { timeout: 10_000, interval: 200 },
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The job queue reconnects as well.
    expect(await t.deps.queue.send(QUEUE_NAMES.followUps, { responseId: randomUUID() })).toEqual(
      expect.any(String),
    );
  });
});
