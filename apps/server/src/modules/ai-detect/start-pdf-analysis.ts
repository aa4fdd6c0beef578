import type { PdfAnalysisSubmitResult } from '@ai-realty/shared/schemas/pdf-job';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { type ReceivedPdf, receivePdfUpload } from './receive-pdf-upload.ts';
import {
  assertCanAffordAnalysis,
  findSubmitted,
  jobIdFromIdempotencyKey,
  submitPdfAnalysis,
} from './submit-pdf-analysis.ts';
import { takeUploadSlot } from './upload-slots.ts';

/**
 * POST /property/pdf/async: a verified user who can pay sends a PDF and an address; the file is
 * checked and stored, then the job is paid for and queued. Nothing is spent until the upload is
 * accepted. With an Idempotency-Key, a retried request answers the first job without reading the
 * upload again and without charging twice. One account sends at most PDF_UPLOADS_PER_USER files at
 * once: credits are only spent once an upload is in, so nothing else bounds how many it holds open.
 */
export async function startPdfAnalysis(
  deps: Pick<Deps, 'config' | 'database' | 'queue' | 'storage' | 'pdfReader'>,
  user: UserRow,
  request: FastifyRequest,
  idempotencyKey?: string,
): Promise<PdfAnalysisSubmitResult> {
  const jobId = idempotencyKey ? jobIdFromIdempotencyKey(user.id, idempotencyKey) : undefined;
  if (jobId) {
    const earlier = await findSubmitted(deps, user.id, jobId);
    if (earlier) return earlier;
  }
  await assertCanAffordAnalysis(deps.database.db, user);
  const release = takeUploadSlot(user.id, deps.config.PDF_UPLOADS_PER_USER);
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
  return submitPdfAnalysis(deps, user.id, upload, { jobId });
}
