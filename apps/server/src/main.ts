import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { startWorkers } from './jobs/start-workers.ts';
import { createAccessTokens, loadSigningKey } from './lib/tokens.ts';
import { createLiveTextHub } from './modules/responses/live-text-hub.ts';
import { createAiWriter } from './providers/ai/create-ai-writer.ts';
import { createMailProvider } from './providers/mail/create-mail-provider.ts';
import { createPdfExtractor } from './providers/pdf/create-pdf-extractor.ts';
import { createFileStorage } from './providers/storage/create-file-storage.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, demoAccountExists, hasNoUsers, seedDemoAccount } from './seed-demo.ts';

// Entry: config → db → providers → app → listen / workers.
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
});
const tokens = createAccessTokens(await loadSigningKey(database.db, config.JWT_SECRET));
const mail = createMailProvider(config);
const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
const storage = createFileStorage(config);
const pdfExtractor = createPdfExtractor(config);
const ai = createAiWriter(config);
const queue = createJobQueue(database, { config });
const liveText = createLiveTextHub();

const app = await buildApp(
  { config, database, tokens, mail, redis, storage, pdfExtractor, ai, queue, liveText },
  { logger: { level: config.LOG_LEVEL } },
);
app.log.info(
  {
    database: database.kind,
    mail: mail.kind,
    rateLimits: redis ? 'redis' : 'memory',
    uploads: storage.kind,
    pdfExtractor: pdfExtractor.kind,
    aiWriter:
      ai.kind === 'builtin' ? 'built-in writer (offline)' : `model ${ai.name} at ${config.AI_BASE_URL}`,
    role: config.ROLE,
  },
  'providers chosen',
);

// A newcomer's first start can sign in at once; production never gets a known password unless asked.
if (config.NODE_ENV !== 'production' || config.SEED_DEMO) {
  if (await hasNoUsers(database.db)) await seedDemoAccount(database.db);
  if (await demoAccountExists(database.db)) {
    app.log.info(`Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD} (unless its password was changed)`);
  }
}

// Every role enqueues jobs; only ROLE=all and ROLE=worker run them. The queue stops with the app.
await queue.start(app.log);
if (config.ROLE !== 'api') await startWorkers(app.deps, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await redis?.quit();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (config.ROLE !== 'worker') {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`AI Realty is ready at ${config.APP_URL}`);
} else {
  await app.ready();
}
