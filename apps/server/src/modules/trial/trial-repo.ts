import { and, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type TrialPdfJobRow, type TrialSessionRow, trialPdfJobs, trialSessions } from '../../db/schema.ts';

// The only place that writes SQL for the free trial. The worker's state changes are conditional on
// the job's current status, so a retried or duplicated delivery never moves a finished job again.

const RUNNING = ['pending', 'processing'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a row; answering "not found" avoids a database cast error. */
export function isTrialId(id: string): boolean {
  return UUID.test(id);
}

export async function insertTrialSession(db: DbOrTx, expiresAt: Date): Promise<TrialSessionRow> {
  const [row] = await db.insert(trialSessions).values({ expiresAt }).returning();
  return row;
}

export async function findTrialSession(db: DbOrTx, id: string): Promise<TrialSessionRow | undefined> {
  if (!isTrialId(id)) return undefined;
  const [row] = await db.select().from(trialSessions).where(eq(trialSessions.id, id));
  return row;
}

export async function setTrialProperty(db: DbOrTx, sessionId: string, property: unknown): Promise<void> {
  await db.update(trialSessions).set({ property }).where(eq(trialSessions.id, sessionId));
}

export async function insertTrialPdfJob(
  db: DbOrTx,
  values: Pick<
    TrialPdfJobRow,
    'sessionId' | 'filename' | 'address' | 'storageKey' | 'sizeBytes' | 'customInstructions'
  >,
): Promise<TrialPdfJobRow> {
  const [row] = await db
    .insert(trialPdfJobs)
    .values({ ...values, status: 'pending' })
    .returning();
  return row;
}

/** The session's one PDF job, if it has sent one. */
export async function findSessionPdfJob(db: DbOrTx, sessionId: string): Promise<TrialPdfJobRow | undefined> {
  const [row] = await db.select().from(trialPdfJobs).where(eq(trialPdfJobs.sessionId, sessionId));
  return row;
}

/** pending (or a processing job whose worker died) → processing. */
export async function claimTrialPdfJob(db: DbOrTx, id: string): Promise<TrialPdfJobRow | undefined> {
  const [row] = await db
    .update(trialPdfJobs)
    .set({ status: 'processing', startedAt: new Date(), errorMessage: null })
    .where(and(eq(trialPdfJobs.id, id), inArray(trialPdfJobs.status, [...RUNNING])))
    .returning();
  return row;
}

export async function markTrialPdfJobCompleted(
  db: DbOrTx,
  id: string,
  propertyData: unknown,
  scannedPages: number,
): Promise<TrialPdfJobRow | undefined> {
  const [row] = await db
    .update(trialPdfJobs)
    .set({ status: 'completed', completedAt: new Date(), errorMessage: null, propertyData, scannedPages })
    .where(and(eq(trialPdfJobs.id, id), eq(trialPdfJobs.status, 'processing')))
    .returning();
  return row;
}

export async function markTrialPdfJobFailed(
  db: DbOrTx,
  id: string,
  errorMessage: string,
): Promise<TrialPdfJobRow | undefined> {
  const [row] = await db
    .update(trialPdfJobs)
    .set({ status: 'failed', completedAt: new Date(), errorMessage })
    .where(and(eq(trialPdfJobs.id, id), inArray(trialPdfJobs.status, [...RUNNING])))
    .returning();
  return row;
}

/** Expired sessions, oldest first, with the stored file of their PDF job if any. */
export async function selectExpiredTrialSessions(
  db: DbOrTx,
  now: Date,
  limit: number,
): Promise<{ id: string; storageKey: string | null }[]> {
  return db
    .select({ id: trialSessions.id, storageKey: trialPdfJobs.storageKey })
    .from(trialSessions)
    .leftJoin(trialPdfJobs, eq(trialPdfJobs.sessionId, trialSessions.id))
    .where(lte(trialSessions.expiresAt, now))
    .orderBy(trialSessions.expiresAt)
    .limit(limit);
}

/** Deletes sessions with their PDF jobs (the foreign key cascades). */
export async function deleteTrialSessions(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(trialSessions).where(inArray(trialSessions.id, ids));
}
