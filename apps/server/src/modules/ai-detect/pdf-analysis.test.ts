import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDF_ANALYSIS_MESSAGES, PDF_JOBS_LIST_MAX, PDF_MAX_BYTES } from '@ai-realty/shared/schemas/pdf-job';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCANNED_FIXTURES_DIR } from '../../../test/fixtures/generate-scanned-pdfs.ts';
import { accuracy, OWN_LISTING_FIXTURES, scoreFields } from '../../../test/fixtures/score-extraction.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { creditLedger, pdfJobs, properties } from '../../db/schema.ts';
import { ledgerSum } from '../credits/credit-ledger.ts';

// AI Detect through the real app: multipart uploads, the queue and its workers, the built-in
// extractor, disk storage under the test's DATA_DIR, on PGlite or PostgreSQL.

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

function multipart(parts: Part[]) {
  const boundary = `----ai-realty-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const listing = () => readFile(path.join(OWN_LISTING_FIXTURES, 'condo-hoa.pdf'));
const scanned = () => readFile(path.join(OWN_LISTING_FIXTURES, 'scanned-flyer.pdf'));
const corrupt = () => readFile(path.join(OWN_LISTING_FIXTURES, 'corrupt-file.pdf'));

function submit(
  t: TestApp,
  headers: Record<string, string>,
  parts: Part[],
  extra: Record<string, string> = {},
) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/property/pdf/async',
    headers: { ...headers, ...extra, 'content-type': contentType },
    payload,
  });
}

async function waitForJob(
  t: TestApp,
  headers: Record<string, string>,
  jobId: string,
  until: string[],
  timeoutMs = 25_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/property/pdf/status/${jobId}`, headers });
    expect(res.statusCode).toBe(200);
    const job = res.json();
    if (until.includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} stayed ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function storedFiles(t: TestApp): Promise<string[]> {
  const dir = path.join(t.dataDir, 'uploads');
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

/** The upload is removed right after the job's final state commits: wait for it. */
async function expectNoStoredFiles(t: TestApp) {
  const deadline = Date.now() + 5_000;
  while ((await storedFiles(t)).length > 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  expect(await storedFiles(t)).toEqual([]);
}

async function ledgerRows(t: TestApp, userId: string) {
  return t.deps.database.db
    .select({ delta: creditLedger.delta, reason: creditLedger.reason, reference: creditLedger.reference })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.id);
}

async function expectLedgerMatches(t: TestApp, userId: string) {
  expect(await ledgerSum(t.deps.database.db, userId)).toBe(await creditsOf(t, userId));
}

describe('POST /api/property/pdf/async: what is refused costs nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectRefused(
    res: { statusCode: number; json(): any },
    userId: string,
    status: number,
    code: string,
    error?: string,
  ) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, ...(error ? { error } : {}) });
    expect(await creditsOf(t, userId)).toBe(10);
    expect(await storedFiles(t)).toEqual([]);
    const jobs = await t.deps.database.db.select().from(pdfJobs).where(eq(pdfJobs.userId, userId));
    expect(jobs).toEqual([]);
  }

  it('needs a signed-in, verified account', async () => {
    const anonymous = await submit(t, {}, [{ name: 'address', value: '1 Main St' }]);
    expect(anonymous.statusCode).toBe(401);
    const { user, headers } = await createTestUser(t, { verified: false, credits: 10 });
    const res = await submit(t, headers, [
      { name: 'pdf', filename: 'listing.pdf', content: await listing() },
      { name: 'address', value: '1500 Bayshore Drive #1804, Miami, FL 33132' },
    ]);
    await expectRefused(res, user.id, 403, 'EMAIL_VERIFICATION_REQUIRED');
  });

  it('answers 400 with the documented message when the file is missing', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const noFile = await submit(t, headers, [
      { name: 'address', value: '1500 Bayshore Drive #1804, Miami, FL 33132' },
    ]);
    await expectRefused(noFile, user.id, 400, 'VALIDATION_ERROR', PDF_ANALYSIS_MESSAGES.missingInput);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/property/pdf/async',
      headers,
      payload: { address: '1 Main St' },
    });
    await expectRefused(notMultipart, user.id, 400, 'VALIDATION_ERROR', PDF_ANALYSIS_MESSAGES.missingInput);
  });

  it('answers 415 for content that is not a PDF, whatever its name says', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(4000, 7),
    ]);
    for (const content of [png, Buffer.from('Bedrooms: 3\nPrice: $400,000\n'.repeat(100))]) {
      const res = await submit(t, headers, [
        { name: 'address', value: '1 Main St, Austin, TX 78701' },
        { name: 'pdf', filename: 'listing.pdf', content },
      ]);
      await expectRefused(res, user.id, 415, 'UNSUPPORTED_MEDIA_TYPE', PDF_ANALYSIS_MESSAGES.notPdfContent);
    }
  });

  it('answers 415 for a corrupt PDF: the signature alone is not enough', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const res = await submit(t, headers, [
      { name: 'pdf', filename: 'broken.pdf', content: await corrupt() },
      { name: 'address', value: '1 Main St, Austin, TX 78701' },
    ]);
    await expectRefused(res, user.id, 415, 'UNSUPPORTED_MEDIA_TYPE', PDF_ANALYSIS_MESSAGES.notPdfContent);
  });

  it('answers 400 for an empty file', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const res = await submit(t, headers, [
      { name: 'pdf', filename: 'empty.pdf', content: Buffer.alloc(0) },
      { name: 'address', value: '1 Main St, Austin, TX 78701' },
    ]);
    await expectRefused(res, user.id, 400, 'VALIDATION_ERROR', PDF_ANALYSIS_MESSAGES.empty);
  });

  it('answers 413 for 50 MB + 1 byte and keeps nothing of it', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const content = Buffer.alloc(PDF_MAX_BYTES + 1, 0x20);
    content.write('%PDF-1.7\n', 0);
    const res = await submit(t, headers, [
      { name: 'address', value: '1 Main St, Austin, TX 78701' },
      { name: 'pdf', filename: 'huge.pdf', content },
    ]);
    await expectRefused(res, user.id, 413, 'FILE_TOO_LARGE', PDF_ANALYSIS_MESSAGES.tooLarge);
  });

  it('answers 402 before reading the upload when the balance is short', async () => {
    const { user, headers } = await createTestUser(t, { credits: 1 });
    const res = await submit(t, headers, [
      { name: 'pdf', filename: 'listing.pdf', content: await listing() },
      { name: 'address', value: '1500 Bayshore Drive #1804, Miami, FL 33132' },
    ]);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', required: 2, available: 1 });
    expect(await creditsOf(t, user.id)).toBe(1);
    expect(await storedFiles(t)).toEqual([]);
  });

  it('validates the length of the text fields', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const res = await submit(t, headers, [
      { name: 'pdf', filename: 'listing.pdf', content: await listing() },
      { name: 'address', value: '1500 Bayshore Drive #1804, Miami, FL 33132' },
      { name: 'customInstructions', value: 'x'.repeat(2001) },
    ]);
    await expectRefused(res, user.id, 400, 'VALIDATION_ERROR');
    expect(res.json().fields).toHaveProperty('customInstructions');
  });
});

