import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createDeps, type Deps } from '../src/deps.ts';
import { startWorkers } from '../src/jobs/start-workers.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * Boots the real app on a real database: PGlite in memory, or PostgreSQL when DATABASE_URL is set
 * (migrated once by the global set-up). Each test file gets its own data directory for the outbox.
 * With `{ workers: true }` the job workers run too, so queued generations complete; with `webRoot`
 * it serves that folder as the built web app.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Omit<Deps, 'config' | 'database'>> = {},
  options: { workers?: boolean; webRoot?: string } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ai-realty-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    JOB_RETRY_DELAY_SECONDS: '0',
    JOB_POLL_SECONDS: '0.5',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const database = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL, migrate: false })
    : await openTestDatabase();
  // Test apps sharing one PostgreSQL database each get their own queue schema, so no app's workers
  // take another app's jobs.
  const queueSchema = config.DATABASE_URL
    ? `pgboss_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
    : undefined;
  const deps = await createDeps(config, { database, queueSchema, overrides });
  const app = await buildApp(deps, options.webRoot ? { webRoot: options.webRoot } : { serveWeb: false });
  await app.ready();
  if (options.workers) await startWorkers(deps);
  return {
    app,
    deps,
    dataDir,
    async close() {
      await app.close();
      if (queueSchema && !overrides.queue) {
        await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${queueSchema}" CASCADE`));
      }
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
