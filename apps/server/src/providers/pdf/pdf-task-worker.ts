import { parentPort, workerData } from 'node:worker_threads';
import type { ExtractInput } from './pdf-extractor.ts';
import type { PdfLimits } from './pdf-limits.ts';
import { PdfReadError } from './pdf-read-error.ts';

// The body of one document task, run in its own worker thread by `runPdfTask` (pdf-task.ts): never
// on the API's event loop. The thread answers once and is then ended.

export type PdfTask =
  | { kind: 'inspect'; data: Uint8Array; limits: PdfLimits }
  | { kind: 'read'; data: Uint8Array; limits: PdfLimits }
  | { kind: 'recognize'; data: Uint8Array; pages: number[]; limits: PdfLimits }
  | { kind: 'extract'; input: ExtractInput; limits: PdfLimits };

export type PdfTaskReply =
  | { ok: true; value: unknown }
  | { ok: false; error: { name: string; code?: string; limit?: string; message: string } };

/** When this thread began, close to when its step's time limit started to run (pdf-task.ts). */
const threadStarted = Date.now();

// Each kind loads only what it needs (pdf.js is large): a thread's start-up is part of every step.
async function run(task: PdfTask): Promise<unknown> {
  switch (task.kind) {
    case 'inspect': {
      const { inspectPdf } = await import('./read-pdf-text.ts');
      return inspectPdf(task.data, { transfer: true, limits: task.limits });
    }
    case 'read': {
      const { checkInflatedSize } = await import('./inflate-guard.ts');
      checkInflatedSize(task.data, task.limits);
      const { readPdfText } = await import('./read-pdf-text.ts');
      return readPdfText(task.data, { transfer: true, limits: task.limits, requireText: false });
    }
    case 'recognize': {
      const { checkInflatedSize } = await import('./inflate-guard.ts');
      checkInflatedSize(task.data, task.limits);
      const { recognizePdfPages } = await import('./recognize-pdf-pages.ts');
      // Pages are started while a fifth of the step's time is left: the rest is for the slowest page.
      const deadline = threadStarted + task.limits.timeoutMs * 0.8;
      return recognizePdfPages(task.data, { pages: task.pages, deadline });
    }
    case 'extract': {
      const { extractProperty } = await import('./builtin-extractor.ts');
      return extractProperty(task.input);
    }
  }
}

const port = parentPort;
if (port) {
  run(workerData as PdfTask).then(
    (value) => port.postMessage({ ok: true, value } satisfies PdfTaskReply),
    (error: unknown) => {
      const e = error as { name?: string; limit?: string; message?: string };
      port.postMessage({
        ok: false,
        error: {
          name: e?.name ?? 'Error',
          code: error instanceof PdfReadError ? error.code : undefined,
          limit: e?.limit,
          message: e?.message ?? String(error),
        },
      } satisfies PdfTaskReply);
    },
  );
}
