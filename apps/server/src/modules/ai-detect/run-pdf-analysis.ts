import type { ListingStatus } from '@ai-realty/shared/constants';
import type { PdfAddressChoice, PdfJob } from '@ai-realty/shared/schemas/pdf-job';
import { formatAddress, type Property, parseStoredProperty } from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import type { PdfJobRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseAddress } from '../../providers/pdf/parse-address.ts';
import { applyTypedAddress } from '../../providers/pdf/pdf-extractor.ts';
import { PdfLimitError } from '../../providers/pdf/pdf-limits.ts';
import { PdfReadError } from '../../providers/pdf/read-pdf-text.ts';
import { sameAddress } from '../../providers/pdf/same-address.ts';
import { readAll, StoredFileNotFoundError } from '../../providers/storage/file-storage.ts';
import { refundCredits } from '../credits/credit-ledger.ts';
import { createProperty } from '../properties/create-property.ts';
import { toPdfJob } from './pdf-job-record.ts';
import {
  claimPdfJob,
  lockJobAwaitingAddress,
  lockProcessingPdfJob,
  lockRunningPdfJob,
  markAddressChosen,
  markPdfJobCompleted,
  markPdfJobFailed,
} from './pdf-job-repo.ts';

// The AI Detect worker: pending → processing → completed (the property is created in the portfolio)
// or failed (with a message for the user, and the credits refunded when the failure is ours).
//
// Refund rule (docs/decisions/0014-isolated-bounded-pdf-analysis.md): a failed job gives its credits
// back unless the document went over a published limit (pages, text, unpacked size, memory, time).
// Files that are not PDFs are refused at upload, before anything is spent; a job otherwise fails on a
// document that opened as a PDF but yields nothing (a scan without a text layer) or on a fault of
// ours (the model or the store failed on every attempt): the user did not get what they paid for.
// A document over a limit was read as far as the limit allows, and refunding it would make
// resending it free, again and again.

type WorkerDeps = Pick<Deps, 'database' | 'storage' | 'pdfExtractor' | 'pdfReader'>;

export const ANALYSIS_FAILED_MESSAGE = 'The analysis could not be completed. Please try again.';
export const FILE_MISSING_MESSAGE = 'The uploaded file is no longer available. Please upload it again.';

export type AnalysisOutcome = 'completed' | 'failed' | 'skipped';

export async function runPdfAnalysis(
  deps: WorkerDeps,
  jobId: string,
  attempt: { isFinalAttempt: boolean },
): Promise<AnalysisOutcome> {
  const { database, storage, pdfExtractor, pdfReader } = deps;
  // Already completed or failed (a duplicate delivery), or removed with its account.
  const job = await claimPdfJob(database.db, jobId);
  if (!job) return 'skipped';

  let property: Property;
  let scannedPages = 0;
  try {
    const bytes = await readAll(await storage.get(job.storageKey), job.sizeBytes);
    // Pages without a text layer were recognised from their image: the job says it was read from a scan.
    const { text, recognizedPages } = await pdfReader.read(bytes);
    scannedPages = recognizedPages.length;
    property = await pdfExtractor.extract({
      text,
      address: job.address,
      customInstructions: job.customInstructions ?? undefined,
    });
  } catch (error) {
    // The document itself cannot be analysed: retrying will not change it.
    if (error instanceof PdfLimitError) {
      const failed = await failPdfAnalysis(deps, jobId, error.message, { refund: false });
      return failed ? 'failed' : 'skipped';
    }
    if (error instanceof PdfReadError)
      return (await failPdfAnalysis(deps, jobId, error.message)) ? 'failed' : 'skipped';
    if (error instanceof StoredFileNotFoundError) {
      return (await failPdfAnalysis(deps, jobId, FILE_MISSING_MESSAGE)) ? 'failed' : 'skipped';
    }
    if (attempt.isFinalAttempt) {
      return (await failPdfAnalysis(deps, jobId, ANALYSIS_FAILED_MESSAGE)) ? 'failed' : 'skipped';
    }
    throw error;
  }

  // The document's address, compared with a typed one: left empty or agreeing, the property is
  // created now; disagreeing (a typo, or the wrong document), the agent chooses first.
  const documentAddress = formatAddress(property);
  const conflict =
    job.address.trim() !== '' &&
    documentAddress !== '' &&
    !sameAddress(parseAddress(job.address), property.BasicInfo.Address);
  if (!conflict && job.address.trim()) applyTypedAddress(property, job.address);

  // Completion and the property it creates commit together, and only while this job still holds
  // the processing state: a second delivery of the same job finds it completed and does nothing.
  const completed = await database.db.transaction(async (tx) => {
    const locked = await lockProcessingPdfJob(tx, jobId);
    if (!locked) return false;
    const record = conflict ? null : await createPropertyFromJob(tx, job.userId, property);
    return markPdfJobCompleted(tx, jobId, {
      propertyId: record?.id ?? null,
      propertyData: property,
      documentAddress,
      awaitingAddressChoice: conflict,
      scannedPages,
    });
  });
  if (completed) await storage.delete(job.storageKey).catch(() => undefined);
  return completed ? 'completed' : 'skipped';
}

