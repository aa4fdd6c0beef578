import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type Deps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createAccessTokens, loadSigningKey } from '../src/lib/tokens.ts';
import { createMailProvider } from '../src/providers/mail/create-mail-provider.ts';

/**
 * Boots the real app on a real database: PGlite in memory, or PostgreSQL when DATABASE_URL is set
 * (migrated once by the global set-up). Each test file gets its own data directory for the outbox.
 */
export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<Deps> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ai-realty-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: 'memory://',
    migrate: !config.DATABASE_URL,
  });
  const tokens = createAccessTokens(await loadSigningKey(database.db, config.JWT_SECRET));
  const deps: Deps = { config, database, tokens, mail: createMailProvider(config), ...overrides };
  const app = await buildApp(deps, { serveWeb: false });
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
