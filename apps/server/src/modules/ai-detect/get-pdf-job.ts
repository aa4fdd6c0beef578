import type { PdfJob } from '@ai-realty/shared/schemas/pdf-job';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toPdfJob } from './pdf-job-record.ts';
import { findOwnedPdfJob } from './pdf-job-repo.ts';

/** One of the caller's jobs; another user's job is "not found", never "forbidden". */
export async function getPdfJob(db: DbOrTx, userId: string, jobId: string): Promise<PdfJob> {
  const row = await findOwnedPdfJob(db, userId, jobId);
  if (!row) throw notFound('Analysis not found');
  return toPdfJob(row);
}
