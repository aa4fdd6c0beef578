import { and, eq } from 'drizzle-orm';
import { aiResponses, followUpPrompts } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { QueueJob } from '../../jobs/job-queue.ts';
import { findOwnedProperty } from '../properties/owned-property.ts';

export type FollowUpJob = { responseId: string };

type WorkerDeps = Pick<Deps, 'database' | 'ai'>;

async function markFailed(deps: WorkerDeps, responseId: string) {
  await deps.database.db
    .update(aiResponses)
    .set({ followUpStatus: 'failed' })
    .where(and(eq(aiResponses.id, responseId), eq(aiResponses.followUpStatus, 'pending')));
}

/**
 * Suggests the next pieces after a completed response (followUpStatus pending → complete). A retry
 * replaces what an earlier attempt may have stored, so each response keeps one set of suggestions.
 */
export async function generateFollowUps(deps: WorkerDeps, job: QueueJob<FollowUpJob>): Promise<void> {
  const { responseId } = job.data;
  const [row] = await deps.database.db
    .select()
    .from(aiResponses)
    .where(
      and(
        eq(aiResponses.id, responseId),
        eq(aiResponses.status, 'Complete'),
        eq(aiResponses.followUpStatus, 'pending'),
      ),
    );
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
      const [still] = await tx
        .update(aiResponses)
        .set({ followUpStatus: 'complete' })
        .where(and(eq(aiResponses.id, responseId), eq(aiResponses.followUpStatus, 'pending')))
        .returning({ id: aiResponses.id });
      if (!still) return;
      await tx.delete(followUpPrompts).where(eq(followUpPrompts.responseId, responseId));
      if (suggestions.length) {
        await tx.insert(followUpPrompts).values(
          suggestions.map((s, position) => ({
            responseId,
            userId: row.userId,
            propertyId: row.propertyId,
            title: s.title,
            description: s.description,
            generationType: s.generationType,
            creativeAngle: s.creativeAngle,
            expectedOutcome: s.expectedOutcome,
            targetAudience: s.targetAudience,
            relevanceScore: s.relevanceScore,
            propertySpecific: s.propertySpecific,
            position,
          })),
        );
      }
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
