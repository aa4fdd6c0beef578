import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import {
  createWorker,
  type Line as OcrLine,
  type Page as OcrPage,
  type Word as OcrWord,
  OEM,
} from 'tesseract.js';
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';
import { type Item, layoutPage, type PdfLine } from './read-pdf-text.ts';

// Text recognition (OCR) for pages without a text layer: each page is rendered to an image with
// pdf.js on a canvas (@napi-rs/canvas), made grey and contrasted with sharp, and read by tesseract.js
// with the English model that the `@tesseract.js-data/eng` package ships, so nothing is fetched at
// run time. The recognised words
// are laid out by the same `layoutPage` as a text layer's items, so the extractor reads a scan the way
// it reads any other page (docs/decisions/0018-text-recognition-for-scans.md).
//
// This runs on the calling thread: the app calls it through `createPdfReader` (pdf-reader.ts), in a
// bounded worker thread of its own.

/** Resolution a page is rendered at: type of 8 points and more comes out tall enough to read. */
const RENDER_DPI = 200;
/**
 * Pixels of one rendered page at most (a letter page at 200 dpi has 3.7 million): a poster-sized
 * page is rendered at a lower resolution, so a page costs bounded memory and time whatever its size.
 */
export const MAX_PAGE_PIXELS = 8_000_000;
/**
 * Pixels of one image inside the page that pdf.js decodes at most (a letter page scanned at 600 dpi
 * has 34 million); a larger image is left out, and its page reads as empty.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Words tesseract is less sure of (0-100) are left out: on photos and noise they are garbage. */
const MIN_WORD_CONFIDENCE = 30;

export type RecognizedPage = { page: number; lines: (PdfLine | null)[] };

export type RecognizeOptions = {
  /** Pages to read, 1-based, in order. */
  pages: number[];
  /**
   * Wall-clock time (ms since the epoch) the step must end by. A page is only started when the
   * slowest page so far would still end before it, so a slow machine reads fewer pages instead of
   * having the whole step stopped at its time limit.
   */
  deadline?: number;
};

const require = createRequire(import.meta.url);
/** The package's integer "best" LSTM model: the one tesseract.js itself uses for LSTM-only reading. */
const ENGLISH_MODEL_DIR = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng')),
  '4.0.0_best_int',
);

/** Recognises the text of the given pages; pages left out for time are not in the answer. */
export async function recognizePdfPages(data: Uint8Array, opts: RecognizeOptions): Promise<RecognizedPage[]> {
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'));
  const pdf = await getDocumentProxy(data, {
    verbosity: 0,
    stopAtErrors: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    // A scan's page is an image: the machine's fonts are not looked up for the little text it may have.
    useSystemFonts: false,
    CanvasFactory,
  });
  // Started at the first page with something on it: a blank page (the back of a sheet) costs no model.
  let worker: Awaited<ReturnType<typeof createWorker>> | undefined;
  const recognized: RecognizedPage[] = [];
  let slowest = 0;
  try {
    for (const pageNumber of opts.pages) {
      if (opts.deadline !== undefined && Date.now() + slowest > opts.deadline) break;
      const started = Date.now();
      const page = await pdf.getPage(pageNumber);
      const [x0, y0, x1, y1] = page.view;
      const width = x1 - x0;
      const height = y1 - y0;
      const scale = renderScale(width, height);
      const image = await pageImage(page, new CanvasFactory(), scale);
      page.cleanup();
      if (image) {
        worker ??= await englishReader();
        const { data: result } = await worker.recognize(image, {}, { blocks: true, text: false });
        const items = itemsOfRecognizedPage(result, scale, height);
        recognized.push({ page: pageNumber, lines: layoutPage(items, width, pageNumber) });
      } else recognized.push({ page: pageNumber, lines: [] });
      slowest = Math.max(slowest, Date.now() - started);
    }
  } finally {
    await worker?.terminate();
    await pdf.loadingTask.destroy();
  }
  return recognized;
}

/**
 * A tesseract.js worker with the English model. The model is read from the package's folder and never
 * cached elsewhere: `cacheMethod: 'none'` neither looks for nor writes a copy (by default tesseract.js
 * writes one to the working directory), and a local `langPath` is read from disk, never requested
 * over the network.
 */
