import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
// The type of what is provided to the test files (`ProvidedContext`) is declared there.
import type {} from './test-database.ts';

// On PostgreSQL the test files share one database: migrate it once here, not in parallel per file.
// On PGlite each file has its own database in memory; creating and migrating one takes seconds, so it
// is done once here and every file loads the dump instead.
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: true });
    await database.close();
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'ai-realty-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
