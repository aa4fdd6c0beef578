import type { PdfAnalysisSubmitResult } from '@ai-realty/shared/schemas/pdf-job';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import { receivePdfUpload } from './receive-pdf-upload.ts';
import {
  assertCanAffordAnalysis,
  findSubmitted,
  jobIdFromIdempotencyKey,
  submitPdfAnalysis,
} from './submit-pdf-analysis.ts';

/**
 * POST /property/pdf/async: a verified user who can pay sends a PDF and an address; the file is
 * checked and stored, then the job is paid for and queued. Nothing is spent until the upload is
 * accepted. With an Idempotency-Key, a retried request answers the first job without reading the
 * upload again and without charging twice.
 */
export async function startPdfAnalysis(
  deps: Pick<Deps, 'database' | 'queue' | 'storage'>,
  user: UserRow,
  request: FastifyRequest,
  idempotencyKey?: string,
): Promise<PdfAnalysisSubmitResult> {
  const jobId = idempotencyKey ? jobIdFromIdempotencyKey(user.id, idempotencyKey) : undefined;
  if (jobId) {
    const earlier = await findSubmitted(deps, user.id, jobId);
    if (earlier) return earlier;
  }
  assertCanAffordAnalysis(user);
  const upload = await receivePdfUpload(request, deps.storage);
  return submitPdfAnalysis(deps, user.id, upload, { jobId });
}