function englishReader() {
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    cachePath: ENGLISH_MODEL_DIR,
    cacheMethod: 'none',
    gzip: true,
  });
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;
type CanvasFactory = InstanceType<Awaited<ReturnType<typeof createIsomorphicCanvasFactory>>>;

/**
 * Grey levels between a page's lightest and darkest pixel below which it holds no ink: paper, with
 * a scanner's noise (a few levels either way) at most.
 */
const MIN_INK_RANGE = 48;

/**
 * The page rendered as a grey image with its contrast stretched (a faded or tinted scan reads as dark
 * type on white paper), as a binary PGM: tesseract reads it as it is, with nothing to decompress.
 * `undefined` for a blank page.
 */
async function pageImage(
  page: PdfPage,
  canvasFactory: CanvasFactory,
  scale: number,
): Promise<Buffer | undefined> {
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const drawing = canvasFactory.create(width, height);
  let rgba: Uint8ClampedArray;
  try {
    const context = drawing.context as CanvasRenderingContext2D;
    await page.render({ canvas: drawing.canvas as HTMLCanvasElement, canvasContext: context, viewport })
      .promise;
    rgba = context.getImageData(0, 0, width, height).data;
  } finally {
    canvasFactory.destroy(drawing);
  }
  const grey = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .removeAlpha()
    .grayscale()
    .raw()
    .toBuffer();
  let darkest = 255;
  let lightest = 0;
  for (const level of grey) {
    if (level < darkest) darkest = level;
    if (level > lightest) lightest = level;
  }
  if (lightest - darkest < MIN_INK_RANGE) return undefined;
  const stretched = await sharp(grey, { raw: { width, height, channels: 1 } })
    .normalise()
    .grayscale()
    .raw()
    .toBuffer();
  eraseRules(stretched, width, height);
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), stretched]);
}

/** Grey level below which a pixel is ink, light rules included. */
const INK = 192;
/** Unbroken ink this long (half an inch at 200 dpi) is a drawn rule: no letter is that wide or tall. */
const MIN_RULE_PIXELS = 100;
/** A rule is thin: this many pixels to either side of it, the page is paper again. */
const RULE_CLEARANCE = 6;

/**
 * Paints over the thin horizontal and vertical rules of a page (table borders, underlines, frames),
 * in place: touching the letters above and below them, they make the model merge rows or miss them.
 * Dark areas (a photo, a coloured band with light type on it) are left alone.
 */
export function eraseRules(grey: Uint8Array, width: number, height: number): void {
  const rules: { at: number; length: number; step: number; across: number }[] = [];
  const scan = (lines: number, along: number, step: number, across: number) => {
    for (let line = 0; line < lines; line++) {
      const base = line * across;
      let start = -1;
      for (let i = 0; i <= along; i++) {
        const ink = i < along && grey[base + i * step] < INK;
        if (ink && start < 0) start = i;
        else if (!ink && start >= 0) {
          const length = i - start;
          if (length >= MIN_RULE_PIXELS && line >= RULE_CLEARANCE && line < lines - RULE_CLEARANCE)
            rules.push({ at: base + start * step, length, step, across });
          start = -1;
        }
      }
    }
  };
  // Rows, then columns, all found before any is erased, so a cell's border is found both ways.
  scan(height, width, 1, width);
  scan(width, height, width, 1);
  for (const { at, length, step, across } of rules) {
    const offset = RULE_CLEARANCE * across;
    let inked = 0;
    let samples = 0;
    for (let i = 0; i < length; i += 8) {
      const p = at + i * step;
      samples++;
      if (grey[p - offset] < INK || grey[p + offset] < INK) inked++;
    }
    if (inked > samples / 4) continue;
    for (let i = 0; i < length; i++) grey[at + i * step] = 255;
  }
}

/** Render scale (PDF points to pixels): `RENDER_DPI`, lowered for a page that would pass `MAX_PAGE_PIXELS`. */
export function renderScale(width: number, height: number): number {
  const scale = RENDER_DPI / 72;
  const area = Math.max(1, width * height);
  return Math.min(scale, Math.sqrt(MAX_PAGE_PIXELS / area));
}

/**
 * The recognised words as text items in PDF points (origin bottom left, y on the baseline), with the
 * line's height as font size: what `layoutPage` groups into lines and cells. A scan is rarely straight:
 * positions are turned back by the page's skew, so words of one printed row share one baseline, even
 * across columns.
 */
