import { TRIAL_MESSAGES } from '@ai-realty/shared/schemas/trial';
import type { Deps } from '../../deps.ts';
import { applyTypedAddress } from '../../providers/pdf/pdf-extractor.ts';
import { PdfLimitError } from '../../providers/pdf/pdf-limits.ts';
import { PdfReadError } from '../../providers/pdf/read-pdf-text.ts';
import { readAll, StoredFileNotFoundError } from '../../providers/storage/file-storage.ts';
import { FILE_MISSING_MESSAGE } from '../ai-detect/run-pdf-analysis.ts';
import {
  claimTrialPdfJob,
  markTrialPdfJobCompleted,
  markTrialPdfJobFailed,
  setTrialProperty,
} from './trial-repo.ts';

// The trial's PDF worker: AI Detect's reader and extractor, with no credits and no portfolio. The
// extracted property becomes the session's trial property, which registration carries into the
// new account.

type WorkerDeps = Pick<Deps, 'database' | 'storage' | 'pdfExtractor' | 'pdfReader'>;

export async function runTrialPdfAnalysis(
  deps: WorkerDeps,
  jobId: string,
  attempt: { isFinalAttempt: boolean },
): Promise<'completed' | 'failed' | 'skipped'> {
  const { database, storage, pdfExtractor, pdfReader } = deps;
  // Finished already (a duplicate delivery), or deleted with its expired session.
  const job = await claimTrialPdfJob(database.db, jobId);
  if (!job) return 'skipped';

  let property: unknown;
  let scannedPages = 0;
  try {
    const bytes = await readAll(await storage.get(job.storageKey), job.sizeBytes);
    // Pages without a text layer were recognised from their image: the job says it was read from a
    // scan, as AI Detect's jobs do (docs/product/ai-detect.md).
    const { text, recognizedPages } = await pdfReader.read(bytes);
    scannedPages = recognizedPages.length;
    // The trial has no step to choose between addresses: what the visitor typed wins where it says something.
    property = applyTypedAddress(
      await pdfExtractor.extract({
        text,
        address: job.address,
        customInstructions: job.customInstructions ?? undefined,
      }),
      job.address,
    );
  } catch (error) {
    // The document itself cannot be analysed: retrying will not change it.
    if (error instanceof PdfLimitError || error instanceof PdfReadError) {
      return failTrialPdfAnalysis(deps, jobId, error.message);
    }
    if (error instanceof StoredFileNotFoundError)
      return failTrialPdfAnalysis(deps, jobId, FILE_MISSING_MESSAGE);
    if (attempt.isFinalAttempt) return failTrialPdfAnalysis(deps, jobId, TRIAL_MESSAGES.analysisFailed);
    throw error;
  }

  const completed = await database.db.transaction(async (tx) => {
    const row = await markTrialPdfJobCompleted(tx, jobId, property, scannedPages);
    if (row) await setTrialProperty(tx, row.sessionId, property);
    return row !== undefined;
  });
  if (completed) await storage.delete(job.storageKey).catch(() => undefined);
  return completed ? 'completed' : 'skipped';
}

/** Marks a running job failed with a message for the visitor, once, and removes its file. */
export async function failTrialPdfAnalysis(
  deps: Pick<Deps, 'database' | 'storage'>,
  jobId: string,
  message: string,
): Promise<'failed' | 'skipped'> {
  const failed = await markTrialPdfJobFailed(deps.database.db, jobId, message);
  if (!failed) return 'skipped';
  await deps.storage.delete(failed.storageKey).catch(() => undefined);
  return 'failed';
}
