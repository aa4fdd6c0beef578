import type { FollowUpPrompt } from '@ai-realty/shared/schemas/ai';
import type { DbOrTx } from '../../db/client.ts';
import type { FollowUpPromptRow } from '../../db/schema.ts';
import { getOwnedResponse } from '../responses/response-repo.ts';
import { listFollowUpsOf } from './follow-up-repo.ts';

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
  const rows = await listFollowUpsOf(db, response.id);
  return { status: response.followUpStatus, followUpPrompts: rows.map(toApiFollowUp) };
}
