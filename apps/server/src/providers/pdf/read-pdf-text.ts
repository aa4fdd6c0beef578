import { getDocumentProxy } from 'unpdf';
import { customLabel, fieldForLabel } from './listing-vocabulary.ts';
import { PdfLimitError, type PdfLimits } from './pdf-limits.ts';
import {
  PDF_ENCRYPTED_MESSAGE,
  PDF_NO_TEXT_MESSAGE,
  PDF_UNREADABLE_MESSAGE,
  PdfReadError,
} from './pdf-read-error.ts';

// Text with its layout, rebuilt from pdf.js positions: items that share a baseline become one line,
// read left to right; wide horizontal gaps split a line into cells (tables, label/value columns);
// side-by-side prose columns are read one column after the other; a vertical gap wider than the line
// spacing starts a new paragraph (an empty line).

export { PDF_NO_TEXT_MESSAGE, PDF_UNREADABLE_MESSAGE, PdfReadError } from './pdf-read-error.ts';

export type PdfLine = {
  page: number;
  /** Cells of the line, left to right; a plain line has one. */
  cells: string[];
  fontSize: number;
};

export type PdfText = {
  pageCount: number;
  /** Lines in reading order; `null` marks a paragraph break. */
  lines: (PdfLine | null)[];
  /** The same as text: cells joined by ' | ', paragraphs separated by an empty line, pages by '\f'. */
  text: string;
  /** Pages with fewer than `MIN_TEXT_CHARS` visible characters of their own: scans, photos, blanks. */
  pagesWithoutText: number[];
  /** Pages whose text was recognised from their image (recognize-pdf-pages.ts), not read from a text layer. */
  recognizedPages: number[];
};

/** Fewer visible characters than this (over the whole document, or on one page) means no text layer. */
export const MIN_TEXT_CHARS = 16;
const CELL_SEPARATOR = ' | ';

export type Item = { str: string; x: number; y: number; width: number; fontSize: number };
/** A run of text within a span that began after a visible gap: where a span may be split again. */
type Piece = { x0: number; x1: number; text: string };
type Span = {
  text: string;
  x0: number;
  x1: number;
  fontSize: number;
  pieces?: Piece[];
  /** The baseline of the span's first item, when it differs from its line's. */
  y?: number;
};
type RawLine = { y: number; fontSize: number; spans: Span[] };

export type ReadPdfOptions = {
  /**
   * `true` hands the bytes to pdf.js, which may take ownership of them: the caller must not use them
   * afterwards, and a large file is not held twice. Otherwise pdf.js reads a copy.
   */
  transfer?: boolean;
  /** Page and text limits: a document over one is refused with a `PdfLimitError`. None by default. */
  limits?: PdfLimits;
  /**
   * `false` answers a document without a text layer like any other (its pages listed in
   * `pagesWithoutText`) instead of refusing it: for a reader that recognises such pages next.
   */
  requireText?: boolean;
};

/**
 * The document's text with its layout. This runs pdf.js on the calling thread: the app reads
 * uploaded documents through `createPdfReader` (`pdf-reader.ts`), which calls it in a bounded worker.
 */
export async function readPdfText(data: Uint8Array, opts: ReadPdfOptions = {}): Promise<PdfText> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(opts.transfer ? data : new Uint8Array(data), {
      verbosity: 0,
      stopAtErrors: false,
    });
  } catch (error) {
    throw toReadError(error);
  }
  try {
    const limits = opts.limits;
    if (limits && pdf.numPages > limits.maxPages) throw new PdfLimitError('TOO_MANY_PAGES', limits);
    const lines: (PdfLine | null)[] = [];
    const textParts: string[] = [];
    const pagesWithoutText: number[] = [];
    let visibleChars = 0;
    let textChars = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      let page: Awaited<ReturnType<typeof pdf.getPage>>;
      let items: Item[];
      try {
        page = await pdf.getPage(pageNumber);
        const content = await page.getTextContent();
        items = [];
        for (const raw of content.items) {
          if (!('str' in raw)) continue;
          const [a, b, c, d, e, f] = raw.transform as number[];
          // Rotated text (vertical labels, watermarks) is not part of the reading order.
          if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01) continue;
          items.push({
            str: raw.str,
            x: e,
            y: f,
            width: raw.width,
            fontSize: Math.abs(d) || Math.abs(a) || 10,
          });
        }
        page.cleanup();
      } catch (error) {
        throw toReadError(error);
      }
      const pageWidth = page.view[2] - page.view[0];
      const pageLines = layoutPage(items, pageWidth, pageNumber);
      const pageChars = visibleCharsOf(pageLines);
      visibleChars += pageChars;
      if (pageChars < MIN_TEXT_CHARS) pagesWithoutText.push(pageNumber);
      if (pageNumber > 1) lines.push(null);
      lines.push(...pageLines);
      const pageText = textOfPage(pageLines);
      textChars += pageText.length;
      if (limits && textChars > limits.maxTextChars) throw new PdfLimitError('TOO_MUCH_TEXT', limits);
      textParts.push(pageText);
    }
    if (visibleChars < MIN_TEXT_CHARS && opts.requireText !== false)
      throw new PdfReadError('NO_TEXT_LAYER', PDF_NO_TEXT_MESSAGE);
    return {
      pageCount: pdf.numPages,
      lines,
      text: textParts.join(PAGE_SEPARATOR),
      pagesWithoutText,
      recognizedPages: [],
    };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * Checks that bytes are a PDF pdf.js can open, with at least one page, without reading any text:
 * what an upload must pass before it is accepted.
 */
export async function inspectPdf(
  data: Uint8Array,
  opts: ReadPdfOptions = {},
): Promise<{ pageCount: number }> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    pdf = await getDocumentProxy(opts.transfer ? data : new Uint8Array(data), {
      verbosity: 0,
      stopAtErrors: false,
    });
    if (pdf.numPages < 1) throw new PdfReadError('UNREADABLE', PDF_UNREADABLE_MESSAGE);
    if (opts.limits && pdf.numPages > opts.limits.maxPages)
      throw new PdfLimitError('TOO_MANY_PAGES', opts.limits);
    await pdf.getPage(1);
    return { pageCount: pdf.numPages };
  } catch (error) {
    throw toReadError(error);
  } finally {
    await pdf?.loadingTask.destroy();
  }
}

/** Between pages' texts in `PdfText.text`. */
export const PAGE_SEPARATOR = '\n\f\n';

/** One page's lines as text: cells joined by ' | ', an empty line between paragraphs. */
export function textOfPage(pageLines: (PdfLine | null)[]): string {
  return pageLines
    .map((line) => (line ? line.cells.join(CELL_SEPARATOR) : ''))
    .join('\n')
    .trim();
}

export function visibleCharsOf(lines: (PdfLine | null)[]): number {
  let count = 0;
  for (const line of lines) if (line) count += line.cells.join('').replace(/\s/g, '').length;
  return count;
}

function toReadError(error: unknown): PdfReadError {
  if (error instanceof PdfReadError) return error;
  const name = (error as { name?: string })?.name;
  if (name === 'PasswordException') return new PdfReadError('ENCRYPTED', PDF_ENCRYPTED_MESSAGE);
  return new PdfReadError('UNREADABLE', PDF_UNREADABLE_MESSAGE);
}

/** Lines of one page in reading order, with `null` for paragraph breaks. */
export function layoutPage(items: Item[], pageWidth: number, page: number): (PdfLine | null)[] {
  const rawLines = stackLabels(
    joinWrappedCells(
      joinWrappedValues(
        labelsBesideBlocks(pairStackedLabels(splitAtColumnStops(groupIntoLines(joinDropCaps(items))))),
      ),
    ),
  );
  const ordered = readGrids(proseBesideTable(splitColumns(rawLines, pageWidth)));
  const result: (PdfLine | null)[] = [];
  let previous: RawLine | undefined;
  for (let k = 0; k < ordered.length; k++) {
    const entry = ordered[k];
    if (entry === null) {
      // A sentence that runs on from the foot of one column to the head of the next is one paragraph.
      const last = result[result.length - 1];
      const next = ordered.slice(k + 1).find((e) => e !== null);
      const lastText = last?.cells.length === 1 ? last.cells[0] : '';
      const runsOn = lastText.length >= 20 && lastText.split(' ').length >= 4 && /[a-z,]$/.test(lastText);
      if (runsOn && next && /^[a-z]/.test(next.spans[0].text)) continue;
      if (result.length > 0 && result[result.length - 1] !== null) result.push(null);
      previous = undefined;
      continue;
    }
    if (previous) {
      const gap = previous.y - entry.y;
      const spacing = Math.max(previous.fontSize, entry.fontSize) * 1.75;
      if (gap > spacing && result[result.length - 1] !== null) result.push(null);
    }
    result.push({ page, cells: entry.spans.map((s) => s.text), fontSize: entry.fontSize });
    previous = entry;
  }
  while (result.length > 0 && result[result.length - 1] === null) result.pop();
  return result;
}

