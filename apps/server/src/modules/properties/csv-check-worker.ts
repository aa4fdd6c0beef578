import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';
import { checkCsvFile } from './check-csv-file.ts';

// The body of one CSV check, run in a worker thread of its own by checkCsvInThread
// (check-csv-in-thread.ts): parsing and validating thousands of rows never holds up the event loop
// that answers requests. The thread answers once and is then ended.

export type CsvCheckReply =
  | { ok: true; value: ReturnType<typeof checkCsvFile> }
  | {
      ok: false;
      error: {
        message: string;
        app?: { code: AppError['code']; status: number; details: Record<string, unknown> };
      };
    };

const port = parentPort;
if (port) {
  // Below the API's thread for the CPU, like the document threads (providers/pdf/pdf-task-worker.ts).
  try {
    setPriority(10);
  } catch {
    // Not permitted on this system: the thread runs at normal priority.
  }
  let reply: CsvCheckReply;
  try {
    reply = { ok: true, value: checkCsvFile(Buffer.from(workerData as Uint8Array)) };
  } catch (error) {
    reply = {
      ok: false,
      error:
        error instanceof AppError
          ? {
              message: error.message,
              app: { code: error.code, status: error.status, details: error.details },
            }
          : { message: error instanceof Error ? error.message : String(error) },
    };
  }
  port.postMessage(reply);
}
