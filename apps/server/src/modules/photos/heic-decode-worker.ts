import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// Decodes one HEIC photo in a thread of its own: the decoder is WebAssembly running on the thread
// that calls it, and a 12-megapixel photo takes long enough to stall every request if that were the
// event loop. The parent terminates this thread past its time limit.

const require = createRequire(import.meta.url);
const decode = require('heic-decode') as (input: { buffer: Uint8Array }) => Promise<{
  width: number;
  height: number;
  data: Uint8ClampedArray;
}>;

const input = workerData as Uint8Array;
try {
  const image = await decode({ buffer: input });
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  parentPort?.postMessage({ ok: true, width: image.width, height: image.height, data }, [
    data.buffer as ArrayBuffer,
  ]);
} catch (error) {
  parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
}
