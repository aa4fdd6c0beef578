import { inflateSync } from 'node:zlib';
import { PdfLimitError, type PdfLimits } from './pdf-limits.ts';

// pdf.js unpacks a compressed stream whole, in memory, when it reads a page: one small stream that
// unpacks to gigabytes (a "Flate bomb") would take the reading thread's memory with it. Before pdf.js
// sees the document, every Flate stream pdf.js may unpack for text (page contents, forms, fonts,
// object streams; images are never decoded for text) is unpacked here by zlib up to what is left of
// the budget, and a document over the budget is refused.

const STREAM = Buffer.from('stream');
const FLATE = /\/(?:FlateDecode|Fl)\b/;
const IMAGE = /\/Subtype\s*\/Image\b/;
/** How far before a `stream` keyword its dictionary is looked for. */
const DICT_WINDOW = 2048;

/** Throws a `PdfLimitError` (`TOO_MUCH_DATA`) when the Flate streams unpack to more than the limit. */
export function checkInflatedSize(data: Uint8Array, limits: PdfLimits): void {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let budget = limits.maxInflatedBytes;
  let at = 0;
  for (;;) {
    const found = bytes.indexOf(STREAM, at);
    if (found < 0) return;
    at = found + STREAM.length;
    // `endstream` contains `stream`; the data starts after the end of line that follows the keyword.
    if (found >= 3 && bytes.toString('latin1', found - 3, found) === 'end') continue;
    let start = at;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    if (start === at) continue;
    const dict = bytes.toString('latin1', Math.max(0, found - DICT_WINDOW), found);
    const open = dict.lastIndexOf('obj');
    const own = open >= 0 ? dict.slice(open) : dict;
    if (!FLATE.test(own) || IMAGE.test(own)) continue;
    const end = bytes.indexOf('endstream', start);
    const raw = bytes.subarray(start, end < 0 ? bytes.length : end);
    const size = inflatedSize(raw, budget + 1);
    budget -= size;
    if (budget < 0) throw new PdfLimitError('TOO_MUCH_DATA', limits);
    at = end < 0 ? bytes.length : end;
  }
}

/** Bytes `raw` unpacks to, counting at most `cap`; 0 when it is not a zlib stream. */
function inflatedSize(raw: Buffer, cap: number): number {
  try {
    return inflateSync(raw, { maxOutputLength: cap, finishFlush: 2 /* Z_SYNC_FLUSH */ }).length;
  } catch (error) {
    // Over the cap: zlib stops there and reports a buffer error.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return cap;
    return 0;
  }
}
