import type { Line, Page } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { mergeRecognizedPages } from './merge-recognized-pages.ts';
import { layoutPage, type PdfText } from './read-pdf-text.ts';
import {
  eraseRules,
  itemsOfRecognizedPage,
  MAX_PAGE_PIXELS,
  renderScale,
  wordsOfLine,
} from './recognize-pdf-pages.ts';

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
  const words = (...list: [string, number][]) => list.map(([text, confidence]) => ({ text, confidence }));

  it('reads the marks a bullet comes out as, and angle quotes between facts, as bullets', () => {
    expect(wordsOfLine(words(['»', 40], ['Detached', 95], ['garage', 96]))).toEqual([
      '•',
      'Detached',
      'garage',
    ]);
    // Read as two marks, one of them unsure: still one bullet.
    expect(wordsOfLine(words(['*', 2], ['+', 35], ['Fenced', 90], ['yard', 91]))).toEqual([
      undefined,
      '•',
      'Fenced',
      'yard',
    ]);
    expect(wordsOfLine(words(['3BR', 90], ['«', 20], ['2BA', 92]))).toEqual(['3BR', '•', '2BA']);
    // Marks between words are text ("garage + driveway"); a lone mark with nothing after it is noise.
    expect(wordsOfLine(words(['garage', 90], ['+', 88], ['driveway', 90]))).toEqual([
      'garage',
      '+',
      'driveway',
    ]);
    expect(wordsOfLine(words(['*', 60]))).toEqual([undefined]);
  });

  it("drops a ruled table's borders and the words the model is unsure of", () => {
    expect(
      wordsOfLine(words(['|', 80], ['Heating', 93], ['|', 70], ['Forced', 90], ['air', 91], ['|', 60])),
    ).toEqual([undefined, 'Heating', '|', 'Forced', 'air', undefined]);
    expect(wordsOfLine(words(['Price', 95], ['Qx7', 12], ['$415,000', 96]))).toEqual([
      'Price',
      undefined,
      '$415,000',
    ]);
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

  it('reads a bullet that starts the second column of a line run across two columns', () => {
    const prose = line(400, [
      ['the', 170, 220, 96],
      ['garage.', 235, 340, 96],
      ['+', 900, 915, 52],
      ['Wine', 930, 1010, 95],
      ['room', 1025, 1100, 95],
    ]);
    expect(textOf([prose])).toBe('the garage. | • Wine room');
  });

  it('erases thin rules but not a dark band with light type on it', () => {
    const width = 300;
    const height = 60;
    const grey = new Uint8Array(width * height).fill(255);
    const paint = (x0: number, x1: number, y0: number, y1: number, level: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) grey[y * width + x] = level;
    };
    paint(10, 290, 10, 12, 180); // a light grey table border, 2 pixels thick
    paint(10, 290, 30, 50, 40); // a dark band
    paint(50, 60, 35, 45, 250); // a light letter on it
    eraseRules(grey, width, height);
    expect(grey[11 * width + 100]).toBe(255);
    expect(grey[40 * width + 100]).toBe(40);
    expect(grey[40 * width + 55]).toBe(250);
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
