import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type FollowUpPromptRow, followUpPrompts } from '../../db/schema.ts';
import { isUuid } from '../responses/response-repo.ts';

// Every query of the follow_up_prompts table (docs/decisions/0010-table-ownership.md). The generation
// worker (modules/ai) reads the suggestion a follow-up was made from through findOwnedFollowUp.

type Suggestion = Pick<
  FollowUpPromptRow,
  | 'title'
  | 'description'
  | 'generationType'
  | 'creativeAngle'
  | 'expectedOutcome'
  | 'targetAudience'
  | 'relevanceScore'
  | 'propertySpecific'
>;

/** The owner's suggestion, or null (also for another user's id or one that is not a UUID). */
export async function findOwnedFollowUp(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<FollowUpPromptRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(followUpPrompts)
    .where(and(eq(followUpPrompts.id, id), eq(followUpPrompts.userId, userId)));
  return row ?? null;
}

/** The suggestions of a response, most useful first. */
export async function listFollowUpsOf(db: DbOrTx, responseId: string): Promise<FollowUpPromptRow[]> {
  return db
    .select()
    .from(followUpPrompts)
    .where(eq(followUpPrompts.responseId, responseId))
    .orderBy(asc(followUpPrompts.position));
}

/** Replaces the suggestions of a response (a retried job stores one set, not two), in list order. */
export async function replaceFollowUps(
  tx: DbOrTx,
  response: { id: string; userId: string; propertyId: string | null },
  suggestions: Suggestion[],
): Promise<void> {
  await tx.delete(followUpPrompts).where(eq(followUpPrompts.responseId, response.id));
  if (suggestions.length === 0) return;
  await tx.insert(followUpPrompts).values(
    suggestions.map((s, position) => ({
      responseId: response.id,
      userId: response.userId,
      propertyId: response.propertyId,
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
