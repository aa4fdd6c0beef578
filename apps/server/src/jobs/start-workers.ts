import type { Deps } from '../deps.ts';
import { failAbandonedGeneration, type GenerationJob, runGeneration } from '../modules/ai/run-generation.ts';
import { startPdfAnalysisWorkers } from '../modules/ai-detect/pdf-analysis-worker.ts';
import type { AccountMailJob } from '../modules/auth/queue-account-mail.ts';
import { sendAccountMail } from '../modules/auth/send-account-mail.ts';
import {
  type FollowUpJob,
  failAbandonedFollowUps,
  generateFollowUps,
} from '../modules/follow-ups/generate-follow-ups.ts';
import { sweepOrphanPhotos } from '../modules/photos/property-photos.ts';
import { runDueRenewals } from '../modules/subscriptions/run-renewals.ts';
import { startTrialWorkers } from '../modules/trial/trial-workers.ts';
import type { QueueLogger } from './job-queue.ts';
import { QUEUE_NAMES } from './queue-definitions.ts';

/** Starts the job workers of this process (ROLE=all or ROLE=worker). */
export async function startWorkers(deps: Deps, logger?: QueueLogger): Promise<void> {
  const { queue } = deps;
  await queue.start(logger);
  await queue.work<GenerationJob>(QUEUE_NAMES.generation, (job) => runGeneration(deps, job));
  // Dead letters are rare: one worker each is plenty.
  await queue.work<GenerationJob>(QUEUE_NAMES.generationFailed, (job) => failAbandonedGeneration(deps, job), {
    concurrency: 1,
  });
  await queue.work<FollowUpJob>(QUEUE_NAMES.followUps, (job) => generateFollowUps(deps, job));
  await queue.work<FollowUpJob>(QUEUE_NAMES.followUpsFailed, (job) => failAbandonedFollowUps(deps, job), {
    concurrency: 1,
  });
  await startPdfAnalysisWorkers(deps);
  await startTrialWorkers(deps);
  // A property removed by the generation worker (deleted while writing) leaves its photos to this sweep.
  await queue.work(QUEUE_NAMES.photoSweep, async () => void (await sweepOrphanPhotos(deps)), {
    concurrency: 1,
  });
  await queue.schedule(QUEUE_NAMES.photoSweep, '*/15 * * * *');
  if (deps.payments.kind === 'sandbox') {
    await queue.work(QUEUE_NAMES.billingRenewals, async () => void (await runDueRenewals(deps)), {
      concurrency: 1,
    });
    await queue.schedule(QUEUE_NAMES.billingRenewals, '* * * * *');
  }
  await queue.work<AccountMailJob>(QUEUE_NAMES.accountMail, (job) => sendAccountMail(deps, job));
}
