import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './deps.ts';
import { startWorkers } from './jobs/start-workers.ts';
import { loggerOptions } from './lib/log-redaction.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, demoAccountExists, hasNoUsers, seedDemoAccount } from './seed-demo.ts';

// Entry: config → deps (database and providers) → app → listen / workers.
const config = loadConfig();
const deps = await createDeps(config);
const { database, mail, redis, storage, pdfExtractor, ai, queue, payments } = deps;

// Tokens, passwords and cookies never reach a log line (lib/log-redaction.ts).
const app = await buildApp(deps, { logger: loggerOptions(config.LOG_LEVEL) });
app.log.info(
  {
    database: database.kind,
    mail: mail.kind,
    rateLimits: redis ? 'redis' : 'memory',
    uploads: storage.kind,
    pdfExtractor: pdfExtractor.kind,
    aiWriter:
      ai.kind === 'builtin' ? 'built-in writer (offline)' : `model ${ai.name} at ${config.AI_BASE_URL}`,
    payments: payments.kind === 'stripe' ? 'stripe' : 'sandbox (test cards only)',
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
