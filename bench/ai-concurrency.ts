// 100 generations at once on PostgreSQL: 10 accounts send 10 generate requests each, all in parallel,
// through the real app with its queue and workers (built-in writer). Every request must be accepted,
// every response must reach Complete, and each account's ledger must sum to its balance.
// Prints a table, writes bench/results/ai-concurrency.json, and exits non-zero on any error.
// Needs DATABASE_URL. Run from the repository root:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/ai-concurrency.ts [--total 100]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { ledgerSum } from '../apps/server/src/modules/credits/credit-ledger.ts';
import { createLiveTextHub } from '../apps/server/src/modules/responses/live-text-hub.ts';
import { createTestProperty } from '../apps/server/test/test-ai.ts';
import { createTestApp } from '../apps/server/test/test-app.ts';
import { createTestUser, creditsOf } from '../apps/server/test/test-users.ts';
import { GENERATION_NAMES } from '../packages/shared/src/generation-catalogue.ts';

if (!process.env.DATABASE_URL) {
  console.error('This benchmark runs on PostgreSQL: set DATABASE_URL.');
  process.exit(2);
}
const { values } = parseArgs({ options: { total: { type: 'string', default: '100' } } });
const total = Number(values.total);
const accounts = 10;
const perAccount = Math.ceil(total / accounts);

// The same migrations the server applies at start-up.
await (await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: true })).close();

const hub = createLiveTextHub();
const settled = new Map<string, { status: string; at: number }>();
const liveText = {
  ...hub,
  finish(id: string, status: 'Complete' | 'Failed', errorMessage?: string | null) {
    settled.set(id, { status, at: performance.now() });
    hub.finish(id, status, errorMessage);
  },
};
const t = await createTestApp({ LOG_LEVEL: 'silent' }, { liveText }, { workers: true });
const owners = await Promise.all(
  Array.from({ length: accounts }, async () => {
    const owner = await createTestUser(t, { credits: perAccount * 3 });
    const property = await createTestProperty(t, owner.user.id);
    return { ...owner, property };
  }),
);

const started = performance.now();
const requests = owners.flatMap((o, a) =>
  Array.from({ length: perAccount }, (_, i) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: o.headers,
      payload: { propertyId: o.property.id, generationType: GENERATION_NAMES[(a + i) % 3] },
    }),
  ),
);
const answers = await Promise.all(requests);
const acceptedAt = performance.now();
const ids = answers.filter((r) => r.statusCode === 200).map((r) => r.json().responseID as string);
const refused = answers.filter((r) => r.statusCode !== 200);

const deadline = Date.now() + 120_000;
while (ids.some((id) => !settled.has(id)) && Date.now() < deadline)
  await new Promise((r) => setTimeout(r, 20));
const doneAt = performance.now();

const failed = ids.filter((id) => settled.get(id)?.status !== 'Complete');
let ledgerMismatches = 0;
for (const o of owners) {
  if ((await ledgerSum(t.deps.database.db, o.user.id)) !== (await creditsOf(t, o.user.id)))
    ledgerMismatches++;
}
await t.close();

const latencies = ids.map((id) => (settled.get(id)?.at ?? doneAt) - started).sort((a, b) => a - b);
const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
const result = {
  database: 'postgres',
  generations: answers.length,
  accepted: ids.length,
  refused: refused.length,
  notComplete: failed.length,
  ledgerMismatches,
  allAcceptedMs: acceptedAt - started,
  allCompleteMs: doneAt - started,
  medianEndToEndMs: q(0.5),
  p95EndToEndMs: q(0.95),
  perSecond: (ids.length / (doneAt - started)) * 1000,
  measuredAt: new Date().toISOString(),
};
console.log(`${answers.length} concurrent generations on PostgreSQL (built-in writer)`);
console.log('| measure | value |');
console.log('| --- | --- |');
console.log(`| accepted / refused | ${result.accepted} / ${result.refused} |`);
console.log(`| not Complete | ${result.notComplete} |`);
console.log(`| accounts whose ledger ≠ balance | ${ledgerMismatches} |`);
console.log(`| all requests answered | ${result.allAcceptedMs.toFixed(0)} ms |`);
console.log(`| all responses Complete | ${result.allCompleteMs.toFixed(0)} ms |`);
console.log(
  `| end to end median / p95 | ${result.medianEndToEndMs.toFixed(0)} / ${result.p95EndToEndMs.toFixed(0)} ms |`,
);
console.log(`| throughput | ${result.perSecond.toFixed(1)} generations/s |`);

const out = path.join('bench', 'results');
await mkdir(out, { recursive: true });
await writeFile(path.join(out, 'ai-concurrency.json'), JSON.stringify(result, null, 2));
if (refused.length || failed.length || ledgerMismatches) {
  console.error('Errors: every generation must be accepted and complete, with ledgers matching balances.');
  process.exit(1);
}
