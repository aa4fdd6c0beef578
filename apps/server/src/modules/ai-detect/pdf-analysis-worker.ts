import type { Deps } from '../../deps.ts';
import { QUEUE_NAMES } from '../../jobs/queue-definitions.ts';
import { ANALYSIS_FAILED_MESSAGE, failPdfAnalysis, runPdfAnalysis } from './run-pdf-analysis.ts';
import type { PdfAnalysisJob } from './submit-pdf-analysis.ts';

/**
 * Registers the AI Detect workers on the queue: the analysis itself, and its dead letter, where a job
 * lands when every attempt failed without finishing (a worker that died on the last one), so its
 * record is marked failed and refunded even then.
 */
export async function startPdfAnalysisWorkers(
  deps: Pick<Deps, 'database' | 'storage' | 'pdfExtractor' | 'pdfReader' | 'queue'>,
) {
  await deps.queue.work<PdfAnalysisJob>(QUEUE_NAMES.pdfAnalysis, async (job) => {
    await runPdfAnalysis(deps, job.data.jobId, { isFinalAttempt: job.isFinalAttempt });
  });
  await deps.queue.work<PdfAnalysisJob>(QUEUE_NAMES.pdfAnalysisFailed, async (job) => {
    await failPdfAnalysis(deps, job.data.jobId, ANALYSIS_FAILED_MESSAGE);
  });
}
