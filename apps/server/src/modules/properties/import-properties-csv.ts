import type { PropertyUploadResult } from '@ai-realty/shared/schemas/property';
import type { Db } from '../../db/client.ts';
import type { CsvPropertyRow } from './check-csv-file.ts';
import { checkCsvInThread } from './check-csv-in-thread.ts';
import { ensurePropertyCapacity } from './ensure-property-capacity.ts';
import { deletePropertyRows, insertPropertyRowsJson } from './property-repo.ts';

/**
 * JSON per insert, each batch in a transaction of its own (and at least one row). Small enough that
 * a batch holds the database for a few tens of milliseconds even on embedded PGlite, which answers
 * one query at a time and runs on the API's own thread: one transaction for a 5 MB file would keep
 * every other user waiting for seconds.
 */
const INSERT_BATCH_BYTES = 64 * 1024;

/**
 * Imports a property CSV: the file is read and every row checked with the wizard's rules in a
 * worker thread; the valid rows are inserted in batches, and every other row is reported with its
 * line number and why. An import that fails part-way removes the rows it had inserted, so a failure
 * never leaves half an import (docs/decisions/0015-hardening-limits.md).
 */
export async function importPropertiesCsv(
  db: Db,
  userId: string,
  file: Buffer,
): Promise<PropertyUploadResult> {
  const { rows, rejected, examples, total } = await checkCsvInThread(file);
  const created = rows.length > 0 ? await insertAll(db, userId, rows) : 0;
  return { created, rejected, examples, total };
}

async function insertAll(db: Db, userId: string, rows: CsvPropertyRow[]): Promise<number> {
  // The whole file against the cap first, so the message counts what the agent has and imports.
  await db.transaction((tx) => ensurePropertyCapacity(tx, userId, rows.length));
  const createdAt = new Date();
  const ids: string[] = [];
  try {
    for (const batch of batches(rows)) {
      const offset = ids.length;
      await db.transaction(async (tx) => {
        // Again per batch, under the owner's lock: another add may have taken the room meanwhile.
        await ensurePropertyCapacity(tx, userId, batch.length);
        ids.push(...(await insertPropertyRowsJson(tx, userId, batch, { createdAt, offset })));
      });
      // Let the requests that queued during the batch run before the next one.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    await deletePropertyRows(db, userId, ids);
    throw error;
  }
  return ids.length;
}

/** Consecutive rows of at most INSERT_BATCH_BYTES of JSON each (a larger row goes alone). */
function* batches(rows: CsvPropertyRow[]): Generator<CsvPropertyRow[]> {
  let batch: CsvPropertyRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = row.dataJson.length + row.searchText.length;
    if (batch.length > 0 && bytes + size > INSERT_BATCH_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length > 0) yield batch;
}
