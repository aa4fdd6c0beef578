import { availableParallelism } from 'node:os';
import type { Config } from '../../config.ts';
import { mergeRecognizedPages } from './merge-recognized-pages.ts';
import type { PdfLimits } from './pdf-limits.ts';
import { PDF_NO_TEXT_MESSAGE, PDF_SCAN_UNREADABLE_MESSAGE, PdfReadError } from './pdf-read-error.ts';
import { runPdfTask } from './pdf-task.ts';
import { MIN_TEXT_CHARS, type PdfText, visibleCharsOf } from './read-pdf-text.ts';
import type { RecognizedPage } from './recognize-pdf-pages.ts';

/** Uploaded documents as the app reads them: in a bounded worker thread, within the published limits. */
export type PdfReader = {
  readonly limits: PdfLimits;
  /** Opens the document and checks its page count, reading no text: what an upload must pass. */
  inspect(data: Uint8Array): Promise<{ pageCount: number }>;
  /**
   * The text with its layout (`readPdfText`), after the unpacked-size check; the first
   * `limits.ocrMaxPages` pages without a text layer are recognised from their image
   * (`recognizePdfPages`) in a second step, listed in `recognizedPages`.
   */
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
    ocrMaxPages: config.PDF_OCR_MAX_PAGES,
  };
}

/** The bytes handed over may be taken by the reading thread: callers must not use them afterwards. */
export function createPdfReader(limits: PdfLimits): PdfReader {
  return {
    limits,
    inspect: (data) => runPdfTask({ kind: 'inspect', data, limits }),
    read: (data) => readWithRecognition(data, limits),
  };
}

async function readWithRecognition(data: Uint8Array, limits: PdfLimits): Promise<PdfText> {
  // The reading thread may take the bytes; recognition, a step of its own, needs them again.
  const copy = limits.ocrMaxPages > 0 ? data.slice() : undefined;
  const text = await runPdfTask<PdfText>({ kind: 'read', data, limits });
  const pages = text.pagesWithoutText.slice(0, limits.ocrMaxPages);
  if (!copy || pages.length === 0) return withText(text, PDF_NO_TEXT_MESSAGE);
  // Recognition takes seconds a page where reading a text layer takes milliseconds a document: the
  // step gets a step's time to start (the model, the document) and one for each page it is to read.
  const recognizing = { ...limits, timeoutMs: limits.timeoutMs * (pages.length + 1) };
  const recognized = await runPdfTask<RecognizedPage[]>({
    kind: 'recognize',
    data: copy,
    pages,
    limits: recognizing,
  });
  return withText(mergeRecognizedPages(text, recognized), PDF_SCAN_UNREADABLE_MESSAGE);
}

/** A document with (almost) nothing to read fails here, as one without a text layer always has. */
function withText(text: PdfText, message: string): PdfText {
  if (visibleCharsOf(text.lines) < MIN_TEXT_CHARS) throw new PdfReadError('NO_TEXT_LAYER', message);
  return text;
}
