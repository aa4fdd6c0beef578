import { PdfReadError } from './pdf-read-error.ts';

// How much of a document AI Detect reads, and how much work it may take to read it. A listing is a
// few pages of text: anything far beyond that is refused rather than read
// (docs/decisions/0014-isolated-bounded-pdf-analysis.md).

export type PdfLimits = {
  /** Documents with more pages are refused (at upload, and again when the job runs). */
  maxPages: number;
  /** Characters of text read from the document; more is refused. */
  maxTextChars: number;
  /** Bytes the document's compressed streams may unpack to, all together. */
  maxInflatedBytes: number;
  /** JavaScript heap of the thread that reads one document. */
  memoryMb: number;
  /** Wall time of one step (reading the text, extracting the property) before its thread is stopped. */
  timeoutMs: number;
  /** Document threads running at once in this process; more steps wait their turn. */
  threads: number;
  /**
   * Pages without a text layer whose text is recognised from their image (OCR), first ones first;
   * 0 turns recognition off. Recognition is slow (seconds a page), so it stops at this many.
   */
  ocrMaxPages: number;
};

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxPages: 60,
  maxTextChars: 200_000,
  maxInflatedBytes: 64 * 1024 * 1024,
  memoryMb: 256,
  timeoutMs: 30_000,
  threads: 1,
  ocrMaxPages: 3,
};

export type PdfLimitCode =
  | 'TOO_MANY_PAGES'
  | 'TOO_MUCH_TEXT'
  | 'TOO_MUCH_DATA'
  | 'TOO_SLOW'
  | 'TOO_MUCH_MEMORY';

export const pdfLimitMessages = {
  TOO_MANY_PAGES: (limits: Pick<PdfLimits, 'maxPages'>) =>
    `This PDF has more than ${limits.maxPages} pages. AI Detect reads listings of up to ${limits.maxPages} pages: upload the listing pages only.`,
  TOO_MUCH_TEXT: (limits: Pick<PdfLimits, 'maxTextChars'>) =>
    `This PDF holds more than ${limits.maxTextChars.toLocaleString('en-US')} characters of text, more than a listing. Upload the listing pages only.`,
  TOO_MUCH_DATA: (limits: Pick<PdfLimits, 'maxInflatedBytes'>) =>
    `This PDF unpacks to more than ${Math.round(limits.maxInflatedBytes / (1024 * 1024))} MB of content, more than a listing. Upload the listing pages only.`,
  TOO_SLOW: () =>
    'This PDF took too long to read. Upload a simpler version of the listing (fewer pages, no embedded extras).',
  TOO_MUCH_MEMORY: () =>
    'This PDF needs more memory to read than AI Detect allows. Upload a simpler version of the listing.',
} satisfies Record<PdfLimitCode, (limits: PdfLimits) => string>;

/**
 * A document refused for going over a limit. Unlike other read errors it is not the product's
 * failure: the job fails without a refund (docs/decisions/0014-isolated-bounded-pdf-analysis.md).
 */
export class PdfLimitError extends PdfReadError {
  readonly limit: PdfLimitCode;
  constructor(limit: PdfLimitCode, limits: PdfLimits) {
    super('LIMIT', pdfLimitMessages[limit](limits));
    this.name = 'PdfLimitError';
    this.limit = limit;
  }
}
