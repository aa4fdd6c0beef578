import { createThreadGate, runInWorker } from '../../lib/run-in-worker.ts';
import { type PdfLimitCode, PdfLimitError, type PdfLimits } from './pdf-limits.ts';
import { PdfReadError, type PdfReadErrorCode } from './pdf-read-error.ts';
import type { PdfTask, PdfTaskReply } from './pdf-task-worker.ts';

// Every step that touches an uploaded document's content (pdf.js, the built-in extractor's patterns,
// text recognition of scans) runs in a worker thread of its own, never on the event loop that answers requests. The
// thread gets a heap limit; past the time limit it is terminated, whatever it is doing
// (docs/decisions/0014-isolated-bounded-pdf-analysis.md).

const WORKER_URL = new URL('./pdf-task-worker.ts', import.meta.url);
/** Young-generation and code space of a task thread: small, the heap limit is what matters. */
const YOUNG_GENERATION_MB = 16;

const takeThread = createThreadGate();

/**
 * Runs one step in a thread of its own, once one of `limits.threads` is free (time spent waiting
 * does not count against the step's time limit).
 */
export async function runPdfTask<T>(task: PdfTask): Promise<T> {
  const release = await takeThread(task.limits.threads);
  try {
    return await runInThread<T>(task);
  } finally {
    release();
  }
}

function runInThread<T>(task: PdfTask): Promise<T> {
  const { limits } = task;
  const transfer =
    'data' in task && task.data.byteOffset === 0 && task.data.byteLength === task.data.buffer.byteLength
      ? [task.data.buffer as ArrayBuffer]
      : [];
  return runInWorker<PdfTaskReply, T>(WORKER_URL, {
    workerData: task,
    transferList: transfer,
    resourceLimits: {
      maxOldGenerationSizeMb: limits.memoryMb,
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    },
    timeoutMs: limits.timeoutMs,
    tooSlow: () => new PdfLimitError('TOO_SLOW', limits),
    reply: (reply) => (reply.ok ? { value: reply.value as T } : { error: toError(reply.error, limits) }),
    failed: (error) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PdfLimitError('TOO_MUCH_MEMORY', limits) : error,
    what: 'The document task',
  });
}

function toError(error: Extract<PdfTaskReply, { ok: false }>['error'], limits: PdfLimits): Error {
  if (error.limit) return new PdfLimitError(error.limit as PdfLimitCode, limits);
  if (error.code) return new PdfReadError(error.code as PdfReadErrorCode, error.message);
  const e = new Error(error.message);
  e.name = error.name;
  return e;
}
