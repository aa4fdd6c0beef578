import { TRIAL_MESSAGES } from '@ai-realty/shared/schemas/trial';
import type { Deps } from '../../deps.ts';
import { QUEUE_NAMES } from '../../jobs/queue-definitions.ts';
import { deleteExpiredTrialSessions } from './delete-expired-trial-sessions.ts';
import { failTrialPdfAnalysis, runTrialPdfAnalysis } from './run-trial-pdf-analysis.ts';
import type { TrialPdfAnalysisJob } from './start-trial-pdf-analysis.ts';

/** The trial's workers: the PDF analysis, its dead letter, and the clean-up every ten minutes. */
export async function startTrialWorkers(
  deps: Pick<Deps, 'database' | 'storage' | 'pdfExtractor' | 'pdfReader' | 'queue'>,
) {
  const { queue } = deps;
  await queue.work<TrialPdfAnalysisJob>(QUEUE_NAMES.trialPdfAnalysis, async (job) => {
    await runTrialPdfAnalysis(deps, job.data.jobId, { isFinalAttempt: job.isFinalAttempt });
  });
  await queue.work<TrialPdfAnalysisJob>(
    QUEUE_NAMES.trialPdfAnalysisFailed,
    async (job) => void (await failTrialPdfAnalysis(deps, job.data.jobId, TRIAL_MESSAGES.analysisFailed)),
    { concurrency: 1 },
  );
  await queue.work(QUEUE_NAMES.trialCleanup, async () => void (await deleteExpiredTrialSessions(deps)), {
    concurrency: 1,
  });
  await queue.schedule(QUEUE_NAMES.trialCleanup, '*/10 * * * *');
}
