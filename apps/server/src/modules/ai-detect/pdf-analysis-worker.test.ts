import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_LISTING_FIXTURES } from '../../../test/fixtures/score-extraction.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { creditLedger, pdfJobs, properties } from '../../db/schema.ts';
import { createJobQueue, type JobQueue, type QueueJob } from '../../jobs/job-queue.ts';
import type { QueueName } from '../../jobs/queue-definitions.ts';
import { createBuiltinExtractor } from '../../providers/pdf/builtin-extractor.ts';
import type { PdfExtractor } from '../../providers/pdf/pdf-extractor.ts';
import { ledgerSum } from '../credits/credit-ledger.ts';
import { startPdfAnalysisWorkers } from './pdf-analysis-worker.ts';
import { runPdfAnalysis } from './run-pdf-analysis.ts';

// A worker that dies mid-job: the queue hands the job to another worker, which completes it once;
// the first worker, if it ever resumes, finds the job done and changes nothing.

let t: TestApp;
let second: JobQueue | undefined;
let resumeFirst: () => void = () => undefined;
let firstStarted: () => void = () => undefined;
const firstWorkerStarted = new Promise<void>((resolve) => {
  firstStarted = resolve;
});
/** The first worker's job runs, so the test awaits its late end instead of sleeping. */
const firstRuns: Promise<void>[] = [];

beforeAll(async () => {
  const builtin = createBuiltinExtractor();
  const gate = new Promise<void>((resolve) => {
    resumeFirst = resolve;
  });
  // The first worker's extractor hangs mid-analysis, as a process that is about to be killed would.
  const hanging: PdfExtractor = {
    kind: 'builtin',
    async extract(input) {
      firstStarted();
      await gate;
      return builtin.extract(input);
    },
  };
  t = await createTestApp({ JOB_RETRY_DELAY_SECONDS: '0' }, { pdfExtractor: hanging });
  const queue = t.deps.queue;
  const tracked: JobQueue = {
    ...queue,
    work<T>(name: QueueName, handler: (job: QueueJob<T>) => Promise<void>, opts?: { concurrency?: number }) {
      return queue.work<T>(
        name,
        (job) => {
          const run = handler(job);
          firstRuns.push(run);
          return run;
        },
        opts,
      );
    },
  };
  await startPdfAnalysisWorkers({ ...t.deps, queue: tracked });
});

afterAll(async () => {
  resumeFirst();
  await second?.stop(1000);
  await t?.close();
});

describe('AI Detect worker restart', () => {
  it('retries a job whose worker stopped mid-analysis, with one completion and one charge', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const file = await readFile(path.join(OWN_LISTING_FIXTURES, 'land-parcel.pdf'));
    const boundary = '----restart';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="address"\r\n\r\n2400 Old Mill Road, Dripping Springs, TX 78620\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="land-parcel.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/pdf/async',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();

    // The first worker claims the job and hangs; then its process stops.
    await firstWorkerStarted;
    const [claimed] = await t.deps.database.db.select().from(pdfJobs).where(eq(pdfJobs.id, jobId));
    expect(claimed.status).toBe('processing');
    await t.deps.queue.stop(1000);

    // A new worker process on the same database picks the job up from the queue.
    second = createJobQueue(t.deps.database, { config: t.deps.config, schema: t.deps.queue.schema });
    await startPdfAnalysisWorkers({ ...t.deps, queue: second, pdfExtractor: createBuiltinExtractor() });
    const deadline = Date.now() + 25_000;
    let job = claimed;
    while (job.status !== 'completed' && job.status !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      [job] = await t.deps.database.db.select().from(pdfJobs).where(eq(pdfJobs.id, jobId));
    }
    expect(job.status).toBe('completed');
    expect(job.propertyId).not.toBeNull();

    // The first worker wakes up late: the job is no longer its to complete.
    resumeFirst();
    expect(await runPdfAnalysis(t.deps, jobId, { isFinalAttempt: true })).toBe('skipped');
    // And the first worker's own run, resumed, has ended without writing anything.
    expect(firstRuns.length).toBeGreaterThan(0);
    await Promise.allSettled(firstRuns);

    const owned = await t.deps.database.db.select().from(properties).where(eq(properties.userId, user.id));
    expect(owned.map((p) => p.id)).toEqual([job.propertyId]);
    const [after] = await t.deps.database.db.select().from(pdfJobs).where(eq(pdfJobs.id, jobId));
    expect(after).toMatchObject({ status: 'completed', propertyId: job.propertyId, errorMessage: null });
    const ledger = await t.deps.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.id));
    expect(ledger.filter((r) => r.reference === jobId).map((r) => [r.reason, r.delta])).toEqual([
      ['pdf_analysis', -2],
    ]);
    expect(await creditsOf(t, user.id)).toBe(8);
    expect(await ledgerSum(t.deps.database.db, user.id)).toBe(8);
  });
});
