import { TRIAL_MESSAGES, type TrialPdfJob } from '@ai-realty/shared/schemas/trial';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireTrialSession } from './require-trial-session.ts';
import { findSessionPdfJob } from './trial-repo.ts';

/** POST /trial/pdf/status: the session's PDF job, with the extracted property as a JSON string. */
export async function getTrialPdfStatus(
  db: DbOrTx,
  input: { sessionId: string; jobId: string },
): Promise<TrialPdfJob> {
  const session = await requireTrialSession(db, input.sessionId);
  const job = await findSessionPdfJob(db, session.id);
  if (!job || job.id !== input.jobId) throw new AppError('NOT_FOUND', TRIAL_MESSAGES.jobNotFound, 404);
  return {
    jobId: job.id,
    status: job.status,
    address: job.address,
    filename: job.filename,
    customInstructions: job.customInstructions,
    createdAt: job.createdAt.toISOString(),
    propertyData: job.propertyData === null ? null : JSON.stringify(job.propertyData),
    errorMessage: job.errorMessage,
    scannedPages: job.scannedPages,
  };
}