export function itemsOfRecognizedPage(
  result: Pick<OcrPage, 'blocks'>,
  scale: number,
  pageHeight: number,
): Item[] {
  const lines = (result.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const slope = skewOf(lines);
  const items: Item[] = [];
  for (const line of lines) {
    const fontSize = Math.max(1, line.rowAttributes.rowHeight) / scale;
    const { baseline } = line;
    const run = Math.max(1, baseline.x1 - baseline.x0);
    // The model may run one line across two columns (prose beside a bulleted list): each stretch
    // between wide gaps is read as a line of its own, as `layoutPage` makes it a cell of its own.
    const texts = stretchesOf(line.words, line.rowAttributes.rowHeight).flatMap(wordsOfLine);
    line.words.forEach((word, index) => {
      const str = texts[index];
      if (str === undefined) return;
      const x = word.bbox.x0;
      const onBaseline = baseline.y0 + ((baseline.y1 - baseline.y0) * (x - baseline.x0)) / run;
      const y = onBaseline - slope * x;
      items.push({
        str,
        x: x / scale,
        y: pageHeight - y / scale,
        width: (word.bbox.x1 - word.bbox.x0) / scale,
        fontSize,
      });
    });
  }
  return items;
}

/** A line's words cut where the gap between two is wider than `layoutPage`'s gap between cells. */
function stretchesOf(words: OcrWord[], rowHeight: number): OcrWord[][] {
  const stretches: OcrWord[][] = [];
  for (const [index, word] of words.entries()) {
    const previous = words[index - 1];
    if (previous && word.bbox.x0 - previous.bbox.x1 <= rowHeight * 1.6)
      stretches[stretches.length - 1].push(word);
    else stretches.push([word]);
  }
  return stretches;
}

/** The page's skew as a slope (pixels down per pixel right): the median of its longer lines' baselines. */
function skewOf(lines: OcrLine[]): number {
  const slopes = lines
    .map((l) => l.baseline)
    .filter((b) => b.x1 - b.x0 >= 100)
    .map((b) => (b.y1 - b.y0) / (b.x1 - b.x0))
    .sort((p, q) => p - q);
  if (slopes.length === 0) return 0;
  const median = slopes[Math.floor(slopes.length / 2)];
  // A real scan is turned by a few degrees at most; anything steeper is a misread line.
  return Math.abs(median) <= 0.1 ? median : 0;
}

/** Marks the model reads list bullets as: '•' comes out as '*', '+', '»', '«', '°' and the like. */
const BULLET_LOOKALIKE = /^[^A-Za-z0-9$#%&@([\]|]{1,2}$/;
/** Separators between facts on one line ("3BR • 2BA") that are read as angle quotes. */
const INLINE_BULLET_LOOKALIKE = /^[«»•·]$/;
/** The vertical rules of a ruled table, read as characters at either end of a row. */
const TABLE_RULE = /^[|[\]]$/;

/**
 * A recognised line's words as the extractor should see them, `undefined` for those left out: table
 * rules at either end of the line go, the marks a bullet was read as become one '•', an angle quote
 * between words is a bullet too, and words the model is unsure of go.
 */
export function wordsOfLine(words: Pick<OcrWord, 'text' | 'confidence'>[]): (string | undefined)[] {
  const out: (string | undefined)[] = words.map((w) => w.text.trim() || undefined);
  const dropped = (i: number) => out[i] === undefined;
  let start = 0;
  let end = out.length - 1;
  while (start <= end && (dropped(start) || TABLE_RULE.test(out[start] ?? ''))) out[start++] = undefined;
  while (end >= start && (dropped(end) || TABLE_RULE.test(out[end] ?? ''))) out[end--] = undefined;
  let bullet = -1;
  while (start <= end && (dropped(start) || BULLET_LOOKALIKE.test(out[start] ?? ''))) {
    if (!dropped(start)) bullet = start;
    out[start++] = undefined;
  }
  if (start > end) return out.map(() => undefined);
  if (bullet >= 0) out[bullet] = '•';
  for (let i = start; i <= end; i++) {
    const word = out[i];
    if (word === undefined) continue;
    if (INLINE_BULLET_LOOKALIKE.test(word)) out[i] = '•';
    else if (words[i].confidence < MIN_WORD_CONFIDENCE) out[i] = undefined;
  }
  return out;
}
