import { AppError } from '../../lib/app-error.ts';
import { createThreadGate, runInWorker } from '../../lib/run-in-worker.ts';
import type { CheckedCsv } from './check-csv-file.ts';
import type { CsvCheckReply } from './csv-check-worker.ts';

const WORKER_URL = new URL('./csv-check-worker.ts', import.meta.url);
/** Heap of a check thread: a 5 MB file of 5,000 rows needs well under half of it. */
const THREAD_HEAP_MB = 512;
/** Far above the few seconds the largest file takes on a busy machine; a thread past it is ended. */
const THREAD_TIMEOUT_MS = 120_000;
/** Checks running at once; more wait their turn, so imports cannot take every core. */
const THREADS = 2;

const takeThread = createThreadGate();

/**
 * checkCsvFile (check-csv-file.ts) in a worker thread of its own, so that reading and validating a
 * large file never blocks the requests of other users. The file's bytes are moved to the thread,
 * not copied. Errors come back as they were thrown: a 400 for a file that cannot be imported.
 */
export async function checkCsvInThread(file: Buffer): Promise<CheckedCsv> {
  const release = await takeThread(THREADS);
  try {
    // A private copy the thread can own: a Buffer may be a slice of a shared pool.
    const data = new Uint8Array(file);
    return await runInWorker<CsvCheckReply, CheckedCsv>(WORKER_URL, {
      workerData: data,
      transferList: [data.buffer],
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      timeoutMs: THREAD_TIMEOUT_MS,
      tooSlow: () => new Error('Checking the CSV file took too long'),
      reply: (reply) => {
        if (reply.ok) return { value: reply.value };
        const { app, message } = reply.error;
        return { error: app ? new AppError(app.code, message, app.status, app.details) : new Error(message) };
      },
      what: 'The CSV check',
    });
  } finally {
    release();
  }
}
