// AI generation end to end with the built-in writer: POST /api/ai/generate → the worker writes →
// the response is Complete, on the real app with its queue and workers (PGlite in memory unless
// DATABASE_URL is set). Cycles through every generation type.
// Prints a table, writes bench/results/ai-generation.json, and exits non-zero when the median end
// to end is 1 s or more.
// Run from the repository root: node bench/ai-generation.ts [--runs 42] [--warmup 5]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLiveTextHub, type LiveTextHub } from '../apps/server/src/modules/responses/live-text-hub.ts';
import { createTestProperty } from '../apps/server/test/test-ai.ts';
import { createTestApp } from '../apps/server/test/test-app.ts';
import { createTestUser } from '../apps/server/test/test-users.ts';
import { GENERATION_NAMES } from '../packages/shared/src/generation-catalogue.ts';

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
const property = await createTestProperty(t, user.id);

type Sample = { type: string; acceptMs: number; endToEndMs: number; cpuMs: number };
const samples: Sample[] = [];
for (let i = 0; i < warmup + runs; i++) {
  const generationType = GENERATION_NAMES[i % GENERATION_NAMES.length];
  const cpu = process.cpuUsage();
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/generate',
    headers,
    payload: { propertyId: property.id, generationType },
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
