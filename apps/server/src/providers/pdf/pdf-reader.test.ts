import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { OWN_LISTING_FIXTURES } from '../../../test/fixtures/score-extraction.ts';
import { createIsolatedBuiltinExtractor } from './builtin-extractor.ts';
import { checkInflatedSize } from './inflate-guard.ts';
import { DEFAULT_PDF_LIMITS, PdfLimitError, type PdfLimits } from './pdf-limits.ts';
import { PDF_NO_TEXT_MESSAGE, PDF_SCAN_UNREADABLE_MESSAGE, PdfReadError } from './pdf-read-error.ts';
import { createPdfReader } from './pdf-reader.ts';

const fixture = async (name: string) => new Uint8Array(await readFile(path.join(OWN_LISTING_FIXTURES, name)));

async function limitOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PdfLimitError) return error.limit;
    throw error;
  }
  throw new Error('no limit was reached');
}

/** A stream object as a PDF writes it, with its dictionary. */
const streamObject = (dict: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`7 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream\nendobj\n'),
  ]);

describe('createPdfReader: documents read in a bounded worker thread', () => {
  it('reads the text and checks the page count off the event loop', async () => {
    const reader = createPdfReader(DEFAULT_PDF_LIMITS);
    const { text, pageCount } = await reader.read(await fixture('table-ruled.pdf'));
    expect(pageCount).toBe(1);
    expect(text.split('\n')).toContain('Asking Price | $415,000');
    expect(await reader.inspect(await fixture('brochure-multipage.pdf'))).toEqual({ pageCount: 3 });
  });

  it('refuses more pages than the limit, at inspection and when reading', async () => {
    const reader = createPdfReader({ ...DEFAULT_PDF_LIMITS, maxPages: 2 });
    expect(await limitOf(reader.inspect(await fixture('brochure-multipage.pdf')))).toBe('TOO_MANY_PAGES');
    expect(await limitOf(reader.read(await fixture('brochure-multipage.pdf')))).toBe('TOO_MANY_PAGES');
  });

  it('refuses more text than the limit', async () => {
    const reader = createPdfReader({ ...DEFAULT_PDF_LIMITS, maxTextChars: 1000 });
    expect(await limitOf(reader.read(await fixture('brochure-multipage.pdf')))).toBe('TOO_MUCH_TEXT');
  });

  it('stops a step at its time limit, whatever the thread is doing', async () => {
    const limits: PdfLimits = { ...DEFAULT_PDF_LIMITS, timeoutMs: 1 };
    expect(await limitOf(createPdfReader(limits).read(await fixture('brochure-multipage.pdf')))).toBe(
      'TOO_SLOW',
    );
    const extractor = createIsolatedBuiltinExtractor(limits);
    expect(await limitOf(extractor.extract({ text: 'Bedrooms: 3' }))).toBe('TOO_SLOW');
  });

  it('with text recognition turned off, refuses a scan as having no text layer', async () => {
    const reader = createPdfReader({ ...DEFAULT_PDF_LIMITS, ocrMaxPages: 0 });
    const error = await reader.read(await fixture('scanned-flyer.pdf')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfReadError);
    expect(error).toMatchObject({ code: 'NO_TEXT_LAYER', message: PDF_NO_TEXT_MESSAGE });
  });

  it('finds nothing to recognise on a blank page, and says no text could be read', async () => {
    const blank = await PDFDocument.create();
    blank.addPage([612, 792]);
    const error = await createPdfReader(DEFAULT_PDF_LIMITS)
      .read(await blank.save())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NO_TEXT_LAYER', message: PDF_SCAN_UNREADABLE_MESSAGE });
  });

  it('runs the built-in extractor in its thread with the same result', async () => {
    const extractor = createIsolatedBuiltinExtractor(DEFAULT_PDF_LIMITS);
    const property = await extractor.extract({
      text: 'Bedrooms: 3\nPrice: $415,000\n1 Main St, Austin, TX 78701',
    });
    expect(property.BasicInfo).toMatchObject({ Bedrooms: 3, Price: 415000, Address: { City: 'Austin' } });
  });
});

describe('checkInflatedSize', () => {
  const limits = { ...DEFAULT_PDF_LIMITS, maxInflatedBytes: 1024 * 1024 };

  it('refuses Flate streams that unpack to more than the limit', () => {
    const bomb = streamObject('/Filter /FlateDecode', deflateSync(Buffer.alloc(8 * 1024 * 1024)));
    expect(() => checkInflatedSize(bomb, limits)).toThrow(PdfLimitError);
    // Under the limit, the same stream passes.
    const small = streamObject('/Filter /FlateDecode', deflateSync(Buffer.alloc(512 * 1024)));
    expect(() => checkInflatedSize(small, limits)).not.toThrow();
  });

  it('leaves images out: text reading never unpacks them', () => {
    const image = streamObject(
      '/Subtype /Image /Filter /FlateDecode',
      deflateSync(Buffer.alloc(8 * 1024 * 1024)),
    );
    expect(() => checkInflatedSize(image, limits)).not.toThrow();
  });

  it('passes the real listings', async () => {
    for (const name of ['brochure-multipage.pdf', 'table-ruled.pdf']) {
      const data = await fixture(name);
      expect(() => checkInflatedSize(data, DEFAULT_PDF_LIMITS)).not.toThrow();
    }
  });
});
