import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/**
 * The one `db` object. PGlite and node-postgres share Drizzle's Postgres query API; the node-postgres
 * type is used for both so that services are written once.
 */
export type Db = NodePgDatabase<Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw client, for the job queue's adapter. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory when
 * dataDir is 'memory://'). Applies the committed migrations before answering.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  migrate?: boolean;
}): Promise<Database> {
  const shouldMigrate = opts.migrate ?? true;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    const db = drizzlePg(pool, { schema });
    if (shouldMigrate) await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const pgliteDb = drizzlePglite(client, { schema });
  if (shouldMigrate) await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Db, kind: 'pglite', pglite: client, close: () => client.close() };
}
