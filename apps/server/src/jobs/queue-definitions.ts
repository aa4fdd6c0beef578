import type { Config } from '../config.ts';

// Every queue of the app, created at start-up. A feature that runs work in the background adds its
// queue here and its worker in start-workers.ts.

export const QUEUE_NAMES = {
  generation: 'ai-generation',
  generationFailed: 'ai-generation-failed',
  followUps: 'ai-follow-ups',
  followUpsFailed: 'ai-follow-ups-failed',
  pdfAnalysis: 'pdf-analysis',
  pdfAnalysisFailed: 'pdf-analysis-failed',
  accountMail: 'account-mail',
  billingRenewals: 'billing-renewals',
  trialPdfAnalysis: 'trial-pdf-analysis',
  trialPdfAnalysisFailed: 'trial-pdf-analysis-failed',
  trialCleanup: 'trial-cleanup',
  photoSweep: 'photo-sweep',
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

export type QueueDefinition = {
  name: QueueName;
  /** Attempts after the first one. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long a job may stay active before the queue counts it as crashed and retries it. */
  expireInSeconds: number;
  /**
   * A running job's worker confirms it is alive this often (pg-boss refreshes it at half the
   * interval); a job whose worker missed it was abandoned (the process was killed) and is retried
   * at the next supervision, within a minute instead of after the whole expiry.
   */
  heartbeatSeconds?: number;
  /** Where a job goes once it has failed for good, so its record is marked failed even after a crash. */
  deadLetter?: QueueName;
};

/** Worst case of one model call (its timeout covers its retries), so the queue never expires a job that is still writing. */
function modelCallBudgetSeconds(config: Config): number {
  return Math.ceil(config.AI_TIMEOUT_MS / 1000);
}

/** The smallest interval pg-boss accepts; with a 10 s supervision a dead worker's job is retried within ~30 s. */
export const JOB_HEARTBEAT_SECONDS = 10;

export function queueDefinitions(config: Config): QueueDefinition[] {
  const expire = modelCallBudgetSeconds(config) + 60;
  const retry = {
    retryLimit: config.JOB_RETRY_LIMIT,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
  };
  // Dead-letter queues are created first: a queue can only name one that exists.
  return [
    { name: QUEUE_NAMES.generationFailed, ...retry, expireInSeconds: 120 },
    { name: QUEUE_NAMES.followUpsFailed, ...retry, expireInSeconds: 120 },
    { name: QUEUE_NAMES.pdfAnalysisFailed, ...retry, expireInSeconds: 120 },
    { name: QUEUE_NAMES.trialPdfAnalysisFailed, ...retry, expireInSeconds: 120 },
    // Reset and verification mails (modules/auth/send-account-mail.ts): one SMTP call each.
    { name: QUEUE_NAMES.accountMail, ...retry, expireInSeconds: 120 },
    {
      name: QUEUE_NAMES.generation,
      ...retry,
      expireInSeconds: expire,
      deadLetter: QUEUE_NAMES.generationFailed,
    },
    {
      name: QUEUE_NAMES.followUps,
      ...retry,
      expireInSeconds: expire,
      deadLetter: QUEUE_NAMES.followUpsFailed,
    },
    {
      name: QUEUE_NAMES.pdfAnalysis,
      ...retry,
      expireInSeconds: expire,
      deadLetter: QUEUE_NAMES.pdfAnalysisFailed,
    },
    {
      name: QUEUE_NAMES.trialPdfAnalysis,
      ...retry,
      expireInSeconds: expire,
      deadLetter: QUEUE_NAMES.trialPdfAnalysisFailed,
    },
    // Deletes expired trial sessions and their files; a failed sweep is the next one's work.
    { name: QUEUE_NAMES.trialCleanup, retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 },
    // Removes the stored files of photos whose property was deleted; the next sweep retries a failure.
    { name: QUEUE_NAMES.photoSweep, retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 },
    // The sandbox's billing clock: a sweep each minute; a failed sweep is simply the next one's work.
    { name: QUEUE_NAMES.billingRenewals, retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 },
  ];
}
