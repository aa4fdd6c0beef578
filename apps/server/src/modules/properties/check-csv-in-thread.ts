import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';
import type { CheckedCsv } from './check-csv-file.ts';
import type { CsvCheckReply } from './csv-check-worker.ts';

const WORKER_URL = new URL('./csv-check-worker.ts', import.meta.url);
/** Heap of a check thread: a 5 MB file of 5,000 rows needs well under half of it. */
const THREAD_HEAP_MB = 512;
/** Far above the few seconds the largest file takes on a busy machine; a thread past it is ended. */
const THREAD_TIMEOUT_MS = 120_000;
/** Checks running at once; more wait their turn, so imports cannot take every core. */
const THREADS = 2;

const waiting: (() => void)[] = [];
let running = 0;

/**
 * checkCsvFile (check-csv-file.ts) in a worker thread of its own, so that reading and validating a
 * large file never blocks the requests of other users. The file's bytes are moved to the thread,
 * not copied. Errors come back as they were thrown: a 400 for a file that cannot be imported.
 */
export async function checkCsvInThread(file: Buffer): Promise<CheckedCsv> {
  if (running >= THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await runInThread(file);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function runInThread(file: Buffer): Promise<CheckedCsv> {
  // A private copy the thread can own: a Buffer may be a slice of a shared pool.
  const data = new Uint8Array(file);
  const worker = new Worker(WORKER_URL, {
    workerData: data,
    transferList: [data.buffer],
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    stdout: false,
    stderr: false,
  });
  return new Promise<CheckedCsv>((resolve, reject) => {
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error('Checking the CSV file took too long'))),
      THREAD_TIMEOUT_MS,
    );
    worker.once('message', (reply: CsvCheckReply) =>
      finish(() => {
        if (reply.ok) return resolve(reply.value);
        const { app, message } = reply.error;
        reject(app ? new AppError(app.code, message, app.status, app.details) : new Error(message));
      }),
    );
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`The CSV check ended (exit code ${code}) without an answer`))),
    );
  });
}
