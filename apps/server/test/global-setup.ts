import { openDatabase } from '../src/db/client.ts';

// On PostgreSQL the test files share one database: migrate it once here, not in parallel per file.
export default async function setup() {
  if (!process.env.DATABASE_URL) return;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: true });
  await database.close();
}
