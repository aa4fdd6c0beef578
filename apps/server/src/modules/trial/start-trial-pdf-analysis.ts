import { TRIAL_MESSAGES } from '@ai-realty/shared/schemas/trial';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { Deps } from '../../deps.ts';
import { QUEUE_NAMES } from '../../jobs/queue-definitions.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ReceivedPdf, receivePdfUpload } from '../ai-detect/receive-pdf-upload.ts';
import { takeUploadSlot } from '../ai-detect/upload-slots.ts';
import { requireTrialSession } from './require-trial-session.ts';
import { findSessionPdfJob, insertTrialPdfJob } from './trial-repo.ts';

export type TrialPdfAnalysisJob = { jobId: string };

const pdfLimitReached = () => new AppError('CONFLICT', TRIAL_MESSAGES.pdfLimit, 409);

/**
 * POST /trial/pdf/process: the same upload checks as AI Detect (PDF by content, size, page count,
 * read in a bounded worker), then one job per session, free. The unique session id on the job table
 * is the limit, so two uploads racing for the same session still end with one job. Uploads open at
 * once are capped per client address as AI Detect caps them per account.
 */
export async function startTrialPdfAnalysis(
  deps: Pick<Deps, 'config' | 'database' | 'queue' | 'storage' | 'pdfReader'>,
  request: FastifyRequest,
): Promise<{ jobId: string }> {
  const release = takeUploadSlot(`trial:${request.ip}`, deps.config.PDF_UPLOADS_PER_USER);
  let upload: ReceivedPdf;
  try {
    upload = await receivePdfUpload(request, {
      storage: deps.storage,
      pdfReader: deps.pdfReader,
      idleMs: deps.config.PDF_UPLOAD_IDLE_MS,
      totalMs: deps.config.UPLOAD_TIMEOUT_MS,
    });
  } finally {
    release();
  }
  const discard = () => deps.storage.delete(upload.storageKey).catch(() => undefined);
  try {
    const { db } = deps.database;
    const session = await requireTrialSession(db, upload.fields.sessionId ?? '');
    if (await findSessionPdfJob(db, session.id)) throw pdfLimitReached();
    await deps.queue.start();
    const job = await db.transaction(async (tx) => {
      const row = await insertTrialPdfJob(tx, {
        sessionId: session.id,
        filename: upload.filename,
        address: upload.address,
        storageKey: upload.storageKey,
        sizeBytes: upload.size,
        customInstructions: upload.customInstructions ?? null,
      });
      await deps.queue.send(QUEUE_NAMES.trialPdfAnalysis, { jobId: row.id } satisfies TrialPdfAnalysisJob, {
        tx,
      });
      return row;
    });
    deps.queue.wake(QUEUE_NAMES.trialPdfAnalysis);
    return { jobId: job.id };
  } catch (error) {
    await discard();
    if (isUniqueViolation(error)) throw pdfLimitReached();
    throw error;
  }
}
