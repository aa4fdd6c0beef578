import { checkCompliance } from '@ai-realty/shared/rules/check-compliance';
import type { AiResponse } from '@ai-realty/shared/schemas/ai';
import { type AnyColumn, and, asc, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type AiResponseRow,
  aiResponses,
  type ResponseVersionRow,
  responseVersions,
} from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

// Every query of the ai_responses and response_versions tables (docs/decisions/0010-table-ownership.md). A user's responses
// are always read by owner: every such query is scoped by the user id, so another user's id answers
// 404 exactly like a missing one. The generation worker (modules/ai), the follow-up worker, the
// property removal and the account profile call the functions below.

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

export async function countResponsesOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(aiResponses).where(eq(aiResponses.userId, userId));
  return Number(row?.n ?? 0);
}

// The generation's life: Pending (paid and queued) → Processing (claimed by a worker) → Complete or
// Failed. Each step changes only a response in the state it expects, so a duplicated job changes nothing.

const RUNNING = ['Pending', 'Processing'] as const;

export async function insertPendingResponse(
  tx: DbOrTx,
  values: Omit<typeof aiResponses.$inferInsert, 'status' | 'createdAt'>,
): Promise<void> {
  await tx.insert(aiResponses).values({ ...values, status: 'Pending' });
}

/** True while a generation of the property is queued or being written. */
export async function hasRunningResponse(db: DbOrTx, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: aiResponses.id })
    .from(aiResponses)
    .where(and(eq(aiResponses.propertyId, propertyId), inArray(aiResponses.status, [...RUNNING])))
    .limit(1);
  return row !== undefined;
}

/** A condition for a query of properties: a generation of the property in `propertyId` is running. */
export function runningResponseOf(db: DbOrTx, propertyId: AnyColumn): SQL {
  return exists(
    db
      .select({ id: aiResponses.id })
      .from(aiResponses)
      .where(and(eq(aiResponses.propertyId, propertyId), inArray(aiResponses.status, [...RUNNING]))),
  );
}

/** A condition for a query of accounts: the account in `userId` has a completed response. */
export function hasCompletedResponse(db: DbOrTx, userId: AnyColumn): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(aiResponses)
      .where(and(eq(aiResponses.userId, userId), eq(aiResponses.status, 'Complete'))),
  );
}

/** Locks a running response until the transaction ends; null when it already settled or is gone. */
export async function lockRunningResponse(
  tx: DbOrTx,
  id: string,
): Promise<Pick<AiResponseRow, 'userId' | 'cost' | 'propertyId'> | null> {
  const [row] = await tx
    .select({ userId: aiResponses.userId, cost: aiResponses.cost, propertyId: aiResponses.propertyId })
    .from(aiResponses)
    .where(and(eq(aiResponses.id, id), inArray(aiResponses.status, [...RUNNING])))
    .for('update');
  return row ?? null;
}

/** Pending or Processing → Failed with the message; false when it had already settled. */
export async function markResponseFailed(tx: DbOrTx, id: string, message: string): Promise<boolean> {
  const updated = await tx
    .update(aiResponses)
    .set({ status: 'Failed', errorMessage: message, completedAt: new Date() })
    .where(and(eq(aiResponses.id, id), inArray(aiResponses.status, [...RUNNING])))
    .returning({ id: aiResponses.id });
  return updated.length > 0;
}

/** Claims a running response for this attempt (Processing, started at `claimedAt`); null when settled. */
export async function claimResponse(db: DbOrTx, id: string, claimedAt: Date): Promise<AiResponseRow | null> {
  const [row] = await db
    .update(aiResponses)
    .set({ status: 'Processing', startedAt: claimedAt, errorMessage: null })
    .where(and(eq(aiResponses.id, id), inArray(aiResponses.status, [...RUNNING])))
    .returning();
  return row ?? null;
}

