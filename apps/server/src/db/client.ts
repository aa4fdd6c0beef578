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
  /** Where connection errors of the pool are reported (the app's logger once it exists). */
  setLogger(logger: DatabaseLogger): void;
  close(): Promise<void>;
};

export type DatabaseLogger = { warn(obj: object, msg?: string): void };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory when
 * dataDir is 'memory://'). Applies the committed migrations before answering.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  migrate?: boolean;
  /** Names the connections in pg_stat_activity. */
  applicationName?: string;
  /**
   * PGlite only: starts from a dump of a data directory (`dumpDataDir`) instead of an empty one. The
   * tests open one migrated database per run and each file starts from its dump, which is several
   * times faster than creating and migrating a new one.
   */
  loadDataDir?: Blob;
}): Promise<Database> {
  const shouldMigrate = opts.migrate ?? true;
  if (opts.databaseUrl) {
    let logger: DatabaseLogger = { warn: (obj, msg) => console.warn(msg, obj) };
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 20,
      application_name: opts.applicationName ?? 'ai-realty',
      // A database that does not answer fails the request in seconds (503) instead of queueing it.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A connection can die at any time (failover, restart, pg_terminate_backend, a proxy's idle
    // timeout). node-postgres then emits 'error' on the client and, for an idle one, on the pool; an
    // 'error' event without a listener ends the process. The broken client is discarded by the pool,
    // the query in flight fails (the error handler answers 503) and the next checkout opens a new one.
    pool.on('error', (err) => logger.warn({ err }, 'database connection lost (idle client)'));
    pool.on('connect', (client) => {
      client.on('error', (err) => logger.warn({ err }, 'database connection lost'));
    });
    const db = drizzlePg(pool, { schema });
    if (shouldMigrate) await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      pool,
      setLogger: (l) => {
        logger = l;
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const pgliteDb = drizzlePglite(client, { schema });
  if (shouldMigrate) await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    pglite: client,
    setLogger: () => undefined,
    close: () => client.close(),
  };
}
