import { type ResourceLimits, Worker } from 'node:worker_threads';

// Work that must not run on the event loop that answers requests (reading documents, checking large
// CSV files) runs in a worker thread of its own, with a heap limit and a time limit past which the
// thread is terminated whatever it is doing, and a gate on how many such threads run at once
// (docs/decisions/0014-isolated-bounded-pdf-analysis.md).

/** What the one message of a thread means: its value, or the error to throw. */
export type WorkerOutcome<T> = { value: T } | { error: Error };

export type WorkerRun<Reply, T> = {
  workerData: unknown;
  /** Buffers moved to the thread instead of copied. */
  transferList?: ArrayBuffer[];
  resourceLimits: ResourceLimits;
  timeoutMs: number;
  /** The error of a thread terminated at its time limit. */
  tooSlow: () => Error;
  reply: (message: Reply) => WorkerOutcome<T>;
  /** The error for the thread's own failure (out of memory, a crash); the error as is by default. */
  failed?: (error: Error & { code?: string }) => Error;
  /** The work, as named in the error of a thread that exits without an answer. */
  what: string;
};

/** Runs the worker at `url` once and settles with its one answer, its failure or its time limit. */
export function runInWorker<Reply, T>(url: URL, run: WorkerRun<Reply, T>): Promise<T> {
  const worker = new Worker(url, {
    workerData: run.workerData,
    transferList: run.transferList,
    resourceLimits: run.resourceLimits,
    stdout: false,
    stderr: false,
  });
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(run.tooSlow())), run.timeoutMs);
    worker.once('message', (message: Reply) =>
      finish(() => {
        const outcome = run.reply(message);
        if ('error' in outcome) reject(outcome.error);
        else resolve(outcome.value);
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() => reject(run.failed ? run.failed(error) : error)),
    );
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`${run.what} ended (exit code ${code}) without an answer`))),
    );
  });
}

/**
 * A first-come, first-served gate for threads: `take(threads)` resolves once fewer than `threads`
 * are at work, with the function that gives the place back (safe to call twice).
 */
export function createThreadGate(): (threads: number) => Promise<() => void> {
  const waiting: (() => void)[] = [];
  let running = 0;
  return async (threads) => {
    if (running >= threads) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else running--;
    };
  };
}
