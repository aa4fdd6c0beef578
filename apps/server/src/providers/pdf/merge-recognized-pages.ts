import { PAGE_SEPARATOR, type PdfLine, type PdfText, textOfPage } from './read-pdf-text.ts';
import type { RecognizedPage } from './recognize-pdf-pages.ts';

/**
 * The document's text with recognised pages put in place of their empty text layer: pages stay in
 * their order, each page's lines and text built as `readPdfText` builds them.
 */
export function mergeRecognizedPages(text: PdfText, recognized: RecognizedPage[]): PdfText {
  const pages = linesByPage(text.lines);
  for (const { page, lines } of recognized) pages.set(page, lines);
  const lines: (PdfLine | null)[] = [];
  const parts: string[] = [];
  for (let page = 1; page <= text.pageCount; page++) {
    const pageLines = pages.get(page) ?? [];
    if (page > 1) lines.push(null);
    lines.push(...pageLines);
    parts.push(textOfPage(pageLines));
  }
  return {
    ...text,
    lines,
    text: parts.join(PAGE_SEPARATOR),
    recognizedPages: recognized.map((r) => r.page),
  };
}

/**
 * Each page's lines out of the document's: a `null` between two lines of one page is a paragraph
 * break of that page; one between pages only separates them.
 */
function linesByPage(lines: (PdfLine | null)[]): Map<number, (PdfLine | null)[]> {
  const pages = new Map<number, (PdfLine | null)[]>();
  let current: (PdfLine | null)[] | undefined;
  let currentPage = 0;
  let pendingBreak = false;
  for (const line of lines) {
    if (line === null) {
      pendingBreak = true;
      continue;
    }
    if (line.page !== currentPage || !current) {
      current = pages.get(line.page) ?? [];
      pages.set(line.page, current);
      currentPage = line.page;
    } else if (pendingBreak) current.push(null);
    current.push(line);
    pendingBreak = false;
  }
  return pages;
}
