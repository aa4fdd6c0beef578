import { checkCompliance } from '@ai-realty/shared/rules/check-compliance';
import type { Deps } from '../../deps.ts';
import type { QueueJob } from '../../jobs/job-queue.ts';
import { QUEUE_NAMES } from '../../jobs/queue-definitions.ts';
import { type FollowUpAngle, WriterError } from '../../providers/ai/ai-writer.ts';
import { mlsRemarksLimitOf } from '../account/user-repo.ts';
import { refundCredits } from '../credits/credit-ledger.ts';
import { findOwnedFollowUp } from '../follow-ups/follow-up-repo.ts';
import { findOwnedProperty } from '../properties/owned-property.ts';
import { removeSettledProperty } from '../properties/remove-settled-property.ts';
import {
  claimResponse,
  completeResponse,
  findResponseBasis,
  lockRunningResponse,
  markResponseFailed,
} from '../responses/response-repo.ts';

export type GenerationJob = { responseId: string };

type WorkerDeps = Pick<Deps, 'database' | 'ai' | 'queue' | 'liveText'>;

function refundNote(cost: number): string {
  return cost === 1 ? 'Your 1 credit was refunded.' : `Your ${cost} credits were refunded.`;
}

/**
 * Marks a response Failed and refunds what it cost. Safe to call twice and after completion: only a
 * response still Pending or Processing changes, and the refund is keyed by the response id.
 */
export async function failGeneration(deps: WorkerDeps, responseId: string, reason: string): Promise<boolean> {
  const failed = await deps.database.db.transaction(async (tx) => {
    const row = await lockRunningResponse(tx, responseId);
    if (!row) return null;
    const message = row.cost > 0 ? `${reason} ${refundNote(row.cost)}` : reason;
    if (!(await markResponseFailed(tx, responseId, message))) return null;
    if (row.cost > 0)
      await refundCredits(tx, { userId: row.userId, amount: row.cost, reference: responseId });
    return { message, propertyId: row.propertyId };
  });
  if (!failed) return false;
  deps.liveText.finish(responseId, 'Failed', failed.message);
  // Settled and refunded: a property deleted meanwhile can go now (it cascades this response away).
  await removeSettledProperty(deps.database.db, failed.propertyId);
  return true;
}

/**
 * The generation worker: Pending → Processing → Complete, then queues the follow-up suggestions.
 * Each attempt claims the response with a fresh start time and completes it only if that claim still
 * holds, so a retried or duplicated job never completes a response twice. Credits were spent when the
 * request was accepted; a failure that is not the user's refunds them once the job will not be retried.
 */
export async function runGeneration(deps: WorkerDeps, job: QueueJob<GenerationJob>): Promise<void> {
  const { database, ai, queue, liveText } = deps;
  const { responseId } = job.data;
  const claimedAt = new Date();
  const row = await claimResponse(database.db, responseId, claimedAt);
  // Already Complete or Failed (a duplicate delivery), or deleted with its property.
  if (!row) return;

  try {
    const owned = row.propertyId ? await findOwnedProperty(database.db, row.userId, row.propertyId) : null;
    if (!owned) {
      await failGeneration(deps, responseId, 'The property was removed before the content was written.');
      return;
    }
    let followUp: FollowUpAngle | undefined;
    let parentText: string | undefined;
    if (row.sourceFollowUpId) {
      const source = await findOwnedFollowUp(database.db, row.userId, row.sourceFollowUpId);
      if (source) {
        followUp = source;
        // The response the suggestion was made from, so the follow-up can build on what it said.
        const parent = await findResponseBasis(database.db, source.responseId);
        parentText = parent?.response ?? undefined;
      }
    }
    const remarksLimit = await mlsRemarksLimitOf(database.db, row.userId);
    liveText.begin(responseId);
    const result = await ai.write(
      {
        generationType: row.generationType,
        property: owned.property,
        address: owned.address,
        customInstructions: row.prompt ?? undefined,
        followUp,
        parentText,
        // Each response gets its own wording, so a regenerate reads fresh.
        variant: responseId,
        tone: row.tone,
        remarksLimit: remarksLimit ?? undefined,
      },
      {
        onText: (chunk) => liveText.append(responseId, chunk),
        signal: job.signal,
      },
    );
    // Deleted while being written: the content has nowhere to go, so the generation fails and refunds.
    if (row.propertyId && !(await findOwnedProperty(database.db, row.userId, row.propertyId))) {
      await failGeneration(deps, responseId, 'The property was removed before the content was written.');
      return;
    }
    const completed = await database.db.transaction(async (tx) => {
      const done = await completeResponse(tx, responseId, claimedAt, {
        response: result.text,
        // The compliance check travels with the text: the detail highlights it, the list counts it.
        findings: checkCompliance(result.text, owned.property),
        writer: ai.name,
        promptTokens: result.usage?.promptTokens ?? null,
        completionTokens: result.usage?.completionTokens ?? null,
      });
      if (!done) return false;
      await queue.send(QUEUE_NAMES.followUps, { responseId }, { tx });
      return true;
    });
    if (completed) {
      queue.wake(QUEUE_NAMES.followUps);
      liveText.finish(responseId, 'Complete');
      await removeSettledProperty(database.db, row.propertyId);
    }
  } catch (err) {
    if (err instanceof WriterError) {
      await failGeneration(deps, responseId, err.message);
      return;
    }
    if (job.isFinalAttempt) {
      await failGeneration(deps, responseId, 'The writer stopped unexpectedly and could not finish.');
      return;
    }
    // Left Processing: the queue retries the job, which claims the response again.
    throw err;
  }
}

/** Dead letter of the generation queue: a job that failed for good, including after a worker crash. */
export async function failAbandonedGeneration(deps: WorkerDeps, job: QueueJob<GenerationJob>): Promise<void> {
  await failGeneration(deps, job.data.responseId, 'The writer did not finish in time.');
}
