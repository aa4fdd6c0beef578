import { availableParallelism } from 'node:os';
import type { Config } from '../../config.ts';
import type { PdfLimits } from './pdf-limits.ts';
import { runPdfTask } from './pdf-task.ts';
import type { PdfText } from './read-pdf-text.ts';

/** Uploaded documents as the app reads them: in a bounded worker thread, within the published limits. */
export type PdfReader = {
  readonly limits: PdfLimits;
  /** Opens the document and checks its page count, reading no text: what an upload must pass. */
  inspect(data: Uint8Array): Promise<{ pageCount: number }>;
  /** The text with its layout (`readPdfText`), after the unpacked-size check. */
  read(data: Uint8Array): Promise<PdfText>;
};

export function pdfLimitsOf(config: Config): PdfLimits {
  return {
    maxPages: config.PDF_MAX_PAGES,
    maxTextChars: config.PDF_MAX_TEXT_CHARS,
    maxInflatedBytes: config.PDF_MAX_INFLATED_MB * 1024 * 1024,
    memoryMb: config.PDF_WORKER_MEMORY_MB,
    timeoutMs: config.PDF_TIMEOUT_MS,
    // One core is left to the event loop that answers requests.
    threads: config.PDF_THREADS ?? Math.max(1, availableParallelism() - 1),
  };
}

/** The bytes handed over may be taken by the reading thread: callers must not use them afterwards. */
export function createPdfReader(limits: PdfLimits): PdfReader {
  return {
    limits,
    inspect: (data) => runPdfTask({ kind: 'inspect', data, limits }),
    read: (data) => runPdfTask({ kind: 'read', data, limits }),
  };
}
