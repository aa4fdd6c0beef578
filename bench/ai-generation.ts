// AI generation end to end with the built-in writer: POST /api/ai/generate → the worker writes →
// the response is Complete, on the real app with its queue and workers (PGlite in memory unless
// DATABASE_URL is set). Cycles through every generation type and the twelve review listings (rental,
// estate, fixer-upper, triplex, land and more), skipping a type a listing has too little data for.
// Then reports the copy's sentence overlap: the largest share of sentences any two listings have in
// common for each type once names and numbers are masked.
// Prints tables, writes bench/results/ai-generation.json, and exits non-zero when the median end
// to end is 1 s or more.
// Run from the repository root: node bench/ai-generation.ts [--runs 42] [--warmup 5]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLiveTextHub, type LiveTextHub } from '../apps/server/src/modules/responses/live-text-hub.ts';
import { createBuiltinWriter } from '../apps/server/src/providers/ai/builtin/builtin-writer.ts';
import {
  MORE_LISTINGS,
  REVIEW_LISTINGS,
} from '../apps/server/src/providers/ai/builtin/fixtures/review-listings.ts';
import { maxSharedShare } from '../apps/server/src/providers/ai/builtin/quality.ts';
import { createTestProperty } from '../apps/server/test/test-ai.ts';
import { createTestApp } from '../apps/server/test/test-app.ts';
import { createTestUser } from '../apps/server/test/test-users.ts';
import { GENERATION_NAMES } from '../packages/shared/src/generation-catalogue.ts';
import { generationNeeds } from '../packages/shared/src/rules/generation-readiness.ts';
import { formatAddress, propertySchema } from '../packages/shared/src/schemas/property.ts';

const BUDGET_MS = 1000;
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '42' }, warmup: { type: 'string', default: '5' } },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);

/** The real hub, recording when each response finishes: the moment the worker marks it settled. */
function timedHub(): LiveTextHub & { settled(id: string): Promise<{ status: string; at: number }> } {
  const hub = createLiveTextHub();
  const waiting = new Map<string, (v: { status: string; at: number }) => void>();
  const done = new Map<string, { status: string; at: number }>();
  return {
    ...hub,
    finish(id, status, errorMessage) {
      const result = { status, at: performance.now() };
      done.set(id, result);
      waiting.get(id)?.(result);
      hub.finish(id, status, errorMessage);
    },
    settled(id) {
      const known = done.get(id);
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => waiting.set(id, resolve));
    },
  };
}

const liveText = timedHub();
const t = await createTestApp(
  { JOB_POLL_SECONDS: '2', LOG_LEVEL: 'silent' },
  { liveText },
  { workers: true },
);
const { user, headers } = await createTestUser(t, { credits: 10_000 });
const LISTINGS = [...REVIEW_LISTINGS, ...MORE_LISTINGS];
const stored: Awaited<ReturnType<typeof createTestProperty>>[] = [];
for (const listing of LISTINGS) stored.push(await createTestProperty(t, user.id, listing.property));
// Every (listing, type) pair the data supports, interleaved so consecutive runs differ in both.
const jobs = GENERATION_NAMES.flatMap((generationType, ti) =>
  LISTINGS.map((_, li) => {
    const k = (li + ti) % LISTINGS.length;
    return { generationType, listing: LISTINGS[k], property: stored[k] };
  }),
).filter(
  (j) =>
    !generationNeeds(j.generationType, propertySchema.parse(j.listing.property), j.listing.instructions)
      .length,
);

type Sample = { type: string; acceptMs: number; endToEndMs: number; cpuMs: number };
const samples: Sample[] = [];
for (let i = 0; i < warmup + runs; i++) {
  const job = jobs[i % jobs.length];
  const generationType = job.generationType;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/generate',
    headers,
    payload: {
      propertyId: job.property.id,
      generationType,
      ...(job.listing.instructions ? { customInstructions: job.listing.instructions } : {}),
    },
  });
  const accepted = performance.now();
  if (res.statusCode !== 200) throw new Error(`generate answered ${res.statusCode}: ${res.body}`);
  const { status, at } = await liveText.settled(res.json().responseID);
  if (status !== 'Complete') throw new Error(`${generationType} ended ${status}`);
  const used = process.cpuUsage(cpu);
  if (i >= warmup) {
    samples.push({
      type: generationType,
      acceptMs: accepted - started,
      endToEndMs: at - started,
      cpuMs: (used.user + used.system) / 1000,
    });
  }
}
await t.close();

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const row = (label: string, xs: number[]) =>
  `| ${label} | ${quantile(xs, 0.5).toFixed(1)} | ${quantile(xs, 0.95).toFixed(1)} | ${Math.min(...xs).toFixed(1)} |`;
const endToEnd = samples.map((s) => s.endToEndMs);
const median = quantile(endToEnd, 0.5);
console.log(
  `AI generation with the built-in writer on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${samples.length} runs`,
);
console.log('| step | median ms | p95 ms | min ms |');
console.log('| --- | --- | --- | --- |');
console.log(
  row(
    'request answered (Pending)',
    samples.map((s) => s.acceptMs),
  ),
);
console.log(row('request → Complete', endToEnd));
console.log(
  row(
    'process CPU per generation',
    samples.map((s) => s.cpuMs),
  ),
);

// Sentence overlap of the copy, per type, across the twelve listings (same writer, in process).
const writer = createBuiltinWriter();
const overlap: Record<string, number> = {};
for (const generationType of GENERATION_NAMES) {
  const texts = [];
  for (const listing of LISTINGS) {
    const parsed = propertySchema.parse(listing.property);
    const address = formatAddress(parsed);
    if (generationNeeds(generationType, parsed, listing.instructions).length) continue;
    const { text } = await writer.write({
      generationType,
      property: parsed,
      address,
      customInstructions: listing.instructions,
    });
    const a = parsed.BasicInfo.Address;
    texts.push({ text, names: [address, a.Street, a.City, a.State, a.ZipCode] });
  }
  overlap[generationType] = maxSharedShare(texts);
}
console.log('');
console.log(
  `Sentence overlap across ${LISTINGS.length} listings (largest share shared by any two, per type)`,
);
console.log('| type | max shared |');
console.log('| --- | --- |');
for (const [type, share] of Object.entries(overlap))
  console.log(`| ${type} | ${(share * 100).toFixed(0)}% |`);

const out = path.join('bench', 'results');
await mkdir(out, { recursive: true });
await writeFile(
  path.join(out, 'ai-generation.json'),
  JSON.stringify(
    {
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      runs: samples.length,
      medianEndToEndMs: median,
      p95EndToEndMs: quantile(endToEnd, 0.95),
      medianAcceptMs: quantile(
        samples.map((s) => s.acceptMs),
        0.5,
      ),
      budgetMs: BUDGET_MS,
      sentenceOverlap: overlap,
      samples,
      measuredAt: new Date().toISOString(),
    },
    null,
    2,
  ),
);
if (median >= BUDGET_MS) {
  console.error(`Median ${median.toFixed(0)} ms is over the ${BUDGET_MS} ms budget.`);
  process.exit(1);
}
