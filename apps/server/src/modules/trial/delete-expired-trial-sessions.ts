import type { Deps } from '../../deps.ts';
import { deleteTrialSessions, selectExpiredTrialSessions } from './trial-repo.ts';

const BATCH = 500;

/**
 * The scheduled clean-up: deletes every session past its expiry with its PDF job, and the stored
 * upload of a job that never finished (finished jobs removed theirs already). Files go first, so a
 * failure part-way leaves rows that the next run finds again, never an orphaned file.
 * Safe to run any number of times, from any number of processes.
 */
export async function deleteExpiredTrialSessions(
  deps: Pick<Deps, 'database' | 'storage'>,
  now: Date = new Date(),
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = await selectExpiredTrialSessions(deps.database.db, now, BATCH);
    if (expired.length === 0) return deleted;
    for (const { storageKey } of expired) {
      if (storageKey) await deps.storage.delete(storageKey).catch(() => undefined);
    }
    await deleteTrialSessions(
      deps.database.db,
      expired.map((s) => s.id),
    );
    deleted += expired.length;
    if (expired.length < BATCH) return deleted;
  }
}
