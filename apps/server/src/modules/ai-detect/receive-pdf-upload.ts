import path from 'node:path';
import { Transform } from 'node:stream';
import {
  PDF_ANALYSIS_MESSAGES,
  PDF_FILENAME_MAX,
  PDF_MAX_BYTES,
  pdfAnalysisFieldsSchema,
} from '@ai-realty/shared/schemas/pdf-job';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../lib/app-error.ts';
import { PdfLimitError } from '../../providers/pdf/pdf-limits.ts';
import type { PdfReader } from '../../providers/pdf/pdf-reader.ts';
import { PdfReadError } from '../../providers/pdf/read-pdf-text.ts';
import { type FileStorage, readAll } from '../../providers/storage/file-storage.ts';

// The upload of `POST /property/pdf/async`, read as a stream: the file goes straight to storage while
// its first bytes are checked for the PDF signature, and the upload stops at the size limit, so no
// request ever holds a whole file in memory. Fields may come before or after the file. An upload that
// stalls (nothing received for `idleMs`) or drags on past `totalMs` is cut and its partial file
// removed: a slow body must not hold a file and a connection open for ever.

export type ReceivedPdf = {
  storageKey: string;
  size: number;
  filename: string;
  address: string;
  customInstructions?: string;
  /** Every text field as sent, for callers with fields of their own (the trial's session id). */
  fields: Record<string, string>;
};

/** Room for the multipart framing and the text fields around a file of the maximum size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** PDF readers accept the `%PDF-` signature anywhere in the first kilobyte. */
const SIGNATURE_WINDOW = 1024;

const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', PDF_ANALYSIS_MESSAGES.tooLarge, 413, { maxBytes: PDF_MAX_BYTES });
const notPdf = (message: string = PDF_ANALYSIS_MESSAGES.notPdfContent) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', message, 415);
const missingInput = () =>
  validationError(
    { pdf: PDF_ANALYSIS_MESSAGES.missingInput, address: PDF_ANALYSIS_MESSAGES.missingInput },
    PDF_ANALYSIS_MESSAGES.missingInput,
  );

export type UploadOptions = {
  storage: FileStorage;
  pdfReader: PdfReader;
  /** The longest wait for the next piece of the body. */
  idleMs: number;
  /** The longest the whole body may take. */
  totalMs: number;
};

export async function receivePdfUpload(request: FastifyRequest, opts: UploadOptions): Promise<ReceivedPdf> {
  const { storage, pdfReader } = opts;
  if (!request.isMultipart()) throw missingInput();
  // A declared body far over the limit is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > PDF_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();

  const fields: Record<string, string> = {};
  let stored: { key: string; size: number; filename: string } | undefined;
  const deadline = bodyDeadline(request, opts);
  try {
    for await (const part of request.parts()) {
      deadline.progress();
      if (part.type === 'file') {
        if (part.fieldname !== 'pdf' || stored) {
          part.file.resume();
          continue;
        }
        const { key, size } = await storage.put(checkedPdfStream(part.file, deadline.progress), {
          contentType: 'application/pdf',
        });
        stored = { key, size, filename: cleanFilename(part.filename) };
        // The parser stops at the limit and marks the file truncated: what was stored is incomplete.
        if (part.file.truncated) throw tooLarge();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (stored) await storage.delete(stored.key).catch(() => undefined);
    throw deadline.error() ?? multipartError(error);
  } finally {
    deadline.stop();
  }

  const parsed = pdfAnalysisFieldsSchema.safeParse({
    address: fields.address ?? '',
    customInstructions: fields.customInstructions,
  });
  if (!stored || !parsed.success) {
    if (stored) await storage.delete(stored.key).catch(() => undefined);
    if (!stored || !fields.address?.trim()) throw missingInput();
    const issue = parsed.error?.issues[0];
    throw validationError({ [String(issue?.path[0] ?? 'address')]: issue?.message ?? 'Invalid value' });
  }

  // The signature is not enough: the file must open as a PDF with at least one page, and no more
  // pages than AI Detect reads. pdf.js runs in a bounded worker thread, never on this event loop.
  try {
    await pdfReader.inspect(await readAll(await storage.get(stored.key), stored.size));
  } catch (error) {
    await storage.delete(stored.key).catch(() => undefined);
    // Over a limit already when opened (too many pages, or too slow or large to even open): refused
    // before anything is spent.
    if (error instanceof PdfLimitError) {
      const details = error.limit === 'TOO_MANY_PAGES' ? { maxPages: pdfReader.limits.maxPages } : {};
      throw new AppError('FILE_TOO_LARGE', error.message, 413, details);
    }
    if (error instanceof PdfReadError) {
      throw notPdf(error.code === 'ENCRYPTED' ? error.message : PDF_ANALYSIS_MESSAGES.notPdfContent);
    }
    throw error;
  }
  return {
    storageKey: stored.key,
    size: stored.size,
    filename: stored.filename,
    address: parsed.data.address,
    customInstructions: parsed.data.customInstructions,
    fields,
  };
}

export const UPLOAD_TOO_SLOW_MESSAGE =
  'The upload was too slow and was stopped. Check your connection and send the PDF again.';

/**
 * Cuts the request when no part or file chunk arrives for `idleMs`, or the body is not in by
 * `totalMs`: destroying the request ends the multipart parser, whose error then unwinds the upload
 * (the store removes the partial file).
 */
function bodyDeadline(request: FastifyRequest, opts: Pick<UploadOptions, 'idleMs' | 'totalMs'>) {
  let expired = false;
  const cut = () => {
    expired = true;
    // Ends the body where it is: the parser fails on the unfinished form.
    request.raw.destroy();
  };
  let idle = setTimeout(cut, opts.idleMs);
  const total = setTimeout(cut, opts.totalMs);
  return {
    progress() {
      clearTimeout(idle);
      if (!expired) idle = setTimeout(cut, opts.idleMs);
    },
    error: () => (expired ? new AppError('VALIDATION_ERROR', UPLOAD_TOO_SLOW_MESSAGE, 408) : undefined),
    stop() {
      clearTimeout(idle);
      clearTimeout(total);
    },
  };
}

/** Passes the file through, failing as soon as its start is not a PDF or it turns out empty. */
function checkedPdfStream(
  file: NodeJS.ReadableStream & { on(event: 'limit', fn: () => void): unknown },
  onChunk: () => void,
) {
  let head = Buffer.alloc(0);
  let checked = false;
  let total = 0;
  const signature = Buffer.from('%PDF-');
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      onChunk();
      total += chunk.length;
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, SIGNATURE_WINDOW + signature.length);
        if (head.includes(signature)) checked = true;
        else if (head.length >= SIGNATURE_WINDOW) return callback(notPdf());
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (total === 0) return callback(validationError({ pdf: PDF_ANALYSIS_MESSAGES.empty }));
      if (!checked) return callback(notPdf());
      callback();
    },
  });
  // The store reports the error when it consumes the stream; until it attaches, an early failure
  // (a wrong signature in the first chunk) must not count as unhandled.
  guard.on('error', () => undefined);
  // Stop writing at the limit instead of storing the truncated start of an oversized file.
  file.on('limit', () => guard.destroy(tooLarge()));
  file.on('error', (error: Error) => guard.destroy(error));
  return file.pipe(guard);
}

function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return validationError(
      { pdf: PDF_ANALYSIS_MESSAGES.missingInput },
      'Send one PDF file with the address.',
    );
  }
  return error;
}

/** The client's file name, for display only: no folders, no control characters, bounded length. */
function cleanFilename(name: string | undefined): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/'));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document.pdf').slice(0, PDF_FILENAME_MAX);
}