/**
 * A drop cap (a paragraph's first letter set large, the paragraph's first lines wrapped beside it) is
 * its own item, with a baseline a line or two below the paragraph's first line, so it would be read as
 * a stray capital in the second line ("pproached by ... / A sycamores"). A single capital at least
 * twice the size of the text whose right edge meets a line beginning in lower case, above its baseline
 * by less than its own height, is put back in front of that line's first word.
 */
function joinDropCaps(items: Item[]): Item[] {
  const caps = items.filter((i) => /^[A-Z]$/.test(i.str.trim()));
  if (caps.length === 0) return items;
  const dropped = new Set<Item>();
  const joined = new Map<Item, Item>();
  for (const cap of caps) {
    const right = cap.x + cap.width;
    const first = items
      .filter(
        (i) =>
          i !== cap &&
          !joined.has(i) &&
          cap.fontSize >= i.fontSize * 2 &&
          i.y > cap.y &&
          i.y - cap.y < cap.fontSize &&
          i.x >= right - 1 &&
          i.x - right < i.fontSize * 1.5 &&
          /^[a-z]/.test(i.str),
      )
      .sort((p, q) => q.y - p.y || p.x - q.x)[0];
    if (!first) continue;
    dropped.add(cap);
    const letter = cap.str.trim();
    joined.set(first, {
      ...first,
      str: letter + first.str,
      x: first.x - first.fontSize * 0.6,
      width: first.width + first.fontSize * 0.6,
    });
  }
  return items.filter((i) => !dropped.has(i)).map((i) => joined.get(i) ?? i);
}

function groupIntoLines(items: Item[]): RawLine[] {
  const sorted = items
    .filter((i) => i.str.length > 0)
    .sort((p, q) => q.y - p.y || p.x - q.x)
    // A logo's ornament between two words ("HEARTHSTONE▲HOMES") parts them like a space.
    .map((i) => ({
      ...i,
      str: i.str.replace(/\s+/g, ' ').replace(/(?<=\p{L})[\u25A0-\u25FF\u2605\u2606\u2666](?=\p{L})/gu, ' '),
    }));
  const groups: Item[][] = [];
  for (const item of sorted) {
    const current = groups[groups.length - 1];
    if (current) {
      // Near any item of the line, not only its first: a name in large type and ", Sales Counselor"
      // after it in small type share a baseline while the line's first item sits a little higher.
      // Type of very different sizes (a price in display type beside rows of small print) only shares a
      // line when the baselines are close by the smaller type's measure, not the larger's.
      const sameLine = current.some((other) => {
        const small = Math.min(other.fontSize, item.fontSize);
        const large = Math.max(other.fontSize, item.fontSize);
        return Math.abs(other.y - item.y) <= (large > small * 1.6 ? small * 0.6 : large * 0.4);
      });
      // (Not an item set under another of the line on a baseline of its own: a street in display type
      // over its city in small type, both beside a price tall enough to reach either, are two lines.)
      const stacked = current.some((other) => {
        if (!other.str.trim() || !item.str.trim()) return false;
        const overlap = Math.min(other.x + other.width, item.x + item.width) - Math.max(other.x, item.x);
        return (
          overlap > Math.min(other.width, item.width) * 0.5 &&
          Math.abs(other.y - item.y) > Math.min(other.fontSize, item.fontSize) * 0.5
        );
      });
      if (sameLine && !stacked) {
        current.push(item);
        continue;
      }
    }
    groups.push([item]);
  }
  const lines: RawLine[] = [];
  for (const group of groups) {
    group.sort((p, q) => p.x - q.x);
    const spans: Span[] = [];
    let current: Span | undefined;
    // Where a word space just read ends, if the item before was one.
    let wordSpace: number | undefined;
    for (const item of group) {
      const blank = item.str.trim() === '';
      const start = (): Span => ({
        text: item.str,
        x0: item.x,
        x1: item.x + item.width,
        fontSize: item.fontSize,
        pieces: [{ x0: item.x, x1: item.x + item.width, text: item.str }],
        y: item.y,
      });
      if (!current) {
        if (blank) continue;
        current = start();
        continue;
      }
      const gap = item.x - current.x1;
      // Figures side by side ("2.5   2,214") are two cells even a little closer than words would be.
      const figures = /[\d%]$/.test(current.text.trimEnd()) && /^\s*[$\d]/.test(item.str);
      const cellGap = Math.max(item.fontSize, current.fontSize) * (figures ? 0.8 : 1.6);
      if (!blank && gap > cellGap) {
        spans.push(current);
        current = start();
        continue;
      }
      const pieces = current.pieces as Piece[];
      // Blank items are spacing, sometimes as wide as a tab stop: they separate but never extend a cell.
      if (blank) {
        if (!current.text.endsWith(' ')) current.text += ' ';
        // (In a typewriter face, whose every character is 0.6 em wide, a space's width right after the
        // text is a word space: "Level", " ", "2,". It runs the piece on.)
        const last = pieces[pieces.length - 1];
        const em = item.fontSize * 0.6;
        // (The space's own width may be given wrong, "6.61" for a 3.56 advance in a browser's print:
        // the next word starting one character on is what tells.)
        wordSpace =
          item.str === ' ' &&
          Math.abs(item.x - current.x1) < 0.5 &&
          last.text.length > 0 &&
          Math.abs(last.x1 - last.x0 - em * last.text.length) < 0.05 * last.text.length
            ? item.x + em
            : undefined;
        pieces.push({ x0: current.x1, x1: current.x1, text: '' });
        continue;
      }
      const needsSpace =
        gap > item.fontSize * 0.15 && !current.text.endsWith(' ') && !item.str.startsWith(' ');
      current.text += (needsSpace ? ' ' : '') + item.str;
      const spaced = wordSpace !== undefined && Math.abs(item.x - wordSpace) < 0.5 && pieces.length >= 2;
      wordSpace = undefined;
      if (spaced) pieces.pop();
      const last = pieces[pieces.length - 1];
      if (spaced) {
        last.text += ` ${item.str}`;
        last.x1 = item.x + item.width;
      } else if (gap > item.fontSize * 0.15 || last.text === '')
        pieces.push({ x0: item.x, x1: item.x + item.width, text: item.str });
      else {
        last.text += (needsSpace ? ' ' : '') + item.str;
        last.x1 = item.x + item.width;
      }
      current.x1 = Math.max(current.x1, item.x + item.width);
      current.fontSize = Math.max(current.fontSize, item.fontSize);
    }
    if (current) spans.push(current);
    const cleaned = spans
      .map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }))
      .filter((s) => s.text.length > 0);
    if (cleaned.length === 0) continue;
    lines.push({
      y: group[0].y,
      fontSize: Math.max(...cleaned.map((s) => s.fontSize)),
      spans: cleaned,
    });
  }
  return lines;
}

/**
 * Dense label/value columns in tiny type (an MLS printout) leave less than a cell's gap between one
 * column's value and the next column's label, so the two read as one cell. Where a run of text inside
 * a cell begins exactly at an x where many cells of the page begin (a column stop), the cell is split
 * there. Only lines that are already rows of cells are split: a line of prose is one cell.
 */
