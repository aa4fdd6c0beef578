import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PdfJobRow, pdfJobs } from '../../db/schema.ts';

// The only place that writes SQL for AI Detect jobs. Reads for the API are scoped by owner; the
// worker's state changes are conditional on the current status, so a duplicated or retried job can
// never move a finished job again.

const RUNNING = ['pending', 'processing'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a job; answering "not found" avoids a database cast error. */
export function isJobId(id: string): boolean {
  return UUID.test(id);
}

export async function insertPdfJob(
  tx: DbOrTx,
  values: Pick<
    PdfJobRow,
    'id' | 'userId' | 'filename' | 'address' | 'storageKey' | 'sizeBytes' | 'customInstructions' | 'cost'
  >,
): Promise<PdfJobRow> {
  const [row] = await tx
    .insert(pdfJobs)
    .values({ ...values, status: 'pending' })
    .returning();
  return row;
}

export async function findOwnedPdfJob(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PdfJobRow | undefined> {
  if (!isJobId(id)) return undefined;
  const [row] = await db
    .select()
    .from(pdfJobs)
    .where(and(eq(pdfJobs.id, id), eq(pdfJobs.userId, userId)));
  return row;
}

export async function selectOwnedPdfJobs(
  db: DbOrTx,
  userId: string,
  opts: { status?: PdfJobRow['status']; limit: number },
): Promise<PdfJobRow[]> {
  const conditions = [eq(pdfJobs.userId, userId)];
  if (opts.status) conditions.push(eq(pdfJobs.status, opts.status));
  return db
    .select()
    .from(pdfJobs)
    .where(and(...conditions))
    .orderBy(desc(pdfJobs.createdAt), desc(pdfJobs.id))
    .limit(opts.limit);
}

/** pending (or a processing job whose worker died) → processing, with a fresh start time. */
export async function claimPdfJob(db: DbOrTx, id: string): Promise<PdfJobRow | undefined> {
  const [row] = await db
    .update(pdfJobs)
    .set({ status: 'processing', startedAt: new Date(), errorMessage: null })
    .where(and(eq(pdfJobs.id, id), inArray(pdfJobs.status, [...RUNNING])))
    .returning();
  return row;
}

/** Locks a job that is still processing, for the transaction that completes it. */
export async function lockProcessingPdfJob(tx: DbOrTx, id: string): Promise<PdfJobRow | undefined> {
  const [row] = await tx
    .select()
    .from(pdfJobs)
    .where(and(eq(pdfJobs.id, id), eq(pdfJobs.status, 'processing')))
    .for('update');
  return row;
}

/** Locks a job that is still pending or processing, for the transaction that fails it. */
export async function lockRunningPdfJob(tx: DbOrTx, id: string): Promise<PdfJobRow | undefined> {
  const [row] = await tx
    .select()
    .from(pdfJobs)
    .where(and(eq(pdfJobs.id, id), inArray(pdfJobs.status, [...RUNNING])))
    .for('update');
  return row;
}

export async function markPdfJobCompleted(
  tx: DbOrTx,
  id: string,
  values: {
    propertyId: string | null;
    propertyData: unknown;
    documentAddress: string;
    awaitingAddressChoice: boolean;
    scannedPages: number;
  },
): Promise<boolean> {
  const updated = await tx
    .update(pdfJobs)
    .set({ status: 'completed', completedAt: new Date(), errorMessage: null, ...values })
    .where(and(eq(pdfJobs.id, id), eq(pdfJobs.status, 'processing')))
    .returning({ id: pdfJobs.id });
  return updated.length === 1;
}

/** A completed job of the user that waits for the address choice, locked until the transaction ends. */
export async function lockJobAwaitingAddress(
  tx: DbOrTx,
  userId: string,
  id: string,
): Promise<PdfJobRow | undefined> {
  if (!isJobId(id)) return undefined;
  const [row] = await tx
    .select()
    .from(pdfJobs)
    .where(and(eq(pdfJobs.id, id), eq(pdfJobs.userId, userId), eq(pdfJobs.awaitingAddressChoice, true)))
    .for('update');
  return row;
}

export async function markAddressChosen(
  tx: DbOrTx,
  id: string,
  values: { propertyId: string; propertyData: unknown },
): Promise<void> {
  await tx
    .update(pdfJobs)
    .set({ ...values, awaitingAddressChoice: false })
    .where(eq(pdfJobs.id, id));
}

export async function markPdfJobFailed(tx: DbOrTx, id: string, errorMessage: string): Promise<boolean> {
  const updated = await tx
    .update(pdfJobs)
    .set({ status: 'failed', completedAt: new Date(), errorMessage })
    .where(and(eq(pdfJobs.id, id), inArray(pdfJobs.status, [...RUNNING])))
    .returning({ id: pdfJobs.id });
  return updated.length === 1;
}
