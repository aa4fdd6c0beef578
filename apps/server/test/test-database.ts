import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data directory, made once per run by global-setup.ts. */
    pgliteTemplate: string;
  }
}

/**
 * A test file's own PGlite database in memory, loaded from the migrated dump the global set-up made
 * (the migrations still run, and find nothing left to apply).
 */
export async function openTestDatabase() {
  // (Benchmarks boot the test app outside Vitest, where nothing is provided: they migrate as the app does.)
  const template = process.env.VITEST ? inject('pgliteTemplate') : undefined;
  return openDatabase({
    dataDir: 'memory://',
    ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
  });
}