function splitAtColumnStops(lines: RawLine[]): RawLine[] {
  const counts = new Map<number, number>();
  const count = (x0: number) => {
    const x = Math.round(x0);
    counts.set(x, (counts.get(x) ?? 0) + 1);
  };
  // Where cells begin, and where text begins after a gap wider than a word space inside a cell (a
  // right-aligned label close to its value: "Heat  Oil-fired baseboard").
  const wide = (span: Span, previous: Piece, piece: Piece) => piece.x0 - previous.x1 >= span.fontSize * 0.5;
  for (const line of lines)
    for (const span of line.spans) {
      count(span.x0);
      const pieces = (span.pieces ?? []).filter((p) => p.text.trim() !== '');
      for (let k = 1; k < pieces.length; k++) if (wide(span, pieces[k - 1], pieces[k])) count(pieces[k].x0);
    }
  const isStop = (x: number) => {
    const r = Math.round(x);
    return (counts.get(r) ?? 0) + (counts.get(r - 1) ?? 0) + (counts.get(r + 1) ?? 0) >= COLUMN_STOP_CELLS;
  };
  // Where cells end: values set flush right in a table of labels and values.
  const ends = new Map<number, number>();
  for (const line of lines)
    for (const span of line.spans) ends.set(Math.round(span.x1), (ends.get(Math.round(span.x1)) ?? 0) + 1);
  const isEnd = (x: number) => {
    const r = Math.round(x);
    return (ends.get(r) ?? 0) + (ends.get(r - 1) ?? 0) + (ends.get(r + 1) ?? 0) >= COLUMN_STOP_CELLS;
  };
  // A label at a column stop and a value flush right that fills the space between them ("Construction
  // Hardie siding on raised", two runs of text apart by less than a cell's gap) are two cells, split
  // where the runs are furthest apart.
  const labelAndValue = (span: Span): Span[] | undefined => {
    const pieces = (span.pieces ?? []).filter((p) => p.text.trim() !== '');
    if (pieces.length < 2 || !isStop(span.x0) || !isEnd(span.x1)) return undefined;
    let at = 0;
    for (let k = 1; k < pieces.length; k++)
      if (pieces[k].x0 - pieces[k - 1].x1 > (at ? pieces[at].x0 - pieces[at - 1].x1 : 0)) at = k;
    if (pieces[at].x0 - pieces[at - 1].x1 <= span.fontSize * 0.15) return undefined;
    const part = (ps: Piece[]): Span => ({
      text: ps
        .map((p) => p.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
      x0: ps[0].x0,
      x1: ps[ps.length - 1].x1,
      fontSize: span.fontSize,
      pieces: ps,
      y: span.y,
    });
    const label = part(pieces.slice(0, at));
    const value = part(pieces.slice(at));
    // Justified prose ends its lines flush right too, but runs on in lower case.
    return /^[A-Z][A-Za-z /&()-]*$/.test(label.text) &&
      label.text.length <= LABEL_CHARS &&
      /^[A-Z0-9$]/.test(value.text)
      ? [label, value]
      : undefined;
  };
  return lines.map((line) => {
    if (line.spans.length === 1) {
      const split = labelAndValue(line.spans[0]);
      if (split) return { ...line, spans: split };
    }
    const row = line.spans.length >= 2;
    const spans: Span[] = [];
    for (const span of line.spans) {
      const pieces = (span.pieces ?? []).filter((p) => p.text.trim() !== '');
      let part: Piece[] = [];
      const flush = () => {
        if (part.length === 0) return;
        const text = part
          .map((p) => p.text)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
        spans.push({
          text,
          x0: part[0].x0,
          x1: part[part.length - 1].x1,
          fontSize: span.fontSize,
          pieces: part,
          y: span.y,
        });
        part = [];
      };
      if (pieces.length < 2) {
        spans.push(span);
        continue;
      }
      for (const piece of pieces) {
        const previous = part[part.length - 1];
        // A row of cells splits at any visible gap at a stop; a single cell only at a wide one.
        const gap = previous ? piece.x0 - previous.x1 : 0;
        // Never after a bullet or other mark alone: "•  Quartz counters" is one item.
        const worded = part.some((p) => /[A-Za-z0-9]/.test(p.text));
        if (previous && worded && gap > span.fontSize * (row ? 0.25 : 0.5) && isStop(piece.x0)) flush();
        part.push(piece);
      }
      flush();
    }
    return spans.length === line.spans.length ? line : { ...line, spans };
  });
}

/** A column stop is where at least this many cells of a page begin. */
const COLUMN_STOP_CELLS = 4;

/**
 * Labels set above their values ("STYLE" over "Two-story colonial", a small "LIST PRICE" over a price
 * in display type) or under their figures ("4" over "Bedrooms"), each pair on baselines of its own and
 * aligned on the left edge or the centre: each label is put before its value on one line, as a label
 * and value written side by side read. A row of such pairs counts (two at least); a single pair only
 * when a small label in capitals sits over a figure.
 */
function pairStackedLabels(lines: RawLine[]): RawLine[] {
  const rows = lines.map((l) => ({ ...l, spans: [...l.spans] }));
  const used = new Set<Span>();
  const yOf = (line: RawLine, span: Span) => span.y ?? line.y;
  const aligned = (a: Span, b: Span) =>
    Math.abs(a.x0 - b.x0) <= 2 || Math.abs((a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2) <= 3;
  const overlaps = (a: Span, b: Span) => a.x0 < b.x1 && b.x0 < a.x1;
  // The first span under `span` in the next lines that shares its horizontal extent, if near enough.
  const below = (i: number, span: Span) => {
    const y = yOf(rows[i], span);
    for (let k = i + 1; k < rows.length && k <= i + 3; k++) {
      const hit = rows[k].spans.find((s) => overlaps(s, span) || aligned(s, span));
      if (!hit) continue;
      const gap = y - yOf(rows[k], hit);
      if (gap > Math.max(span.fontSize, hit.fontSize) * 1.8 || used.has(hit) || !aligned(hit, span))
        return undefined;
      return { line: k, span: hit };
    }
    return undefined;
  };
  const moves: { line: number; label: Span; value: Span; from: number; labelAbove: boolean }[] = [];
  const pending: typeof moves = [];
  for (let i = 0; i < rows.length; i++) {
    const found: typeof moves = [];
    for (const span of rows[i].spans) {
      if (used.has(span)) continue;
      const under = below(i, span);
      if (!under || !sameColumns(rows[i], span, rows[under.line], under.span)) continue;
      if (isStackedLabel(span, under.span) && !isStackedLabel(under.span, span))
        found.push({ line: i, label: span, value: under.span, from: under.line, labelAbove: true });
      else if (isFigure(span) && isStackedLabel(under.span, span))
        found.push({ line: i, label: under.span, value: span, from: under.line, labelAbove: false });
    }
    // Headings over lists side by side are a grid (read as lists), not labels: a value with another
    // item under it, not a wrapped line of its own, is an item of a list.
    const grid = found.filter((m) => m.labelAbove).length >= 3;
    if (found.some((m) => m.labelAbove && listGoesOn(rows, m.from, m.value, grid))) continue;
    const single =
      found.length === 1 &&
      found[0].labelAbove &&
      isFigure(found[0].value) &&
      found[0].label.fontSize <= found[0].value.fontSize * 0.8 &&
      found[0].label.text === found[0].label.text.toUpperCase();
    if (found.length < 2 && !single) {
      const m = found[0];
      if (
        m?.labelAbove &&
        m.label.text === m.label.text.toUpperCase() &&
        m.label.fontSize <= m.value.fontSize * 0.85
      )
        pending.push(m);
      continue;
    }
    for (const m of found) {
      used.add(m.label);
      used.add(m.value);
      moves.push(m);
    }
  }
  // A column of single pairs (a specifications sidebar: "BATHS" over "3.5", "PARKING" over "Two
  // valet spaces"...) counts when three labels at least share their left edge and type.
  // Pairs already taken in that column count too ("YEAR BUILT" over "1798" beside "ARCHITECT" over a
  // name), and a label set a little in (a boxed note at the foot of the column) is of the column.
  const column = [...pending, ...moves.filter((x) => x.labelAbove)];
  const countOf = (m: (typeof moves)[number]) =>
    column.filter(
      (x) => Math.abs(x.label.x0 - m.label.x0) <= 10 && Math.abs(x.label.fontSize - m.label.fontSize) <= 0.25,
    ).length;
  for (const m of pending) {
    if (countOf(m) < 3 || used.has(m.label) || used.has(m.value)) continue;
    used.add(m.label);
    used.add(m.value);
    moves.push(m);
  }
  if (moves.length === 0) return lines;
  const taken = new Set(moves.map((m) => (m.labelAbove ? m.value : m.label)));
  const out: RawLine[] = [];
  for (let i = 0; i < rows.length; i++) {
    const here = moves.filter((m) => m.line === i);
    const spans: Span[] = [];
    for (const span of rows[i].spans) {
      if (taken.has(span)) continue;
      const m = here.find((x) => x.label === span || x.value === span);
      // The label takes no width of its own: the pair stays in its value's column.
      const edge = Math.min(m?.label.x0 ?? 0, m?.value.x0 ?? 0);
      if (m) spans.push({ ...m.label, x0: edge, x1: edge }, m.value);
      else spans.push(span);
    }
    if (spans.length > 0)
      out.push({ ...rows[i], spans, fontSize: Math.max(...spans.map((s) => s.fontSize)) });
  }
  return out;
}

/**
 * A stacked pair fills one column of its rows: neither line holds another cell before the next
 * column starts ("FEATURES" over "Kit Eqp | Electrolux range" is a heading over a row of its own).
 */
function sameColumns(upperLine: RawLine, upper: Span, lowerLine: RawLine, lower: Span): boolean {
  const next = (line: RawLine, span: Span) => line.spans.find((s) => s !== span && s.x0 >= span.x1 - 1);
  const a = next(upperLine, upper);
  const b = next(lowerLine, lower);
  const centre = (x: Span) => (x.x0 + x.x1) / 2;
  // With nothing after the upper span, a cell after the lower one belongs to its column unless it
  // stands well clear of both (a sidebar's note).
  if (b && !a && b.x0 - Math.max(upper.x1, lower.x1) < Math.min(lower.fontSize, b.fontSize) * 3) return false;
  if (b && a && centre(b) < a.x0 - 4) return false;
  if (a && b && centre(a) < b.x0 - 4) return false;
  return true;
}

function listGoesOn(rows: RawLine[], at: number, value: Span, grid: boolean): boolean {
  let last = value;
  let y = value.y ?? rows[at].y;
  // The column's right edge: where the widest of its lines ends.
  let edge = value.x1;
  for (let k = Math.max(0, at - 8); k < rows.length && k <= at + 8; k++)
    for (const s of rows[k].spans)
      if (s.x0 >= value.x0 - 10 && s.x0 <= value.x0 + 2) edge = Math.max(edge, s.x1);
  // A line wraps when the next line's first word would not have fitted at its end, or inside brackets.
  // (Under a row of headings, a grid's lists are short items: the widest of them is no full line.)
  const full = (line: Span, next: Span) => {
    const word = next.text.split(' ')[0];
    const wordWidth = ((next.x1 - next.x0) * (word.length + 1)) / Math.max(1, next.text.length);
    return !grid && line.x1 + wordWidth > edge + 1 && !/^[•·▪◦-]/.test(next.text);
  };
  for (let k = at + 1; k < rows.length && k <= at + 4; k++) {
    const next = rows[k].spans.find((s) => Math.abs(s.x0 - value.x0) <= 2);
    if (!next) continue;
    const ny = next.y ?? rows[k].y;
    if (y - ny > Math.max(last.fontSize, next.fontSize) * 1.6) return false;
    if (isStackedLabel(next, value) || next.fontSize < value.fontSize - 0.5) return false;
    const wraps =
      /^[a-z(]/.test(next.text) ||
      /(?:[,&+/-]|\b(?:and|with|of|or|to|in|on|the|a))$/.test(last.text) ||
      full(last, next) ||
      last.text.lastIndexOf('(') > last.text.lastIndexOf(')');
    if (!wraps) return true;
    last = next;
    y = ny;
  }
  return false;
}

/** A short label: words without figures, in capitals or in smaller type than the value it names. */
function isStackedLabel(span: Span, value: Span): boolean {
  const t = span.text;
  // An abbreviation ("Sq. Ft.") may end with a full stop, a sentence not.
  if (!/[A-Za-z]{2}/.test(t) || /\d|[•!?]$|^[•·-]/.test(t) || t.length > 32 || t.split(' ').length > 5)
    return false;
  if (t.endsWith('.') && !/^(?:[A-Za-z]{1,5}\.\s?){1,3}$/.test(t)) return false;
  return (
    (t === t.toUpperCase() && value.text !== value.text.toUpperCase()) ||
    span.fontSize <= value.fontSize * 0.85
  );
}

/** A figure: a count, an area, a year or an amount, short. */
function isFigure(span: Span): boolean {
  return /^[$€£]?\s?\d[\d,.]*(?:\s?[A-Za-z+/'’]{0,6})?$/.test(span.text) && span.text.length <= 14;
}

/**
 * A label centred beside a value of several lines (a table cell "Description" beside a paragraph,
 * "Listing Agent" beside a wrapped contact): alone on a line between the value's lines, to their left.
 * It is put before the value's first line, as a label beside its value reads.
 */
function labelsBesideBlocks(lines: RawLine[]): RawLine[] {
  const out = lines.map((l) => ({ ...l, spans: [...l.spans] }));
  const drop = new Set<number>();
  for (let i = 1; i < out.length - 1; i++) {
    const line = out[i];
    if (line.spans.length !== 1) continue;
    const label = line.spans[0];
    // A run in lower case carries on a value wrapped above it ("washer & dryer"): it labels nothing.
    if (label.text.length > 32 || /\d|[.!?,;]$|^[a-z]/.test(label.text)) continue;
    const x = out[i - 1].spans[0]?.x0;
    const single = (k: number) =>
      out[k].spans.length === 1 &&
      Math.abs(out[k].spans[0].x0 - x) <= 1.5 &&
      out[k].spans[0].x0 > label.x1 + 4;
    const close = (a: number, b: number) =>
      out[a].y - out[b].y <= Math.max(out[a].fontSize, out[b].fontSize) * 1.6;
    if (!single(i - 1) || !single(i + 1) || !close(i - 1, i) || !close(i, i + 1)) continue;
    // A wrapped value runs long; a column of short items beside a heading is no value.
    if (Math.max(out[i - 1].spans[0].text.length, out[i + 1].spans[0].text.length) < 30) continue;
    let first = i - 1;
    while (first > 0 && !drop.has(first - 1) && single(first - 1) && close(first - 1, first)) first--;
    const edge = label.x0;
    out[first] = { ...out[first], spans: [{ ...label, x0: edge, x1: edge }, ...out[first].spans] };
    drop.add(i);
  }
  return drop.size === 0 ? lines : out.filter((_, k) => !drop.has(k));
}

/**
 * A value too long for its column in a label/value table wraps onto the next line, under the value and
 * with no label of its own ("Kit Eqp | Electrolux front-load laundry" over "pair, gas range"), often
 * on a baseline of its own or one shared with other columns' rows. Such a run rejoins the value above
 * it: it starts where that value starts, a line or so below, in the same type, and nothing of its own
 * line stands between it and the value's label. Labels and wrapped values are short: prose lines,
 * whose neighbours start where they do too, are never joined.
 */
function joinWrappedValues(lines: RawLine[]): RawLine[] {
  type Open = { x0: number; y: number; labelX0: number; target: Span; fontSize: number };
  let open: Open[] = [];
  const out: RawLine[] = [];
  for (const line of lines) {
    const kept: Span[] = [];
    for (const span of line.spans) {
      const y = span.y ?? line.y;
      const above = open.find(
        (o) =>
          // Under the value, from its left edge or, set flush right, to its right edge.
          (Math.abs(o.x0 - span.x0) <= 1.5 || (span.x0 > o.x0 && Math.abs(o.target.x1 - span.x1) <= 1.5)) &&
          o.y > y &&
          o.y - y <= o.fontSize * WRAP_LINE_GAP &&
          Math.abs(o.fontSize - span.fontSize) <= 0.5 &&
          span.text.length <= WRAPPED_VALUE_CHARS,
      );
      const between = above && kept.some((s) => s.x1 <= span.x0 && s.x1 > above.labelX0 - 1.5);
      if (above && !between) {
        // "24-" / "hour doorman": a word broken at its hyphen is one word again.
        const broken = /[A-Za-z0-9]-$/.test(above.target.text) && /^[a-z]/.test(span.text);
        above.target.text = `${above.target.text}${broken ? '' : ' '}${span.text}`;
        above.target.x1 = Math.max(above.target.x1, span.x1);
        above.y = y;
        continue;
      }
      const label = kept[kept.length - 1];
      if (
        label &&
        label.text.length <= LABEL_CHARS &&
        span.text.length <= WRAPPED_VALUE_CHARS + (/,$/.test(span.text) ? 16 : 0) &&
        /[A-Za-z]/.test(label.text)
      ) {
        const target = { ...span };
        kept.push(target);
        open = open.filter((o) => Math.abs(o.x0 - span.x0) > 1.5);
        open.push({ x0: span.x0, y, labelX0: label.x0, target, fontSize: span.fontSize });
        continue;
      }
      kept.push(span);
    }
    if (kept.length > 0) out.push({ ...line, spans: kept });
  }
  return out;
}

/**
 * Short phrases side by side in cells (a postcard's features, each beside its icon) wrap inside their
 * cells: "Counter-depth fridge, gas range w/" over "vented hood, DW". A line of a cell that carries on
 * the phrase above it (it starts in lower case, or the phrase broke after a comma or a joining word)
 * rejoins it, when the cells are rows of at least two and the phrase, once whole, is no sentence
 * (prose columns side by side end their sentences with a full stop and are left alone).
 */
function joinWrappedCells(lines: RawLine[]): RawLine[] {
  const rows = lines.map((l) => ({ ...l, spans: [...l.spans] }));
  type Chain = {
    head: Span;
    parts: { row: number; span: Span }[];
    y: number;
    headInGrid: boolean;
    /** The lines run on past what a phrase in a cell wraps to: a paragraph in a narrow column. */
    prose?: boolean;
  };
  const chains: Chain[] = [];
  const open: Chain[] = [];
  // Contact lines (an email, a phone number, a licence or a ZIP code) are no phrases.
  const contact = (t: string) => /@|\d{3}[\s.)-]{0,2}\d{3}|#\s?\d|\d{5}/.test(t);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    for (const span of row.spans) {
      const y = span.y ?? row.y;
      if (contact(span.text)) continue;
      const chain = open.find(
        (c) =>
          Math.abs(c.head.x0 - span.x0) <= 1.5 &&
          c.y > y &&
          c.y - y <= span.fontSize * 1.5 &&
          Math.abs(c.head.fontSize - span.fontSize) <= 0.5,
      );
      const last = chain ? (chain.parts[chain.parts.length - 1]?.span ?? chain.head) : undefined;
      const gridded = (k: number) => (rows[k]?.spans.length ?? 0) >= 2;
      const carries =
        /^[a-z]/.test(span.text) ||
        /(?:[,&+/-]|\b(?:w|with|and|of|or|to|in|on|the|a))$/.test(last?.text ?? '');
      // A fourth carried line, or one longer than a phrase: the phrase is a paragraph set in a narrow
      // column, whose lines are left as they are (they go on being taken into it, so none starts a
      // phrase of its own).
      if (
        chain &&
        last &&
        carries &&
        (chain.parts.length >= 3 || chain.prose || span.text.length > CELL_PHRASE_CHARS)
      ) {
        chain.prose = true;
        chain.parts.push({ row: r, span });
        chain.y = y;
        continue;
      }
      if (
        chain &&
        last &&
        span.text.length <= CELL_PHRASE_CHARS &&
        (gridded(r) || gridded(chain.parts[chain.parts.length - 1]?.row ?? -1) || chain.headInGrid) &&
        carries
      ) {
        chain.parts.push({ row: r, span });
        chain.y = y;
        continue;
      }
      if (span.text.length <= CELL_PHRASE_CHARS && !/[.!?:]$/.test(span.text)) {
        const c: Chain = { head: span, parts: [], y, headInGrid: gridded(r) };
        for (let k = open.length - 1; k >= 0; k--)
          if (Math.abs(open[k].head.x0 - span.x0) <= 1.5) open.splice(k, 1);
        open.push(c);
        chains.push(c);
      }
    }
  }
  const removed = new Set<Span>();
  const joined = new Map<Span, string>();
  for (const chain of chains) {
    if (chain.parts.length === 0 || chain.prose) continue;
    // "over-" / "range microwave": a word broken at its hyphen is one word again.
    const text = [chain.head, ...chain.parts.map((p) => p.span)]
      .map((s) => s.text)
      .reduce((a, b) => (/[A-Za-z]-$/.test(a) && /^[a-z]/.test(b) ? `${a}${b}` : `${a} ${b}`));
    // A sentence is prose, not a phrase in a cell.
    if (/[.!?]$|[.!?]\s+[A-Z]/.test(text)) continue;
    joined.set(chain.head, text);
    for (const p of chain.parts) removed.add(p.span);
  }
  if (removed.size === 0) return lines;
  const out: RawLine[] = [];
  for (const row of rows) {
    const spans = row.spans
      .filter((s) => !removed.has(s))
      .map((s) => (joined.has(s) ? { ...s, text: joined.get(s) as string } : s));
    if (spans.length > 0) out.push({ ...row, spans });
  }
  return out;
}

const CELL_PHRASE_CHARS = 40;

/** A wrapped value's next line sits at most this many times its type size below. */
const WRAP_LINE_GAP = 1.4;
const WRAPPED_VALUE_CHARS = 48;
const LABEL_CHARS = 24;

/**
 * Finds a vertical gutter shared by a run of lines whose both sides hold prose (lines that fill their
 * column), and reads such a run column by column. Label/value tables are left as rows of cells: their
 * left side is short labels, which never fills a column.
 */
function splitColumns(lines: RawLine[], pageWidth: number, tried: number[] = []): (RawLine | null)[] {
  if (lines.length < 4 || pageWidth <= 0) return lines;
  const candidates = new Set<number>();
  for (const line of lines) {
    for (let i = 1; i < line.spans.length; i++) {
      // A label put before its value takes no width: no gutter runs between them.
      if (line.spans[i].x0 <= line.spans[i - 1].x1) continue;
      const mid = Math.round((line.spans[i - 1].x1 + line.spans[i].x0) / 2);
      if (mid > pageWidth * 0.25 && mid < pageWidth * 0.75) candidates.add(mid);
    }
    // A sidebar set on baselines of its own: its left edge is a candidate too.
    const x0 = Math.round(line.spans[0].x0) - 2;
    if (x0 > pageWidth * 0.5 && x0 < pageWidth * 0.85) candidates.add(x0);
  }
  let best: { gutter: number; score: number } | undefined;
  const scores = new Map<number, number>();
  for (const gutter of candidates) {
    if (tried.some((t) => Math.abs(t - gutter) <= 6)) continue;
    let score = 0;
    // Lines with text on both sides count, and so do lines of the right side alone set between lines
    // of the left side (a sidebar whose baselines fall between the main column's).
    let leftAbove = false;
    let pendingRight = 0;
    for (const line of lines) {
      if (crosses(line, gutter)) {
        // A line of cells the gutter cuts through has its columns elsewhere (a paragraph beside a table
        // of costs, above a grid of three lists; a table of labels and values beside remarks): it
        // counts against the gutter.
        if (line.spans.length >= 2) score--;
        leftAbove = false;
        pendingRight = 0;
        continue;
      }
      const left = line.spans.some((s) => s.x1 <= gutter);
      const right = line.spans.some((s) => s.x0 >= gutter);
      if (left && right) score++;
      if (left) {
        score += pendingRight;
        pendingRight = 0;
        leftAbove = true;
      } else if (right && leftAbove) pendingRight++;
    }
    scores.set(gutter, score);
    if (!best || score > best.score) best = { gutter, score };
  }
  // A gutter between a table's labels and their values, the table set in a column of its own beside
  // prose: the gutter before that column is the page's, when lines of it have something on its left
  // too (the table is read as rows, in its column).
  const chosen = best?.gutter ?? 0;
  const leftCells =
    best && best.score >= 3
      ? lines
          .filter((l) => !crosses(l, chosen) && l.spans.some((s) => s.x0 >= chosen))
          .map((l) => l.spans.filter((s) => s.x1 <= chosen).at(-1))
          .filter((s): s is Span => s !== undefined)
      : [];
  if (leftCells.length >= 4) {
    const outer = [...scores]
      .filter(
        ([g, score]) =>
          g < chosen - 20 &&
          score >= 3 &&
          leftCells.filter((s) => s.x0 >= g).length >= leftCells.length * 0.8 &&
          !lines.some((l) => crosses(l, g)),
      )
      .sort((a, b) => b[1] - a[1])[0];
    if (outer) best = { gutter: outer[0], score: outer[1] };
  }
  if ((!best || best.score < 3) && tried.length > 0) {
    // One side of a page's columns may itself hold two columns, one above the other's level (the end
    // of a paragraph beside its start, under a box of highlights further out): a gutter no line
    // crosses, with three lines at least on each side, parts them; the nearer column is read first.
    const apart = [...candidates]
      .filter((g) => !tried.some((t) => Math.abs(t - g) <= 6) && !lines.some((l) => crosses(l, g)))
      .find((g) => {
        const left = lines.filter((l) => l.spans.every((sp) => sp.x1 <= g));
        const right = lines.filter((l) => l.spans.every((sp) => sp.x0 >= g));
        return left.length >= 3 && right.length >= 3 && left.length + right.length === lines.length;
      });
    if (apart !== undefined) {
      const left = lines.filter((l) => l.spans.every((sp) => sp.x1 <= apart));
      const right = lines.filter((l) => l.spans.every((sp) => sp.x0 >= apart));
      return [...left, null, ...right, null];
    }
  }
  if (!best || best.score < 3) return lines;
  const gutter = best.gutter;

  const out: (RawLine | null)[] = [];
  let run: RawLine[] = [];
  const flush = () => {
    // A wide vertical gap across the page ends a block (a header band, a footer): each block is read
    // as columns or as rows on its own.
    let start = 0;
    for (let k = 1; k <= run.length; k++) {
      const gap = k < run.length ? run[k - 1].y - run[k].y : Number.POSITIVE_INFINITY;
      const size = Math.max(run[k - 1].fontSize, run[k]?.fontSize ?? 0);
      // Prose side by side (two long runs of words on a line of the last three) ends its block at a
      // paragraph's gap above lines of no prose (a table, a heading): they are read on their own.
      const proseEnds =
        k < run.length &&
        gap > size * 2.4 &&
        run
          .slice(Math.max(0, k - 3), k)
          .some(
            (l) =>
              l.spans.filter((s) => s.text.length >= PROSE_LINE_CHARS && /\b[a-z]{2,}\b/.test(s.text))
                .length >= 2,
          ) &&
        !run[k].spans.some((s) => isRunningText(s.text));
      if (gap > size * BLOCK_GAP || proseEnds) {
        const block = run.slice(start, k);
        const read = readRun(block, gutter, pageWidth, tried);
        // A block the page's main gutter does not divide may have columns of its own (remarks beside
        // notes under a full-width table): its own best gutter is tried, a couple of times at most.
        if (read !== block) out.push(...read);
        // (Nor, read paragraph by paragraph, a column of prose beside a narrow column of its own: the
        // narrow one would be cut at the prose's paragraph breaks. Each is read whole, the prose first.)
        else if (proseBesideAlignedColumn(block, gutter, pageWidth))
          out.push(...sideOf(block, gutter, true), null, ...sideOf(block, gutter, false), null);
        else out.push(...splitParagraphs(block, gutter, pageWidth, tried));
        start = k;
      }
    }
    run = [];
  };
  for (const line of lines) {
    if (crosses(line, gutter)) {
      flush();
      out.push(line);
    } else run.push(line);
  }
  flush();
  return out;
}

/**
 * Figures in a row with their labels in small capitals underneath, some labels on two lines or set a
 * little higher than others ("1 | Nov 2025 | 64'" over "COMPLETED" and "STORIES | LOT WIDTH" on
 * their own baselines): the label lines become one line of labels, each under its figure, so the
 * row of labels reads like any other.
 */
function stackLabels(lines: RawLine[]): RawLine[] {
  const out: RawLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const values = lines[i];
    out.push(values);
    if (values.spans.length < 2) continue;
    const columnOf = (span: Span) => values.spans.findIndex((v) => Math.abs(v.x0 - span.x0) <= 4);
    const below: RawLine[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j];
      if (values.y - line.y > values.fontSize * 2.5) break;
      if (!line.spans.every((s) => isCapitalLabel(s.text) && columnOf(s) >= 0)) break;
      below.push(line);
    }
    if (below.length < 2) continue;
    const labels = values.spans.map(() => [] as Span[]);
    for (const line of below) for (const span of line.spans) labels[columnOf(span)].push(span);
    const spans = labels
      .filter((stack) => stack.length > 0)
      .map((stack) => ({
        text: stack.map((s) => s.text).join(' '),
        x0: stack[0].x0,
        x1: Math.max(...stack.map((s) => s.x1)),
        fontSize: Math.max(...stack.map((s) => s.fontSize)),
      }));
    out.push({ y: below[0].y, fontSize: Math.max(...spans.map((s) => s.fontSize)), spans });
    i += below.length;
  }
  return out;
}

