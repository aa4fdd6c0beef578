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
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

export type QueueDefinition = {
  name: QueueName;
  /** Attempts after the first one. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long a job may stay active before the queue counts it as crashed and retries it. */
  expireInSeconds: number;
  /** Where a job goes once it has failed for good, so its record is marked failed even after a crash. */
  deadLetter?: QueueName;
};

/** Worst case of one model call with its own retries, so the queue never expires a job that is still writing. */
function modelCallBudgetSeconds(config: Config): number {
  const attempts = config.AI_MAX_RETRIES + 1;
  const backoffMs = config.AI_RETRY_BASE_MS * (2 ** config.AI_MAX_RETRIES - 1);
  return Math.ceil((config.AI_TIMEOUT_MS * attempts + backoffMs) / 1000);
}

export function queueDefinitions(config: Config): QueueDefinition[] {
  const expire = modelCallBudgetSeconds(config) + 60;
  const retry = { retryLimit: config.JOB_RETRY_LIMIT, retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS };
  // Dead-letter queues are created first: a queue can only name one that exists.
  return [
    { name: QUEUE_NAMES.generationFailed, ...retry, expireInSeconds: 120 },
    { name: QUEUE_NAMES.followUpsFailed, ...retry, expireInSeconds: 120 },
    { name: QUEUE_NAMES.pdfAnalysisFailed, ...retry, expireInSeconds: 120 },
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
  ];
}
