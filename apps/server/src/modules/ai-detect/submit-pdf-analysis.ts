import { createHash, randomUUID } from 'node:crypto';
import {
  PDF_ANALYSIS_CREDITS,
  PDF_ANALYSIS_MESSAGES,
  type PdfAnalysisSubmitResult,
} from '@ai-realty/shared/schemas/pdf-job';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { QUEUE_NAMES } from '../../jobs/queue-definitions.ts';
import { AppError } from '../../lib/app-error.ts';
import { creditBalance, spendCredits } from '../credits/credit-ledger.ts';
import { planOfUser } from '../subscriptions/plan-of-user.ts';
import { findOwnedPdfJob, insertPdfJob } from './pdf-job-repo.ts';
import type { ReceivedPdf } from './receive-pdf-upload.ts';

export type PdfAnalysisJob = { jobId: string };
type SubmitDeps = Pick<Deps, 'database' | 'queue' | 'storage'>;

/**
 * Refuses an account that cannot pay before its upload is read, so nobody uploads 50 MB to be told
 * they are short. The spend itself happens with the job, in one conditional update.
 */
export async function assertCanAffordAnalysis(db: DbOrTx, user: UserRow) {
  if (user.credits >= PDF_ANALYSIS_CREDITS) return;
  throw new AppError('INSUFFICIENT_CREDITS', PDF_ANALYSIS_MESSAGES.insufficientCredits, 402, {
    required: PDF_ANALYSIS_CREDITS,
    available: user.credits,
    subscriptionPlan: await planOfUser(db, user.id),
  });
}

/** The job id an Idempotency-Key names for this user, so a retried upload finds its first job. */
export function jobIdFromIdempotencyKey(userId: string, key: string): string {
  const h = createHash('sha256').update(`${userId}\npdf_analysis\n${key}`).digest('hex');
  const variant = ((Number.parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** An earlier submission with the same Idempotency-Key: answered again, charged once. */
export async function findSubmitted(
  deps: Pick<Deps, 'database'>,
  userId: string,
  jobId: string,
): Promise<PdfAnalysisSubmitResult | null> {
  const job = await findOwnedPdfJob(deps.database.db, userId, jobId);
  if (!job) return null;

  return {
    jobId: job.id,
    status: job.status,
    message: PDF_ANALYSIS_MESSAGES.submitted,
    newCreditBalance: await creditBalance(deps.database.db, userId),
  };
}

/**
 * Records the job as pending, spends its credits (ledger reference = job id) and enqueues it in one
 * transaction: all three commit or none does. If anything fails the stored upload is removed, so a
 * refused request leaves neither a charge nor a file behind.
 */
export async function submitPdfAnalysis(
  deps: SubmitDeps,
  userId: string,
  upload: ReceivedPdf,
  opts: { jobId?: string } = {},
): Promise<PdfAnalysisSubmitResult> {
  const { database, queue, storage } = deps;
  const jobId = opts.jobId ?? randomUUID();
  try {
    // Start the queue outside the transaction: on single-connection PGlite its start-up cannot wait
    // behind an open transaction.
    await queue.start();
    const balance = await database.db.transaction(async (tx) => {
      await insertPdfJob(tx, {
        id: jobId,
        userId,
        filename: upload.filename,
        address: upload.address,
        storageKey: upload.storageKey,
        sizeBytes: upload.size,
        customInstructions: upload.customInstructions ?? null,
        cost: PDF_ANALYSIS_CREDITS,
      });
      const left = await spendCredits(tx, {
        userId,
        amount: PDF_ANALYSIS_CREDITS,
        reason: 'pdf_analysis',
        reference: jobId,
        insufficientMessage: PDF_ANALYSIS_MESSAGES.insufficientCredits,
      });
      await queue.send(QUEUE_NAMES.pdfAnalysis, { jobId } satisfies PdfAnalysisJob, { tx });
      return left;
    });
    queue.wake(QUEUE_NAMES.pdfAnalysis);
    return { jobId, status: 'pending', message: PDF_ANALYSIS_MESSAGES.submitted, newCreditBalance: balance };
  } catch (error) {
    await storage.delete(upload.storageKey).catch(() => undefined);
    // The same Idempotency-Key raced with itself: the first request's job is the answer.
    if (opts.jobId && isUniqueViolation(error)) {
      const earlier = await findSubmitted(deps, userId, jobId);
      if (earlier) return earlier;
    }
    throw error;
  }
}
