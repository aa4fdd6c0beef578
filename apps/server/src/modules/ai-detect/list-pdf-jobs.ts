import { PDF_JOBS_LIST_MAX, type PdfJob, type PdfJobStatus } from '@ai-realty/shared/schemas/pdf-job';
import type { DbOrTx } from '../../db/client.ts';
import { toPdfJob } from './pdf-job-record.ts';
import { selectOwnedPdfJobs } from './pdf-job-repo.ts';

/** The caller's analyses, newest first, capped. */
export async function listPdfJobs(
  db: DbOrTx,
  userId: string,
  opts: { status?: PdfJobStatus } = {},
): Promise<PdfJob[]> {
  const rows = await selectOwnedPdfJobs(db, userId, { status: opts.status, limit: PDF_JOBS_LIST_MAX });
  return rows.map(toPdfJob);
}
