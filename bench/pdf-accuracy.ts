import { existsSync } from 'node:fs';
// AI Detect accuracy: the built-in extractor reads every listing PDF with ground truth (the shared
// fixtures beside the repository and this repository's own generated layouts) and is scored field by
// field: strings ignoring case and whitespace, numbers exactly. Prints accuracy per field and per file.
// Run from the repository root: node bench/pdf-accuracy.ts [--json bench/results/pdf-accuracy.json]
// Exits non-zero when the shared fixtures score below 95%.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBuiltinExtractor } from '../apps/server/src/providers/pdf/builtin-extractor.ts';
import { readPdfText } from '../apps/server/src/providers/pdf/read-pdf-text.ts';
import {
  accuracy,
  type FieldResult,
  listFixtures,
  OWN_LISTING_FIXTURES,
  scoreFields,
} from '../apps/server/test/fixtures/score-extraction.ts';

const SHARED_BUDGET = 0.95;
const { values } = parseArgs({ options: { json: { type: 'string' } } });

const pct = (v: number) => `${(v * 100).toFixed(1)}%`.padStart(7);
const extractor = createBuiltinExtractor();

async function run(label: string, dir: string) {
  const perFile: { file: string; right: number; total: number; ms: number; missed: string[] }[] = [];
  const all: FieldResult[] = [];
  for (const fixture of listFixtures(dir)) {
    if (!fixture.truth) continue;
    const started = performance.now();
    const { text } = await readPdfText(new Uint8Array(await readFile(fixture.pdfPath)));
    const property = await extractor.extract({ text });
    const ms = performance.now() - started;
    const results = scoreFields(fixture.truth, property);
    all.push(...results);
    perFile.push({
      file: fixture.name,
      right: results.filter((r) => r.ok).length,
      total: results.length,
      ms,
      missed: results.filter((r) => !r.ok).map((r) => r.field),
    });
  }
  const perField = new Map<string, { right: number; total: number }>();
  for (const r of all) {
    const entry = perField.get(r.field) ?? { right: 0, total: 0 };
    entry.total++;
    if (r.ok) entry.right++;
    perField.set(r.field, entry);
  }

  console.log(`\n${label} (${dir})`);
  console.log(`  overall ${pct(accuracy(all))}  (${all.filter((r) => r.ok).length}/${all.length} fields)\n`);
  console.log('  per field');
  for (const [field, { right, total }] of [...perField].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`  ${field.padEnd(44)} ${pct(right / total)}  ${right}/${total}`);
  }
  console.log('\n  per file');
  for (const f of perFile) {
    const missed = f.missed.length ? `  missed: ${f.missed.join(', ')}` : '';
    console.log(
      `  ${f.file.padEnd(26)} ${pct(f.right / f.total)}  ${String(f.right).padStart(2)}/${f.total}  ${f.ms.toFixed(0).padStart(4)} ms${missed}`,
    );
  }
  return {
    label,
    accuracy: accuracy(all),
    fields: all.length,
    perField: Object.fromEntries([...perField].map(([k, v]) => [k, v.right / v.total])),
    perFile,
  };
}

/** The team's shared listing PDFs, beside the repository on development machines and in CI only. */
const SHARED_LISTING_FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/listing-pdfs');
// The team's shared listing PDFs sit beside the repository on development machines and in CI, not in a
// clone: without them only the project's own fixtures are scored, and the run says so.
const shared = existsSync(SHARED_LISTING_FIXTURES)
  ? await run('Shared listing PDFs', SHARED_LISTING_FIXTURES)
  : undefined;
if (!shared)
  console.log(`Shared listing PDFs not found at ${SHARED_LISTING_FIXTURES}: scoring own fixtures only.`);
const own = await run('Own listing PDFs (other layouts)', OWN_LISTING_FIXTURES);

if (values.json) {
  await mkdir(path.dirname(values.json), { recursive: true });
  await writeFile(values.json, `${JSON.stringify({ at: new Date().toISOString(), shared, own }, null, 2)}\n`);
}
console.log(
  `\nshared ${shared ? pct(shared.accuracy) : 'absent'} (budget ${pct(SHARED_BUDGET)}), own ${pct(own.accuracy)}`,
);
if (shared && shared.accuracy < SHARED_BUDGET) process.exit(1);
