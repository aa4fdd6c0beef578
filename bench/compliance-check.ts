// The compliance check on a long text: the Fair Housing checker and the fact guard together, as they
// run on every response and on every keystroke in the property descriptions. The text is about 2,000
// words of the built-in writer's copy for varied listings, with a few phrases to find planted in it.
// Prints the median and p95 of 200 timed runs (after 20 warm-up runs), in wall-clock time and in
// CPU time of this process (which other programs on a busy machine do not inflate), writes
// bench/results/compliance-check.json, and exits non-zero when the median CPU time is 5 ms or more.
// Run from the repository root: node bench/compliance-check.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createBuiltinWriter } from '../apps/server/src/providers/ai/builtin/builtin-writer.ts';
import { REVIEW_LISTINGS } from '../apps/server/src/providers/ai/builtin/fixtures/review-listings.ts';
import { GENERATION_NAMES } from '../packages/shared/src/generation-catalogue.ts';
import { checkCompliance } from '../packages/shared/src/rules/check-compliance.ts';
import { publishableText } from '../packages/shared/src/rules/publishable-text.ts';
import { formatAddress, propertySchema } from '../packages/shared/src/schemas/property.ts';

const BUDGET_MS = 5;
const RUNS = 200;
const WARMUP = 20;

const writer = createBuiltinWriter();
const property = propertySchema.parse(REVIEW_LISTINGS[1]!.property);
const pieces: string[] = [];
for (const type of GENERATION_NAMES) {
  const { text } = await writer.write({ generationType: type, property, address: formatAddress(property) });
  pieces.push(publishableText(text));
}
const planted = [
  'Perfect for young families.',
  'Walking distance to church.',
  'A 7-bedroom home built in 1901.',
  'No Section 8.',
];
let text = '';
for (let i = 0; text.split(/\s+/).length < 2000; i++) {
  text += `${pieces[i % pieces.length]}\n\n${planted[i % planted.length]}\n\n`;
}
const words = text.split(/\s+/).filter(Boolean).length;

let findings = 0;
const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < WARMUP + RUNS; i++) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  findings = checkCompliance(text, property).length;
  const used = process.cpuUsage(cpuStarted);
  if (i >= WARMUP) {
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
}
const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.floor(list.length * q)]!;
const median = at(wall, 0.5);
const p95 = at(wall, 0.95);
const cpuMedian = at(cpu, 0.5);
const ok = cpuMedian < BUDGET_MS;

console.log(
  `compliance check of ${words.toLocaleString('en-US')} words (${text.length.toLocaleString('en-US')} characters), ${findings} findings`,
);
console.log(
  `CPU time: median ${cpuMedian.toFixed(2)} ms (budget ${BUDGET_MS} ms): ${ok ? 'OK' : 'OVER BUDGET'}; wall clock: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${RUNS} runs`,
);

const out = path.join(import.meta.dirname, 'results');
await mkdir(out, { recursive: true });
await writeFile(
  path.join(out, 'compliance-check.json'),
  JSON.stringify(
    {
      words,
      characters: text.length,
      findings,
      cpuMedianMs: cpuMedian,
      wallMedianMs: median,
      wallP95Ms: p95,
      budgetMs: BUDGET_MS,
    },
    null,
    2,
  ),
);
if (!ok) process.exitCode = 1;