/**
 * Marks a job failed with a message for the user and refunds its credits, once: only a job still
 * pending or processing changes, and the refund is keyed by the job id. `refund: false` for a
 * document over a limit, which keeps its charge.
 */
export async function failPdfAnalysis(
  deps: Pick<Deps, 'database' | 'storage'>,
  jobId: string,
  reason: string,
  opts: { refund?: boolean } = {},
): Promise<boolean> {
  const refund = opts.refund ?? true;
  const failed: PdfJobRow | null = await deps.database.db.transaction(async (tx) => {
    const job = await lockRunningPdfJob(tx, jobId);
    if (!job) return null;
    const message = refund && job.cost > 0 ? `${reason} ${refundNote(job.cost)}` : reason;
    if (!(await markPdfJobFailed(tx, jobId, message))) return null;
    if (refund && job.cost > 0)
      await refundCredits(tx, { userId: job.userId, amount: job.cost, reference: jobId });
    return job;
  });
  if (failed) await deps.storage.delete(failed.storageKey).catch(() => undefined);
  return failed !== null;
}

function refundNote(cost: number): string {
  return cost === 1 ? 'Your 1 credit was refunded.' : `Your ${cost} credits were refunded.`;
}

/**
 * The agent's answer to an address conflict: the property is created with the chosen address, once.
 * A job that is not waiting for a choice (another tab chose already) is 404.
 */
export async function chooseJobAddress(
  deps: Pick<Deps, 'database'>,
  userId: string,
  jobId: string,
  use: PdfAddressChoice,
): Promise<PdfJob> {
  return deps.database.db.transaction(async (tx) => {
    const job = await lockJobAwaitingAddress(tx, userId, jobId);
    if (!job) throw notFound('This analysis is not waiting for an address choice');
    const property = parseStoredProperty(job.propertyData);
    if (use === 'typed') applyTypedAddress(property, job.address);
    const record = await createPropertyFromJob(tx, userId, property);
    await markAddressChosen(tx, jobId, { propertyId: record.id, propertyData: property });
    return toPdfJob({ ...job, propertyId: record.id, propertyData: property, awaitingAddressChoice: false });
  });
}

function createPropertyFromJob(tx: DbOrTx, userId: string, property: Property) {
  return createProperty(tx, userId, { property, status: listingStatusOf(property), allowIncomplete: true });
}

/** The portfolio's status filter (active, pending, sold) from the listing type read. */
function listingStatusOf(property: Property): ListingStatus {
  return property.BasicInfo.ListingType === 'Sold' ? 'sold' : 'active';
}
