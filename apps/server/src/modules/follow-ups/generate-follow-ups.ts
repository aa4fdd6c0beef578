import type { Deps } from '../../deps.ts';
import type { QueueJob } from '../../jobs/job-queue.ts';
import { findOwnedProperty } from '../properties/owned-property.ts';
import { findResponseAwaitingFollowUps, settleFollowUpStatus } from '../responses/response-repo.ts';
import { replaceFollowUps } from './follow-up-repo.ts';

export type FollowUpJob = { responseId: string };

type WorkerDeps = Pick<Deps, 'database' | 'ai'>;

async function markFailed(deps: WorkerDeps, responseId: string) {
  await settleFollowUpStatus(deps.database.db, responseId, 'failed');
}

/**
 * Suggests the next pieces after a completed response (followUpStatus pending → complete). A retry
 * replaces what an earlier attempt may have stored, so each response keeps one set of suggestions.
 */
export async function generateFollowUps(deps: WorkerDeps, job: QueueJob<FollowUpJob>): Promise<void> {
  const { responseId } = job.data;
  const row = await findResponseAwaitingFollowUps(deps.database.db, responseId);
  if (!row) return;
  try {
    const owned = row.propertyId
      ? await findOwnedProperty(deps.database.db, row.userId, row.propertyId)
      : null;
    if (!owned) {
      await markFailed(deps, responseId);
      return;
    }
    const suggestions = await deps.ai.suggestFollowUps({
      generationType: row.generationType,
      property: owned.property,
      address: owned.address,
      responseText: row.response,
      customInstructions: row.prompt ?? undefined,
    });
    await deps.database.db.transaction(async (tx) => {
      // Settled meanwhile (by the dead letter, or a duplicate job): those suggestions stand.
      if (!(await settleFollowUpStatus(tx, responseId, 'complete'))) return;
      await replaceFollowUps(tx, row, suggestions);
    });
  } catch (err) {
    // Suggestions are free: a final failure only tells the panel to stop waiting.
    if (job.isFinalAttempt) {
      await markFailed(deps, responseId);
      return;
    }
    throw err;
  }
}

/** Dead letter of the follow-up queue: give up waiting for suggestions. */
export async function failAbandonedFollowUps(deps: WorkerDeps, job: QueueJob<FollowUpJob>): Promise<void> {
  await markFailed(deps, job.data.responseId);
}
