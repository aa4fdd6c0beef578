import { TRIAL_PDF_UPLOADS, type TrialSession } from '@ai-realty/shared/schemas/trial';
import type { DbOrTx } from '../../db/client.ts';
import type { TrialSessionRow } from '../../db/schema.ts';
import { findSessionPdfJob } from './trial-repo.ts';

/** The session as the browser sees it: enough to restore the trial after a reload. */
export async function trialSessionView(db: DbOrTx, session: TrialSessionRow): Promise<TrialSession> {
  const job = await findSessionPdfJob(db, session.id);
  return {
    sessionId: session.id,
    expiresAt: session.expiresAt.toISOString(),
    pdfUploadsLeft: job ? 0 : TRIAL_PDF_UPLOADS,
    pdfJobId: job?.id ?? null,
    hasProperty: session.property !== null,
  };
}
