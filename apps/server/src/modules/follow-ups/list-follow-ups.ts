import type { FollowUpPrompt } from '@ai-realty/shared/schemas/ai';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type FollowUpPromptRow, followUpPrompts } from '../../db/schema.ts';
import { getOwnedResponse } from '../responses/response-records.ts';

export function toApiFollowUp(row: FollowUpPromptRow): FollowUpPrompt {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    generationType: row.generationType,
    creativeAngle: row.creativeAngle,
    expectedOutcome: row.expectedOutcome,
    targetAudience: row.targetAudience,
    relevanceScore: row.relevanceScore,
    propertySpecific: row.propertySpecific,
  };
}

/** The suggestions of the owner's response, most useful first, with the state of their generation. */
export async function listFollowUps(db: DbOrTx, userId: string, responseId: string) {
  const response = await getOwnedResponse(db, userId, responseId);
  const rows = await db
    .select()
    .from(followUpPrompts)
    .where(eq(followUpPrompts.responseId, response.id))
    .orderBy(asc(followUpPrompts.position));
  return { status: response.followUpStatus, followUpPrompts: rows.map(toApiFollowUp) };
}