describe('AI Detect job: pending → processing → completed, and the property it creates', () => {
  let t: TestApp;
  let release: () => void = () => undefined;
  beforeAll(async () => {
    t = await createTestApp();
    // The real built-in extractor behind a gate, so the processing state can be observed.
    const { createBuiltinExtractor } = await import('../../providers/pdf/builtin-extractor.ts');
    const builtin = createBuiltinExtractor();
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.deps.pdfExtractor = {
      kind: 'builtin',
      async extract(input) {
        await gate;
        return builtin.extract(input);
      },
    };
  });
  afterAll(async () => {
    release();
    await t?.close();
  });

  it('answers the pending job at once, then completes it into a property with the extracted fields', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    // The address comes after the file, and agrees with the document's: the typed spelling is kept.
    const res = await submit(t, headers, [
      { name: 'pdf', filename: 'C:\\Users\\agent\\Bayshore condo flyer.pdf', content: await listing() },
      { name: 'address', value: '  1500 Bayshore Dr Unit 1804, Miami, FL 33132 ' },
      { name: 'customInstructions', value: ' Mention the balcony ' },
    ]);
    expect(res.statusCode).toBe(202);
    const { jobId, status, newCreditBalance, message } = res.json();
    expect(status).toBe('pending');
    expect(message).toBe(PDF_ANALYSIS_MESSAGES.submitted);
    expect(newCreditBalance).toBe(8);
    expect(await creditsOf(t, user.id)).toBe(8);
    expect(await ledgerRows(t, user.id)).toContainEqual({
      delta: -2,
      reason: 'pdf_analysis',
      reference: jobId,
    });

    const pending = await waitForJob(t, headers, jobId, ['pending']);
    expect(pending).toMatchObject({
      jobId,
      filename: 'Bayshore condo flyer.pdf',
      address: '1500 Bayshore Dr Unit 1804, Miami, FL 33132',
      customInstructions: 'Mention the balcony',
      startedAt: null,
      completedAt: null,
      propertyData: null,
      propertyId: null,
      errorMessage: null,
    });
    expect((await storedFiles(t)).length).toBe(1);

    const { startPdfAnalysisWorkers } = await import('./pdf-analysis-worker.ts');
    await startPdfAnalysisWorkers(t.deps);
    t.deps.queue.wake('pdf-analysis');
    const processing = await waitForJob(t, headers, jobId, ['processing']);
    expect(processing.startedAt).not.toBeNull();
    release();

    const done = await waitForJob(t, headers, jobId, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(done.errorMessage).toBeNull();
    expect(new Date(done.createdAt).getTime()).toBeLessThanOrEqual(new Date(done.startedAt).getTime());
    expect(new Date(done.startedAt).getTime()).toBeLessThanOrEqual(new Date(done.completedAt).getTime());
    expect(done.propertyData.BasicInfo).toEqual({
      PropertyType: 'Condo',
      ListingType: 'For Sale',
      Price: 749000,
      Bedrooms: 2,
      Bathrooms: 2,
      SquareFootage: 1240,
      Address: { Street: '1500 Bayshore Dr Unit 1804', City: 'Miami', State: 'FL', ZipCode: '33132' },
      LotSize: 0,
      LotSizeUnit: 'acres',
      Units: 0,
      // "Parking: One deeded garage space".
      GarageSpaces: 1,
    });
    expect(done).toMatchObject({
      documentAddress: '1500 Bayshore Drive #1804, Miami, FL 33132',
      awaitingAddressChoice: false,
    });
    expect(done.propertyData.RealtorContact.Name).toBe('Lucia Fernández');
    expect(done.propertyData.CustomInstructions.Instructions).toBe('Mention the balcony');

    const property = await t.app.inject({
      method: 'GET',
      url: `/api/property/get/${done.propertyId}`,
      headers,
    });
    expect(property.statusCode).toBe(200);
    expect(property.json()).toMatchObject({
      id: done.propertyId,
      address: '1500 Bayshore Dr Unit 1804, Miami, FL 33132',
      status: 'active',
      property: { BasicInfo: { Price: 749000, Bedrooms: 2 }, LegalCompliance: { HOAFees: 1150 } },
    });
    const search = await t.app.inject({ method: 'GET', url: '/api/property/mylist?q=lucia', headers });
    expect(search.json().map((p: { id: string }) => p.id)).toEqual([done.propertyId]);

    // Paid once, nothing refunded, and the upload is gone once analysed.
    expect(await creditsOf(t, user.id)).toBe(8);
    expect((await ledgerRows(t, user.id)).filter((r) => r.reference === jobId)).toHaveLength(1);
    await expectLedgerMatches(t, user.id);
    await expectNoStoredFiles(t);
  });
});

