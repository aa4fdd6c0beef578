import type { Line, Page } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { mergeRecognizedPages } from './merge-recognized-pages.ts';
import { layoutPage, type PdfText } from './read-pdf-text.ts';
import { itemsOfRecognizedPage, MAX_PAGE_PIXELS, renderScale, wordText } from './recognize-pdf-pages.ts';

// The parts of text recognition that need no recognition: how recognised words become the lines the
// extractor reads, and how recognised pages join the text layer. A real scan is read end to end by the
// AI Detect API test (pdf-analysis.test.ts) and measured by bench/pdf-scanned.ts.

/** A recognised line at 200 dpi: words `[text, x0, x1, confidence]` on a baseline that may slope. */
function line(y: number, words: [string, number, number, number][], slope = 0): Line {
  const x0 = words[0][1];
  const x1 = words[words.length - 1][2];
  return {
    text: words.map((w) => w[0]).join(' '),
    confidence: 90,
    baseline: { x0, y0: y, x1, y1: y + slope * (x1 - x0), has_baseline: true },
    rowAttributes: { rowHeight: 30, ascenders: 7, descenders: 5 },
    bbox: { x0, y0: y - 25, x1, y1: y + 5 },
    words: words.map(([text, wx0, wx1, confidence]) => ({
      text,
      confidence,
      bbox: { x0: wx0, y0: y + slope * (wx0 - x0) - 25, x1: wx1, y1: y + slope * (wx0 - x0) + 5 },
    })),
  } as unknown as Line;
}

const page = (lines: Line[]) =>
  ({ blocks: [{ paragraphs: [{ lines }] }] }) as unknown as Pick<Page, 'blocks'>;
const SCALE = 200 / 72;
const textOf = (lines: Line[]) =>
  layoutPage(itemsOfRecognizedPage(page(lines), SCALE, 792), 612, 1)
    .map((l) => (l ? l.cells.join(' | ') : ''))
    .join('\n');

describe('recognised words as text', () => {
  it('reads lone marks that start a line, and angle quotes between facts, as bullets', () => {
    expect(wordText('»', 40, true)).toBe('•');
    expect(wordText('*', 2, true)).toBe('•');
    expect(wordText('«', 20, false)).toBe('•');
    expect(wordText('+', 90, false)).toBe('+');
    expect(wordText('$489,900', 96, false)).toBe('$489,900');
    expect(wordText('|', 96, true)).toBe('|');
  });

  it('leaves out words the model is unsure of', () => {
    expect(wordText('Qx7', 12, false)).toBeUndefined();
    expect(wordText('  ', 99, false)).toBeUndefined();
  });

  it('keeps a row of label and value columns on one line, turned back when the scan is skewed', () => {
    const rows = (slope: number) => [
      line(
        400,
        [
          ['Bedrooms:', 170, 330, 95],
          ['5', 345, 365, 93],
        ],
        slope,
      ),
      line(
        400 + slope * 880,
        [
          ['Status:', 1050, 1160, 96],
          ['Active', 1175, 1290, 95],
        ],
        slope,
      ),
      line(
        445,
        [
          ['Bathrooms:', 170, 350, 94],
          ['4', 365, 385, 92],
        ],
        slope,
      ),
    ];
    const straight = textOf(rows(0));
    expect(straight).toBe('Bedrooms: 5 | Status: Active\nBathrooms: 4');
    // Turned by one degree: the right column's words sit 15 pixels (5.5 points) lower than the left
    // column's, more than `layoutPage` allows within one line.
    expect(textOf(rows(0.0175))).toBe(straight);
  });

  it('renders a page at 200 dpi, and a poster-sized one within the pixel cap', () => {
    expect(renderScale(612, 792)).toBeCloseTo(200 / 72);
    const poster = renderScale(2592, 3456);
    expect(2592 * poster * 3456 * poster).toBeLessThanOrEqual(MAX_PAGE_PIXELS + 1);
  });
});

describe('mergeRecognizedPages', () => {
  it('puts recognised pages in place of their empty text layer, in page order', () => {
    const text: PdfText = {
      pageCount: 3,
      lines: [
        { page: 1, cells: ['Cover'], fontSize: 20 },
        null,
        { page: 1, cells: ['Price', '$400,000'], fontSize: 10 },
        null,
        null,
        { page: 3, cells: ['Agent: Ann Lee'], fontSize: 10 },
      ],
      text: 'Cover\n\nPrice | $400,000\n\f\n\n\f\nAgent: Ann Lee',
      pagesWithoutText: [2],
      recognizedPages: [],
    };
    const merged = mergeRecognizedPages(text, [
      { page: 2, lines: [{ page: 2, cells: ['Bedrooms: 3'], fontSize: 11 }] },
    ]);
    expect(merged.text).toBe('Cover\n\nPrice | $400,000\n\f\nBedrooms: 3\n\f\nAgent: Ann Lee');
    expect(merged.lines).toEqual([
      text.lines[0],
      null,
      text.lines[2],
      null,
      { page: 2, cells: ['Bedrooms: 3'], fontSize: 11 },
      null,
      text.lines[5],
    ]);
    expect(merged.recognizedPages).toEqual([2]);
  });
});
