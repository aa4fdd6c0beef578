import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoAccount } from './seed-demo.ts';

// `npm run seed`: migrates the configured database and makes sure the demo account exists.
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
});
try {
  const { created } = await seedDemoAccount(database.db);
  console.log(
    created
      ? `Demo account created: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`
      : `Demo account already exists: ${DEMO_EMAIL}`,
  );
} finally {
  await database.close();
}
