import { Worker } from 'node:worker_threads';
import { PHOTO_MESSAGES } from '@ai-realty/shared/schemas/photo';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

// Every photo is decoded, turned upright, resized and re-encoded before it is stored: what is kept is
// a WebP of at most 2,048 px on its longest side and a 640 px thumbnail, with no metadata, so a
// phone's GPS position never leaves the agent's account. The format is read from the bytes, not from
// the file name or the browser's type.

export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heic';

const FULL_SIDE = 2048;
const THUMB_SIDE = 640;
const MIN_SIDE = 200;
/** Larger than any camera's photo; a bigger canvas is a decompression bomb, not a listing photo. */
const MAX_INPUT_PIXELS = 60_000_000;
const HEIC_TIMEOUT_MS = 20_000;
const HEIC_MEMORY_MB = 512;
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image format the bytes hold, or null when they are not one of the accepted formats. */
export function sniffPhoto(bytes: Uint8Array): PhotoKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}

export type ProcessedPhoto = { full: Buffer; thumb: Buffer; width: number; height: number };

const unreadable = () => new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unreadable, 415);

export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const kind = sniffPhoto(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.notImage, 415);
  let source: Sharp;
  try {
    if (kind === 'heic') {
      const raw = await decodeHeic(bytes);
      if (raw.width * raw.height > MAX_INPUT_PIXELS) throw unreadable();
      source = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } });
    } else {
      source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    }
    // rotate() with no angle applies the EXIF orientation, which is dropped with the rest of the metadata.
    const upright = source.rotate();
    const full = await upright
      .clone()
      .resize(FULL_SIDE, FULL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    if (full.info.width < MIN_SIDE || full.info.height < MIN_SIDE) {
      throw new AppError('VALIDATION_ERROR', PHOTO_MESSAGES.tooFewPixels, 400);
    }
    const thumb = await upright
      .clone()
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

function decodeHeic(bytes: Uint8Array): Promise<{ width: number; height: number; data: Uint8Array }> {
  const copy = new Uint8Array(bytes);
  const worker = new Worker(new URL('./heic-decode-worker.ts', import.meta.url), {
    workerData: copy,
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: HEIC_MEMORY_MB },
    stdout: false,
    stderr: false,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(unreadable());
    }, HEIC_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once(
      'message',
      (reply: { ok: true; width: number; height: number; data: Uint8Array } | { ok: false }) => {
        done();
        if (reply.ok) resolve(reply);
        else reject(unreadable());
      },
    );
    worker.once('error', () => {
      done();
      reject(unreadable());
    });
  });
}
