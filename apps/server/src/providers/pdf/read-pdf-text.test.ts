import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { OWN_LISTING_FIXTURES } from '../../../test/fixtures/score-extraction.ts';
import { PDF_NO_TEXT_MESSAGE, PDF_UNREADABLE_MESSAGE, PdfReadError, readPdfText } from './read-pdf-text.ts';

const bytes = async (dir: string, name: string) => new Uint8Array(await readFile(path.join(dir, name)));

async function failure(data: Uint8Array): Promise<PdfReadError> {
  try {
    await readPdfText(data);
  } catch (error) {
    if (error instanceof PdfReadError) return error;
    throw error;
  }
  throw new Error('the document was read');
}

describe('readPdfText', () => {
  it('rebuilds lines in reading order and splits table rows into cells', async () => {
    const { text, pageCount } = await readPdfText(await bytes(OWN_LISTING_FIXTURES, 'table-ruled.pdf'));
    expect(pageCount).toBe(1);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Property Fact Sheet');
    expect(lines).toContain('Asking Price | $415,000');
    expect(lines).toContain('HOA Dues | $195 / month');
  });

  it('reads side-by-side prose columns one after the other and separates pages', async () => {
    const { text, pageCount } = await readPdfText(
      await bytes(OWN_LISTING_FIXTURES, 'brochure-multipage.pdf'),
    );
    expect(pageCount).toBe(3);
    const pages = text.split('\f');
    expect(pages).toHaveLength(3);
    const page2 = pages[1];
    // The left column's paragraph is whole, and the right column's list comes after it.
    const paragraphEnd = page2.indexOf('with a guest wing above the garage.');
    const listStart = page2.indexOf('Interior Features');
    expect(paragraphEnd).toBeGreaterThan(0);
    expect(listStart).toBeGreaterThan(paragraphEnd);
    expect(page2).toContain('timber beams and a double-sided stone fireplace warm\nthe great room.');
  });

  it('refuses a scanned page with the message the user sees', async () => {
    const error = await failure(await bytes(OWN_LISTING_FIXTURES, 'scanned-flyer.pdf'));
    expect(error.code).toBe('NO_TEXT_LAYER');
    expect(error.message).toBe(PDF_NO_TEXT_MESSAGE);
  });

  it('refuses a page of vector shapes only as having no text layer', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    page.drawRectangle({ x: 50, y: 50, width: 200, height: 100 });
    const error = await failure(await doc.save());
    expect(error.code).toBe('NO_TEXT_LAYER');
  });

  it('refuses corrupt files, other formats and empty input as unreadable', async () => {
    for (const data of [
      await bytes(OWN_LISTING_FIXTURES, 'corrupt-file.pdf'),
      new TextEncoder().encode('this is plain text pretending to be a PDF'),
      new Uint8Array(0),
    ]) {
      const error = await failure(data);
      expect(error.code).toBe('UNREADABLE');
      expect(error.message).toBe(PDF_UNREADABLE_MESSAGE);
    }
  });

  it("leaves the caller's buffer intact", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('Bedrooms: 3 and a lovely garden', { x: 50, y: 700, size: 12, font });
    const data = await doc.save();
    const copy = data.slice();
    const { text } = await readPdfText(data);
    expect(text).toBe('Bedrooms: 3 and a lovely garden');
    expect(data).toEqual(copy);
  });
});
