// AI Detect on scans: each scanned fixture (apps/server/test/fixtures/scanned-pdfs, image-only PDFs
// made from the project's own listings by generate-scanned-pdfs.ts) is read the way a job reads it:
// the bounded document threads of `createPdfReader` (text layer, then text recognition of the pages
// without one) and the built-in extractor in its thread, with the default limits. Prints seconds per
// document and per recognised page (wall-clock and CPU of every thread of the process) and the share
// of the truth's fields right. `--all` also scans the other own layouts in memory and scores them.
// Run from the repository root: node bench/pdf-scanned.ts [--all] [--json bench/results/pdf-scanned.json]
// Exits non-zero when a committed scan scores below 90% or takes 20 s or more.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createIsolatedBuiltinExtractor } from '../apps/server/src/providers/pdf/builtin-extractor.ts';
import { DEFAULT_PDF_LIMITS } from '../apps/server/src/providers/pdf/pdf-limits.ts';
import { createPdfReader } from '../apps/server/src/providers/pdf/pdf-reader.ts';
import {
  SCANNED_FIXTURES_DIR,
  SCANNED_SOURCES,
  scanPdf,
} from '../apps/server/test/fixtures/generate-scanned-pdfs.ts';
import {
  accuracy,
  listFixtures,
  OWN_LISTING_FIXTURES,
  scoreFields,
} from '../apps/server/test/fixtures/score-extraction.ts';

const ACCURACY_BUDGET = 0.9;
const SECONDS_BUDGET = 20;
const { values } = parseArgs({ options: { all: { type: 'boolean' }, json: { type: 'string' } } });

const reader = createPdfReader(DEFAULT_PDF_LIMITS);
const extractor = createIsolatedBuiltinExtractor(DEFAULT_PDF_LIMITS);

type Row = {
  name: string;
  pages: number;
  seconds: number;
  cpuSeconds: number;
  accuracy: number;
  right: number;
  total: number;
  missed: string[];
};

async function measure(name: string, data: Uint8Array, truth: Record<string, unknown>): Promise<Row> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const text = await reader.read(data);
  const property = await extractor.extract({ text: text.text });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const results = scoreFields(truth, property);
  return {
    name,
    pages: text.recognizedPages.length,
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    accuracy: accuracy(results),
    right: results.filter((r) => r.ok).length,
    total: results.length,
    missed: results.filter((r) => !r.ok).map((r) => `${r.field}=${JSON.stringify(r.actual)}`),
  };
}

function print(label: string, rows: Row[]) {
  const right = rows.reduce((n, r) => n + r.right, 0);
  const total = rows.reduce((n, r) => n + r.total, 0);
  const pages = rows.reduce((n, r) => n + r.pages, 0);
  const wall = rows.reduce((n, r) => n + r.seconds, 0);
  const cpu = rows.reduce((n, r) => n + r.cpuSeconds, 0);
  console.log(`\n${label}`);
  console.log('  document                   pages   wall s   cpu s   fields right');
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(26)} ${String(r.pages).padStart(5)} ${r.seconds.toFixed(1).padStart(8)} ${r.cpuSeconds
        .toFixed(1)
        .padStart(7)}   ${(r.accuracy * 100).toFixed(1).padStart(5)}%  ${r.right}/${r.total}${
        r.missed.length ? `  missed: ${r.missed.join('; ')}` : ''
      }`,
    );
  }
  console.log(
    `  all: ${((right / total) * 100).toFixed(1)}% of ${total} fields; ${(wall / pages).toFixed(1)} s wall, ${(
      cpu / pages
    ).toFixed(1)} s CPU per recognised page`,
  );
  return { accuracy: right / total, secondsPerPage: wall / pages, cpuSecondsPerPage: cpu / pages, rows };
}

const committed: Row[] = [];
for (const { name } of SCANNED_SOURCES) {
  const data = new Uint8Array(await readFile(path.join(SCANNED_FIXTURES_DIR, `${name}.pdf`)));
  const truth = JSON.parse(await readFile(path.join(SCANNED_FIXTURES_DIR, `${name}.json`), 'utf8'));
  committed.push(await measure(name, data, truth));
}
const scans = print(`Scanned fixtures (${SCANNED_FIXTURES_DIR})`, committed);

let others: ReturnType<typeof print> | undefined;
if (values.all) {
  const rows: Row[] = [];
  const skipped = new Set<string>(SCANNED_SOURCES.map((s) => s.name));
  for (const [index, fixture] of listFixtures(OWN_LISTING_FIXTURES).entries()) {
    if (!fixture.truth || skipped.has(fixture.name)) continue;
    const scan = await scanPdf(await readFile(fixture.pdfPath), { skew: 0.5, seed: 100 + index });
    rows.push(await measure(fixture.name, scan, fixture.truth));
  }
  others = print('The other own layouts, scanned in memory (0.5° skew)', rows);
}

if (values.json) {
  await mkdir(path.dirname(values.json), { recursive: true });
  await writeFile(
    values.json,
    `${JSON.stringify({ at: new Date().toISOString(), scans, others }, null, 2)}\n`,
  );
}
const failing = committed.filter((r) => r.accuracy < ACCURACY_BUDGET || r.seconds >= SECONDS_BUDGET);
console.log(
  `\n${failing.length === 0 ? 'OK' : 'MISSED'}: every committed scan needs at least ${ACCURACY_BUDGET * 100}% of its fields in under ${SECONDS_BUDGET} s`,
);
if (failing.length > 0) process.exit(1);
