import { checkCompliance } from '@ai-realty/shared/rules/check-compliance';
import type { AiResponse } from '@ai-realty/shared/schemas/ai';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type AiResponseRow, aiResponses } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

// The AI response records, always read by owner: every query of a user's responses is scoped by the
// user id, so another user's id answers 404 exactly like a missing one.

export const RESPONSES_LIST_CAP = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function toApiResponse(row: AiResponseRow): AiResponse {
  return {
    ID: row.id,
    PropertyID: row.propertyId,
    Type: row.type,
    Address: row.address,
    Response: row.response,
    Prompt: row.prompt,
    Time: row.createdAt.toISOString(),
    Status: row.status,
    ErrorMessage: row.errorMessage,
    Writer: row.writer,
    GenerationType: row.generationType,
    Tone: row.tone,
    // Responses written before the check existed are checked for wording when read (the fact check
    // needs the property and runs when they are next edited).
    Findings: row.findings ?? (row.status === 'Complete' ? checkCompliance(row.response) : []),
  };
}

export async function findOwnedResponse(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AiResponseRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(aiResponses)
    .where(and(eq(aiResponses.id, id), eq(aiResponses.userId, userId)));
  return row ?? null;
}

/** The owner's response or 404 'Response not found'. */
export async function getOwnedResponse(db: DbOrTx, userId: string, id: string): Promise<AiResponseRow> {
  const row = await findOwnedResponse(db, userId, id);
  if (!row) throw notFound('Response not found');
  return row;
}

/** Newest first, capped at RESPONSES_LIST_CAP; optionally for one property. */
export async function listOwnedResponses(
  db: DbOrTx,
  userId: string,
  opts: { propertyId?: string } = {},
): Promise<AiResponseRow[]> {
  if (opts.propertyId && !isUuid(opts.propertyId)) return [];
  return db
    .select()
    .from(aiResponses)
    .where(
      opts.propertyId
        ? and(eq(aiResponses.userId, userId), eq(aiResponses.propertyId, opts.propertyId))
        : eq(aiResponses.userId, userId),
    )
    .orderBy(desc(aiResponses.createdAt), desc(aiResponses.id))
    .limit(RESPONSES_LIST_CAP);
}