describe('AI Detect jobs: failures, ownership, listing', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Text recognition of a scan takes seconds of CPU, many more when the suite's other files share
    // the machine's two cores: its time limit is not what these tests are about.
    t = await createTestApp({ PDF_TIMEOUT_MS: '90000' }, {}, { workers: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the address from the document when none is typed', async () => {
    const { headers } = await createTestUser(t, { credits: 10 });
    const res = await submit(t, headers, [{ name: 'pdf', filename: 'condo.pdf', content: await listing() }]);
    expect(res.statusCode).toBe(202);
    const done = await waitForJob(t, headers, res.json().jobId, ['completed', 'failed']);
    expect(done).toMatchObject({
      status: 'completed',
      address: '',
      documentAddress: '1500 Bayshore Drive #1804, Miami, FL 33132',
      awaitingAddressChoice: false,
      scannedPages: 0,
    });
    const property = await t.app.inject({
      method: 'GET',
      url: `/api/property/get/${done.propertyId}`,
      headers,
    });
    expect(property.json().address).toBe('1500 Bayshore Drive #1804, Miami, FL 33132');
  });

  it('asks which address to keep when the typed one and the document disagree, and creates the property once', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const other = await createTestUser(t, { credits: 10 });
    const conflicting = async () => {
      const res = await submit(t, headers, [
        { name: 'pdf', filename: 'condo.pdf', content: await listing() },
        { name: 'address', value: '1500 Bayshore Dr Unit 1804, Miami, FL 33131' },
      ]);
      return waitForJob(t, headers, res.json().jobId, ['completed', 'failed']);
    };
    const choose = (jobId: string, use: string, as = headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/property/pdf/jobs/${jobId}/address`,
        headers: as,
        payload: { use },
      });
    const countProperties = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/property/mylist', headers })).json().length;

    const before = await countProperties();
    const job = await conflicting();
    expect(job).toMatchObject({
      status: 'completed',
      propertyId: null,
      address: '1500 Bayshore Dr Unit 1804, Miami, FL 33131',
      documentAddress: '1500 Bayshore Drive #1804, Miami, FL 33132',
      awaitingAddressChoice: true,
    });
    expect(await countProperties()).toBe(before);

    expect((await choose(job.jobId, 'typed', other.headers)).statusCode).toBe(404);
    expect((await choose(job.jobId, 'neither')).statusCode).toBe(400);
    const typed = await choose(job.jobId, 'typed');
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ awaitingAddressChoice: false });
    const created = await t.app.inject({
      method: 'GET',
      url: `/api/property/get/${typed.json().propertyId}`,
      headers,
    });
    expect(created.json().address).toBe('1500 Bayshore Dr Unit 1804, Miami, FL 33131');
    // A second answer (another tab) creates nothing more.
    expect((await choose(job.jobId, 'document')).statusCode).toBe(404);
    expect(await countProperties()).toBe(before + 1);

    const second = await conflicting();
    const fromDocument = await choose(second.jobId, 'document');
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/property/get/${fromDocument.json().propertyId}`,
      headers,
    });
    expect(kept.json().address).toBe('1500 Bayshore Drive #1804, Miami, FL 33132');
    expect(await creditsOf(t, user.id)).toBe(6);
  });

  // One recognition only: OCR takes seconds a page (bench/pdf-scanned.ts measures all three scans).
  it('reads a scanned flyer by text recognition, says so, and creates its property', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const scan = await readFile(path.join(SCANNED_FIXTURES_DIR, 'flyer-open-house.pdf'));
    const truth = JSON.parse(
      await readFile(path.join(SCANNED_FIXTURES_DIR, 'flyer-open-house.json'), 'utf8'),
    );
    const res = await submit(t, headers, [{ name: 'pdf', filename: 'scanned-flyer.pdf', content: scan }]);
    expect(res.statusCode).toBe(202);
    const job = await waitForJob(t, headers, res.json().jobId, ['completed', 'failed'], 90_000);
    expect(job).toMatchObject({
      status: 'completed',
      scannedPages: 1,
      documentAddress: '418 Cedar Hollow Lane, Asheville, NC 28804',
      errorMessage: null,
    });
    const results = scoreFields(truth, job.propertyData);
    expect(
      accuracy(results),
      results
        .filter((r) => !r.ok)
        .map((r) => `${r.field}: ${JSON.stringify(r.actual)}`)
        .join('\n'),
    ).toBeGreaterThanOrEqual(0.9);
    const owned = await t.deps.database.db.select().from(properties).where(eq(properties.userId, user.id));
    expect(owned.map((p) => p.id)).toEqual([job.propertyId]);
    expect(await creditsOf(t, user.id)).toBe(8);
    await expectNoStoredFiles(t);
  }, 120_000);

  it('fails a scan with no text to recognise with a message that says so, and refunds', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const res = await submit(t, headers, [
      { name: 'address', value: '12 Elm Street, Boise, ID 83702' },
      { name: 'pdf', filename: 'scan.pdf', content: await scanned() },
    ]);
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    const job = await waitForJob(t, headers, jobId, ['completed', 'failed']);
    expect(job.status).toBe('failed');
    expect(job.errorMessage).toBe(
      'No text could be read from this scanned PDF. Upload a sharper scan or a PDF with selectable text. Your 2 credits were refunded.',
    );
    expect(job.completedAt).not.toBeNull();
    expect(job.propertyId).toBeNull();
    expect(await creditsOf(t, user.id)).toBe(10);
    expect(await ledgerRows(t, user.id)).toContainEqual({ delta: 2, reason: 'refund', reference: jobId });
    await expectLedgerMatches(t, user.id);
    const owned = await t.deps.database.db.select().from(properties).where(eq(properties.userId, user.id));
    expect(owned).toEqual([]);
    await expectNoStoredFiles(t);
  });

  it('shows a job only to its owner', async () => {
    const owner = await createTestUser(t, { credits: 10 });
    const other = await createTestUser(t, { credits: 10 });
    const res = await submit(t, owner.headers, [
      { name: 'address', value: '1500 Bayshore Drive #1804, Miami, FL 33132' },
      { name: 'pdf', filename: 'listing.pdf', content: await listing() },
    ]);
    const { jobId } = res.json();
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/property/pdf/status/${jobId}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/property/pdf/status/not-an-id',
      headers: other.headers,
    });
    expect(garbage.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/property/pdf/jobs', headers: other.headers });
    expect(list.json()).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/property/pdf/jobs' });
    expect(anonymous.statusCode).toBe(401);
    await waitForJob(t, owner.headers, jobId, ['completed']);
  });

  it('lists the caller’s jobs newest first, filtered by status and capped', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const base = Date.now() - 1_000_000;
    await t.deps.database.db.insert(pdfJobs).values(
      Array.from({ length: PDF_JOBS_LIST_MAX + 5 }, (_, i) => ({
        userId: user.id,
        status: i % 2 === 0 ? ('completed' as const) : ('failed' as const),
        filename: `listing-${i}.pdf`,
        address: `${i} Main St`,
        storageKey: `00/00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
        sizeBytes: 1000,
        cost: 2,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const all = await t.app.inject({ method: 'GET', url: '/api/property/pdf/jobs', headers });
    expect(all.statusCode).toBe(200);
    const jobs = all.json();
    expect(jobs).toHaveLength(PDF_JOBS_LIST_MAX);
    expect(jobs[0].filename).toBe(`listing-${PDF_JOBS_LIST_MAX + 4}.pdf`);
    const times = jobs.map((j: { createdAt: string }) => new Date(j.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/property/pdf/jobs?status=failed',
      headers,
    });
    expect(failed.json().every((j: { status: string }) => j.status === 'failed')).toBe(true);
    expect(failed.json()).toHaveLength(52);
    const bad = await t.app.inject({ method: 'GET', url: '/api/property/pdf/jobs?status=done', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('charges a retried request with the same Idempotency-Key once', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const parts: Part[] = [
      { name: 'address', value: '1500 Bayshore Drive #1804, Miami, FL 33132' },
      { name: 'pdf', filename: 'listing.pdf', content: await listing() },
    ];
    const first = await submit(t, headers, parts, { 'idempotency-key': 'upload-1' });
    const second = await submit(t, headers, parts, { 'idempotency-key': 'upload-1' });
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json().jobId).toBe(first.json().jobId);
    expect(await creditsOf(t, user.id)).toBe(8);
    await waitForJob(t, headers, first.json().jobId, ['completed']);
    const owned = await t.deps.database.db.select().from(properties).where(eq(properties.userId, user.id));
    expect(owned).toHaveLength(1);
    await expectLedgerMatches(t, user.id);
  });
});

describe('AI Detect job: failures that are not the user’s', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { JOB_RETRY_LIMIT: '1' },
      {
        pdfExtractor: {
          kind: 'model',
          async extract() {
            throw new Error('model service unavailable');
          },
        },
      },
      { workers: true },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('retries, then fails with a readable message and refunds once', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const res = await submit(t, headers, [
      { name: 'address', value: '1500 Bayshore Drive #1804, Miami, FL 33132' },
      { name: 'pdf', filename: 'listing.pdf', content: await listing() },
    ]);
    const { jobId } = res.json();
    const job = await waitForJob(t, headers, jobId, ['completed', 'failed']);
    expect(job.status).toBe('failed');
    expect(job.errorMessage).toBe(
      'The analysis could not be completed. Please try again. Your 2 credits were refunded.',
    );
    expect(await creditsOf(t, user.id)).toBe(10);
    const rows = await t.deps.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reference, jobId)));
    expect(rows.map((r) => r.reason).sort()).toEqual(['pdf_analysis', 'refund']);
    await expectLedgerMatches(t, user.id);
    await expectNoStoredFiles(t);
  });
});