/**
 * Processing → Complete with the written text, only while the claim made at `claimedAt` still holds;
 * its follow-up suggestions become pending. False when another attempt claimed or settled it.
 */
export async function completeResponse(
  tx: DbOrTx,
  id: string,
  claimedAt: Date,
  written: Pick<AiResponseRow, 'response' | 'findings' | 'writer' | 'promptTokens' | 'completionTokens'>,
): Promise<boolean> {
  const done = await tx
    .update(aiResponses)
    .set({
      ...written,
      status: 'Complete',
      completedAt: new Date(),
      followUpStatus: 'pending',
      errorMessage: null,
    })
    .where(
      and(eq(aiResponses.id, id), eq(aiResponses.status, 'Processing'), eq(aiResponses.startedAt, claimedAt)),
    )
    .returning({ id: aiResponses.id });
  return done.length > 0;
}

/** Text and tone of a response, for a follow-up that builds on it. */
export async function findResponseBasis(
  db: DbOrTx,
  id: string,
): Promise<Pick<AiResponseRow, 'response' | 'tone'> | null> {
  const [row] = await db
    .select({ response: aiResponses.response, tone: aiResponses.tone })
    .from(aiResponses)
    .where(eq(aiResponses.id, id));
  return row ?? null;
}

// Follow-up suggestions of a completed response: pending → complete (stored) or failed.

/** A completed response still waiting for its suggestions, or null. */
export async function findResponseAwaitingFollowUps(db: DbOrTx, id: string): Promise<AiResponseRow | null> {
  const [row] = await db
    .select()
    .from(aiResponses)
    .where(
      and(
        eq(aiResponses.id, id),
        eq(aiResponses.status, 'Complete'),
        eq(aiResponses.followUpStatus, 'pending'),
      ),
    );
  return row ?? null;
}

/** pending → complete or failed; false when the suggestions had already settled. */
export async function settleFollowUpStatus(
  db: DbOrTx,
  id: string,
  status: 'complete' | 'failed',
): Promise<boolean> {
  const settled = await db
    .update(aiResponses)
    .set({ followUpStatus: status })
    .where(and(eq(aiResponses.id, id), eq(aiResponses.followUpStatus, 'pending')))
    .returning({ id: aiResponses.id });
  return settled.length > 0;
}

// Edited drafts (modules/responses/response-versions.ts): each saved edit is a numbered version.

/** Locks the response row until the transaction ends, so concurrent saves number versions in turn. */
export async function lockResponse(tx: DbOrTx, id: string): Promise<void> {
  await tx.select({ id: aiResponses.id }).from(aiResponses).where(eq(aiResponses.id, id)).for('update');
}

/** Oldest first. */
export async function responseVersionsOf(db: DbOrTx, responseId: string): Promise<ResponseVersionRow[]> {
  return db
    .select()
    .from(responseVersions)
    .where(eq(responseVersions.responseId, responseId))
    .orderBy(asc(responseVersions.number));
}

export async function lastResponseVersion(
  tx: DbOrTx,
  responseId: string,
): Promise<ResponseVersionRow | null> {
  const [row] = await tx
    .select()
    .from(responseVersions)
    .where(eq(responseVersions.responseId, responseId))
    .orderBy(desc(responseVersions.number))
    .limit(1);
  return row ?? null;
}

export async function insertResponseVersion(
  tx: DbOrTx,
  values: Pick<ResponseVersionRow, 'responseId' | 'number' | 'source' | 'text'>,
): Promise<void> {
  await tx.insert(responseVersions).values(values);
}

/** The owner's response with its new current text and that text's findings. */
export async function setOwnedResponseText(
  tx: DbOrTx,
  userId: string,
  id: string,
  text: string,
  findings: AiResponseRow['findings'],
): Promise<AiResponseRow> {
  const [row] = await tx
    .update(aiResponses)
    .set({ response: text, findings })
    .where(and(eq(aiResponses.id, id), eq(aiResponses.userId, userId)))
    .returning();
  return row;
}