function isCapitalLabel(text: string): boolean {
  return /[A-Z]/.test(text) && text === text.toUpperCase() && !/\d|\$/.test(text) && text.length <= 40;
}

/**
 * A grid of lists side by side under a row of short headings ("KITCHEN | INTERIOR | ENERGY & COMFORT
 * | EXTERIOR"), each list's items wrapping inside its own column: read column by column, one item a
 * bullet (a wrapped line that starts in lower case joins its item). The headings are dropped: they
 * group items, and each item is sorted into its feature by what it says. A table (a figure in every
 * column of every row) is not a grid: most of a grid's text is words.
 */
function readGrids(entries: (RawLine | null)[]): (RawLine | null)[] {
  const out: (RawLine | null)[] = [];
  for (let i = 0; i < entries.length; i++) {
    const head = entries[i];
    const grid = head ? gridBelow(entries, i) : undefined;
    if (!head || !grid) {
      out.push(head);
      continue;
    }
    // A check list is one list: its ticked items, column by column, then apart the boxes left empty.
    const unticked: RawLine[] = [];
    if (grid.ticked) out.push(null);
    for (const column of grid.columns) {
      if (grid.ticked) {
        for (const line of column) {
          const bullet = { ...line, spans: line.spans.map((sp) => ({ ...sp, text: `• ${sp.text}` })) };
          if (line.spans.every((sp) => CHECK_MARK.test(sp.text))) out.push(bullet);
          else unticked.push(bullet);
        }
        continue;
      }
      const items: RawLine[] = [];
      for (const line of column) {
        const last = items[items.length - 1];
        // A wrapped line starts in lower case, or its item broke after a figure or a joining word.
        const carries =
          last !== undefined &&
          line.spans.length === 1 &&
          (/^[a-z(]/.test(line.spans[0].text) ||
            /(?:\d|\b(?:with|and|of|or|to|in|on)|[&+,])$/.test(last.spans[0].text));
        if (last && carries) {
          last.spans[0] = { ...last.spans[0], text: `${last.spans[0].text} ${line.spans[0].text}` };
        } else if (line.spans.length === 1) {
          items.push({ ...line, spans: [{ ...line.spans[0], text: `• ${line.spans[0].text}` }] });
        } else items.push(line);
      }
      if (items.length > 0) out.push(null, ...items);
    }
    if (unticked.length > 0) out.push(null, ...unticked);
    out.push(null);
    i = grid.end;
  }
  return out;
}

function gridBelow(
  entries: (RawLine | null)[],
  at: number,
): { columns: RawLine[][]; end: number; ticked: boolean } | undefined {
  const head = entries[at] as RawLine;
  if (head.spans.length < 3) return undefined;
  // A row of labels and their values ("Heating | Forced air | Cooling | Central air") heads no grid.
  const known = (t: string) => fieldForLabel(t) !== undefined || customLabel(t) !== undefined;
  // Nor does a row of labels of figures ("Parking | HOA Dues"): lists sit under categories.
  const figureLabel = (t: string) => FIGURE_FIELDS.has(fieldForLabel(t) ?? '');
  if (head.spans.some((sp) => figureLabel(sp.text))) return undefined;
  // (Nor a known label and its value opening the row, "HVAC | Heat pump, one system | Other
  // parties": a value has a comma or a figure, a heading neither.)
  if (
    head.spans.length >= 2 &&
    known(head.spans[0].text) &&
    !known(head.spans[1].text) &&
    /,|\d/.test(head.spans[1].text)
  )
    return undefined;
  // (Nor one whose labels end in a colon, "Client: | Sawtooth Crest Realty | Spot title: | ...", or
  // where half its labels are known, "Elevator | No | Appliances | Range, refrigerator".)
  const labels = head.spans.filter((_, k) => k % 2 === 0);
  if (
    head.spans.length % 2 === 0 &&
    head.spans.every((sp, k) => k % 2 === 0 || !known(sp.text)) &&
    (labels.every((sp) => known(sp.text) || sp.text.endsWith(':')) ||
      labels.filter((sp) => known(sp.text)).length * 2 >= labels.length)
  )
    return undefined;
  // A row of ticked items ("X Rooftop deck | X Package lockers | Pool") is the lists' first row, not
  // their headings.
  const ticked = head.spans.filter((sp) => CHECK_MARK.test(sp.text)).length >= 2;
  if (!ticked && head.spans.some((s) => /\d|\$/.test(s.text) || s.text.split(' ').length > 4))
    return undefined;
  const starts = head.spans.map((s) => s.x0 - 6);
  const columnOf = (span: Span) => {
    let c = -1;
    for (let k = 0; k < starts.length; k++) if (span.x0 >= starts[k]) c = k;
    if (c < 0) return -1;
    const end = starts[c + 1] ?? Number.POSITIVE_INFINITY;
    return span.x1 <= end + 2 ? c : -1;
  };
  const columns: RawLine[][] = head.spans.map((sp) =>
    ticked ? [{ y: head.y, fontSize: sp.fontSize, spans: [sp] }] : [],
  );
  let previous = head;
  let end = at;
  for (let k = at + 1; k < entries.length; k++) {
    const line = entries[k];
    if (!line || previous.y - line.y > Math.max(previous.fontSize, line.fontSize) * BLOCK_GAP) break;
    // A heading in capitals in larger type than the items starts the next section.
    const items = columns.flat();
    if (
      items.length > 0 &&
      line.spans.every((sp) => isCapitalLabel(sp.text)) &&
      line.fontSize > Math.max(...items.map((l) => l.fontSize)) + 0.25
    )
      break;
    const placed = line.spans.map(columnOf);
    if (placed.some((c) => c < 0)) break;
    // Spans of one line in one column are a label and its value: they stay together.
    for (const c of new Set(placed)) {
      const spans = line.spans.filter((_, s) => placed[s] === c);
      columns[c].push({ y: line.y, fontSize: Math.max(...spans.map((s) => s.fontSize)), spans });
    }
    previous = line;
    end = k;
  }
  const lines = columns.flat();
  if (lines.length < 4 || columns.filter((c) => c.length > 0).length < 3) return undefined;
  // (A column of labels the vocabulary knows beside a column of as many values is a table of facts
  // under its heading row, "Water heater | 40-gallon electric" and the rest: no lists to read apart.)
  const cellText = (l: RawLine) => l.spans.map((sp) => sp.text).join(' ');
  if (
    columns.some(
      (c, k) =>
        c.length >= 3 &&
        columns[k + 1]?.length === c.length &&
        c.filter((l) => known(cellText(l))).length * 5 >= c.length * 3,
    )
  )
    return undefined;
  // (A column that says the same in every row and in the head, "✓ Confirmed" beside each fact of a
  // table, makes the head a table's first row, not headings over lists.)
  const text = (l: RawLine) => l.spans.map((sp) => sp.text).join(' ');
  if (head.spans.some((sp, c) => columns[c].length >= 2 && columns[c].every((l) => text(l) === sp.text)))
    return undefined;
  // (One row under a row of the same width is a row of labels and its values, not lists under their
  // headings: "Water | City | Sewer | City" over "Roof | Asphalt shingle | Basement | Full, unfinished".)
  if (!ticked && columns.every((c) => c.length <= 1)) return undefined;
  // A column of amounts or counts ("Fee | Amount | Paid" over "$265 / month") makes a table of fees.
  const amounts = (c: RawLine[]) =>
    c.length > 0 && c.every((l) => l.spans.every((s) => /^[$€£]\s?\d|^\d[\d,./%]*$/.test(s.text)));
  if (columns.some(amounts)) return undefined;
  const spans = lines.flatMap((l) => l.spans);
  const wordy = spans.filter((s) => /[A-Za-z]{2}/.test(s.text) && !/^[\d$#,./×'’" -]+$/.test(s.text));
  const multiWord = spans.filter((s) => s.text.trim().split(/\s+/).length >= 2);
  if (wordy.length < spans.length * 0.8 || multiWord.length < spans.length * 0.5) return undefined;
  return { columns, end, ticked };
}

/**
 * A block the page's gutter does not divide as a whole: its paragraphs (runs of lines closer than a
 * paragraph gap) are read on their own, for remarks beside notes under a full-width table, then the
 * block's own best gutter is tried, a couple of times at most.
 */
function splitParagraphs(
  block: RawLine[],
  gutter: number,
  pageWidth: number,
  tried: number[],
): (RawLine | null)[] {
  const out: (RawLine | null)[] = [];
  let start = 0;
  let divided = false;
  for (let k = 1; k <= block.length; k++) {
    const gap = k < block.length ? block[k - 1].y - block[k].y : Number.POSITIVE_INFINITY;
    if (gap <= Math.max(block[k - 1].fontSize, block[k]?.fontSize ?? 0) * 1.75) continue;
    const part = block.slice(start, k);
    const read = part.length === block.length ? part : readRun(part, gutter, pageWidth, tried);
    if (read !== part) divided = true;
    out.push(...read);
    start = k;
  }
  if (divided || tried.length >= 2) return out;
  return splitColumns(block, pageWidth, [...tried, gutter]);
}

const FIGURE_FIELDS = new Set<string>([
  'price',
  'rent',
  'hoa',
  'beds',
  'baths',
  'sqft',
  'yearBuilt',
  'zoning',
]);

/** A box ticked with a letter or a mark before an item of a check list. */
const CHECK_MARK = /^(?:[xX✓✔☑☒■▪]\s|[✓✔☑☒■▪])/;

/** A gap between lines this many times their font size separates blocks of a page. */
const BLOCK_GAP = 3;

function crosses(line: RawLine, gutter: number): boolean {
  return line.spans.some((s) => s.x0 < gutter && s.x1 > gutter);
}

function readRun(
  run: RawLine[],
  gutter: number,
  pageWidth: number,
  tried: number[] = [],
): (RawLine | null)[] {
  const left = sideOf(run, gutter, true);
  const right = sideOf(run, gutter, false);
  // Prose fills a column, while a label column (a table) never does: prose on the left may have
  // anything beside it (prose, a bulleted list); prose on the right may have a drawing's labels (a
  // floor plan) beside it, as long as they are not a label for each of its lines.
  // Each side may hold columns of its own (three columns: prose, prose and a sidebar).
  const sides = () => {
    if (tried.length >= 2) return [...left, null, ...right, null];
    const more = [...tried, gutter];
    return [...splitColumns(left, pageWidth, more), null, ...splitColumns(right, pageWidth, more), null];
  };
  // A paragraph with a narrow panel of short notes beside it, far to the right (a price range, a
  // caption): the paragraph is read whole, then the notes.
  const notes =
    right.length >= 1 &&
    right.every((l) => l.spans.every((s) => s.text.length <= 48)) &&
    Math.min(...right.map((l) => l.spans[0].x0)) >= pageWidth * 0.6;
  const sentences = left.map((l) => l.spans.map((x) => x.text).join(' ')).join(' ');
  const paragraph = sentences.split(' ').length >= 20 && /[.!?]$/.test(sentences);
  if (notes && paragraph && fillsColumn(left, gutter, pageWidth, 2) && tried.length === 0)
    return [...left, null, ...right, null];
  if (hasSidebar(run, gutter, pageWidth)) return sides();
  if (left.length < 3 || right.length < 3) return run;
  if (fillsColumn(left, gutter, pageWidth)) return sides();
  if (fillsColumn(right, pageWidth, pageWidth) && left.length < right.length) return sides();
  // Two short paragraphs side by side (remarks beside notes): two full lines on each side will do.
  if (fillsColumn(left, gutter, pageWidth, 2) && fillsColumn(right, pageWidth, pageWidth, 2)) return sides();
  return run;
}

/**
 * A paragraph set in one column beside a table in the other, on baselines of their own (a pro forma's
 * overview beside its income and expenses): read as rows, the table's rows cut into its sentences.
 * Lines of running text that start at the same x, one under the other, with only cells wholly to
 * their right beside or between them, are taken out of the rows with their heading and read together
 * where they begin; the rows go on without them.
 */
function proseBesideTable(entries: (RawLine | null)[]): (RawLine | null)[] {
  return proseBesideTableOn(proseBesideTableOn(entries, 'left'), 'right');
}

function proseBesideTableOn(entries: (RawLine | null)[], side: 'left' | 'right'): (RawLine | null)[] {
  // The paragraph's cell in a line: the first on the left, the last on the right.
  const cellOf = (l: RawLine) => (side === 'left' ? l.spans[0] : l.spans[l.spans.length - 1]);
  let out = entries;
  // The paragraph last taken: where it began, where its group ends and where the rows after it end.
  let last: { x0: number; groupEnd: number; restEnd: number } | undefined;
  for (let i = 0; i < out.length; i++) {
    const line = out[i];
    const lead = line ? cellOf(line) : undefined;
    if (!line || !lead || !isRunningText(lead.text)) continue;
    const prose = [i];
    let right = lead.x1;
    // Whether a cell stands wholly in the other column, clear of the paragraph.
    const clear = (x: Span) => (side === 'left' ? x.x0 > right + 4 : x.x1 < lead.x0 - 4);
    let between = 0;
    let cutIn = line.spans.length > 1;
    for (let k = i + 1; k < out.length && between <= 3; k++) {
      const next = out[k];
      if (!next) break;
      const first = cellOf(next);
      if (Math.abs(first.x0 - lead.x0) <= 3) {
        const running = isRunningText(first.text);
        // (The paragraph's last line ends its sentence, maybe on a figure: "... District 42.")
        if (!running && !/[a-z\d][.!?]["'”’)]?$/.test(first.text)) break;
        prose.push(k);
        right = Math.max(right, first.x1);
        cutIn ||= next.spans.length > 1;
        between = 0;
        if (!running) break;
      } else if (next.spans.every(clear)) {
        between++;
        cutIn = true;
      } else break;
    }
    const spans = prose.map((k) => cellOf(out[k] as RawLine));
    const text = spans.map((x) => x.text).join(' ');
    if (prose.length < 3 || !cutIn || !/[.!?]["'”’)]?$/.test(text)) continue;
    // Every other cell of those lines and of the rows between stands clear in the other column.
    const span = out.slice(i, prose[prose.length - 1] + 1) as RawLine[];
    if (span.some((l) => l.spans.some((x) => !spans.includes(x) && !clear(x)))) continue;
    // Its heading ("PROPERTY OVERVIEW") comes along when it stands just above, at the same x.
    // (The other column's rows may stand between them.)
    let up = i - 1;
    while (up > i - 4 && out[up] && (out[up] as RawLine).spans.every(clear)) up--;
    const above = out[up];
    const heading =
      above && Math.abs(cellOf(above).x0 - lead.x0) <= 3 && isHeadingText(cellOf(above).text) ? up : -1;
    const taken = heading >= 0 ? [heading, ...prose] : prose;
    const takenSpans = new Set(taken.map((k) => cellOf(out[k] as RawLine)));
    const group: (RawLine | null)[] = [null];
    for (const k of taken) {
      const cell = cellOf(out[k] as RawLine);
      group.push({ y: (out[k] as RawLine).y, fontSize: cell.fontSize, spans: [cell] });
    }
    group.push(null);
    const rest: (RawLine | null)[] = [];
    for (let k = taken[0]; k <= prose[prose.length - 1]; k++) {
      const l = out[k] as RawLine;
      const others = l.spans.filter((x) => !takenSpans.has(x));
      if (others.length > 0) rest.push({ ...l, spans: others });
    }
    // (The story's next paragraph beside the table's next rows goes on from the one taken just before
    // it, above those rows: "The 2026 cash rent lease ..." after "... Drainage District 42.")
    const goesOn =
      last !== undefined && last.restEnd === taken[0] && Math.abs(last.x0 - lead.x0) <= 3 && heading < 0;
    const at = goesOn && last ? last.groupEnd : taken[0];
    const rowsBefore = out.slice(at, taken[0]);
    out = [...out.slice(0, at), ...group, ...rowsBefore, ...rest, ...out.slice(prose[prose.length - 1] + 1)];
    last = {
      x0: lead.x0,
      groupEnd: at + group.length,
      restEnd: at + group.length + rowsBefore.length + rest.length,
    };
    i = last.restEnd - 1;
  }
  return out;
}

function isHeadingText(text: string): boolean {
  return text.split(/\s+/).length <= 7 && !/[.!?,;:]$/.test(text);
}

/** Running text: a long run of words, most in lower case (not a label, a figure or a name). */
function isRunningText(text: string): boolean {
  if (text.length < PROSE_LINE_CHARS) return false;
  const words = text.split(/\s+/);
  const lower = words.filter((w) => /^[a-z]/.test(w)).length;
  return words.length >= 6 && lower * 2 >= words.length;
}

/**
 * A sidebar of short items (an agent's card, key facts with labels over values, a box of nearby
 * sales) set on baselines of its own beside the main column: few of its lines share a baseline with
 * the other side (a table's labels always do), it is narrow, and none of its items is prose.
 */
function hasSidebar(run: RawLine[], gutter: number, pageWidth: number): boolean {
  const left = sideOf(run, gutter, true).map((l) => l.spans);
  const right = sideOf(run, gutter, false).map((l) => l.spans);
  if (left.length < 3 || right.length < 3) return false;
  const shared = run.filter(
    (l) => l.spans.some((x) => x.x1 <= gutter) && l.spans.some((x) => x.x0 >= gutter),
  );
  // (Rows of a table the gutter cuts, several cells on each side: "302 | A1 | 1 / 1" beside "742 SF |
  // East | $389,000 | Sold".)
  const tableRows = shared.filter(
    (l) =>
      l.spans.filter((x) => x.x1 <= gutter).length >= 2 && l.spans.filter((x) => x.x0 >= gutter).length >= 2,
  ).length;
  const sidebar = (lines: Span[][]) => {
    const x0 = Math.min(...lines.map((l) => l[0].x0));
    const x1 = Math.max(...lines.map((l) => l[l.length - 1].x1));
    // (A short note may end in a full stop: "Estimate only. Rates change daily." under a payment
    // calculator's figures.)
    const sentences = lines.filter((l) => l.some((x) => /[.!?]$/.test(x.text))).length;
    // Its items are short. A few may run longer, a calculator's "principal, interest, est. taxes &
    // insurance" or a link's title, when no table runs across the gutter.
    const long = lines.filter((l) => l.some((x) => x.text.length > 40)).length;
    return (
      lines.length >= 4 &&
      x1 - x0 <= pageWidth * 0.3 &&
      (long === 0 ||
        (tableRows < 2 &&
          long * 8 <= lines.length &&
          lines.every((l) => l.every((x) => x.text.length <= 60)))) &&
      (sentences === 0 || (lines.length >= 8 && sentences * 8 <= lines.length))
    );
  };
  return shared.length <= run.length * 0.3 && (sidebar(left) || sidebar(right));
}

/** The part of each line on one side of a gutter, the lines with nothing there left out. */
function sideOf(lines: RawLine[], gutter: number, left: boolean): RawLine[] {
  const out: RawLine[] = [];
  for (const l of lines) {
    const spans = l.spans.filter((x) => (left ? x.x1 <= gutter : x.x0 >= gutter));
    if (spans.length > 0) out.push({ y: l.y, fontSize: Math.max(...spans.map((x) => x.fontSize)), spans });
  }
  return out;
}

/**
 * Running text on the left of a gutter no line crosses, beside a narrow column whose lines all start
 * at one left edge (a blog's links, a form's fields, a calculator): two lines of prose at least, few
 * lines shared across the gutter, and no table's rows cut by it.
 */
function proseBesideAlignedColumn(block: RawLine[], gutter: number, pageWidth: number): boolean {
  if (block.some((l) => crosses(l, gutter))) return false;
  const left = sideOf(block, gutter, true);
  const right = sideOf(block, gutter, false);
  if (left.length < 3 || right.length < 3) return false;
  const x0 = Math.min(...right.map((l) => l.spans[0].x0));
  const x1 = Math.max(...right.map((l) => l.spans[l.spans.length - 1].x1));
  if (x1 - x0 > pageWidth * 0.35 || !right.every((l) => l.spans[0].x0 - x0 <= 8 || l.spans.length > 1))
    return false;
  const cells = (l: RawLine, onLeft: boolean) =>
    l.spans.filter((x) => (onLeft ? x.x1 <= gutter : x.x0 >= gutter)).length;
  if (block.filter((l) => cells(l, true) >= 2 && cells(l, false) >= 2).length >= 2) return false;
  const shared = block.filter((l) => cells(l, true) > 0 && cells(l, false) > 0).length;
  const prose = left.filter((l) => l.spans.length === 1 && isRunningText(l.spans[0].text)).length;
  return shared <= block.length * 0.4 && prose >= 2;
}

/**
 * Prose fills its column: the column is wide (labels never are) and most of its lines of any length
 * (headings, an address, a short last line aside) are single runs of text reaching at least 60% of
 * its width, three at least.
 */
function fillsColumn(lines: RawLine[], rightEdge: number, pageWidth: number, fullLines = 3): boolean {
  const x0 = Math.min(...lines.map((l) => l.spans[0].x0));
  const x1 = Math.min(rightEdge, Math.max(...lines.map((l) => l.spans[l.spans.length - 1].x1)));
  const width = x1 - x0;
  // One of three columns is narrower: many full lines make up for it.
  if (width < pageWidth * 0.2) return false;
  const narrow = width < pageWidth * 0.28;
  const long = lines.filter((l) => l.spans.reduce((n, s) => n + s.text.length, 0) >= PROSE_LINE_CHARS);
  const full = long.filter((l) => l.spans[l.spans.length - 1].x1 - x0 >= width * 0.6 && l.spans.length === 1);
  return full.length >= (narrow ? Math.max(fullLines, 5) : fullLines) && full.length >= long.length * 0.6;
}

/** Shorter lines are headings, names or labels, which say nothing of whether a column is prose. */
const PROSE_LINE_CHARS = 30;
