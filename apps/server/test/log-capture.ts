import { Writable } from 'node:stream';

export type LogLine = { level: number; msg?: string; [key: string]: unknown };

/**
 * A destination for a Fastify/pino logger that keeps what is written, so a test can read the log:
 * `text()` is everything as written, `lines()` every line parsed as pino's JSON.
 */
export function captureLogs() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const text = () => chunks.join('');
  const lines = (): LogLine[] =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { stream, text, lines };
}
