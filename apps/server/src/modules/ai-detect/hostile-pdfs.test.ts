import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { timeOtherRequests } from '../../../test/time-other-requests.ts';
import { creditLedger, pdfJobs } from '../../db/schema.ts';
import { TOO_MANY_UPLOADS_MESSAGE } from './upload-slots.ts';

// Documents made to hurt the server (from a penetration test), sent through the real app while
// another user's requests are timed: PDF reading and extraction run in bounded worker threads, so no
// request waits on them, and each document ends as the refund rule says
// (docs/decisions/0014-isolated-bounded-pdf-analysis.md).

/** A minimal PDF writer: numbered objects, a correct cross-reference table. */
function buildPdf(objects: (string | Buffer)[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(`${xref}\n`));
  return Buffer.concat(chunks);
}

const stream = (content: Buffer, extra = '') =>
  Buffer.concat([
    Buffer.from(`<< /Length ${content.length}${extra} >>\nstream\n`, 'latin1'),
    content,
    Buffer.from('\nendstream'),
  ]);

/**
 * Pages that all show the same content stream (or none: blank pages). The type is tiny so that a
 * line of 45,000 characters still fits the page: pdf.js leaves out text beyond its edges.
 */
function pagesPdf(pageCount: number, lines: string[] | null): Buffer {
  // 1 catalog, 2 pages, 3 font, 4 content, then the pages.
  const kids = Array.from({ length: pageCount }, (_, i) => `${i + 5} 0 R`).join(' ');
  const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = Buffer.from(
    lines
      ? `BT /F1 0.02 Tf ${lines.map((l, i) => `1 0 0 1 2 ${200 - i * 2} Tm (${pdfString(l)}) Tj`).join(' ')} ET`
      : '',
    'latin1',
  );
  const page = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]${
    lines ? ' /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R' : ''
  } >>`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream(content),
    ...Array.from({ length: pageCount }, () => page),
  ]);
}

/** One page whose content stream is small compressed and unpacks to `inflatedBytes` of spaces. */
function flateBombPdf(inflatedBytes: number): Buffer {
  const packed = deflateSync(Buffer.alloc(inflatedBytes, 0x20), { level: 9 });
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    stream(packed, ' /Filter /FlateDecode'),
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>',
  ]);
}

function multipart(file: Buffer, address = '12 Elm Street, Boise, ID 83702') {
  const boundary = '----hostile-pdf';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="address"\r\n\r\n${address}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="listing.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    get payload() {
      return Buffer.concat([this.head, file, this.tail]);
    },
  };
}

const LIMITS = {
  PDF_MAX_PAGES: '60',
  PDF_MAX_TEXT_CHARS: '200000',
  PDF_MAX_INFLATED_MB: '16',
  PDF_TIMEOUT_MS: '15000',
  PDF_UPLOADS_PER_USER: '2',
  PDF_UPLOAD_IDLE_MS: '1500',
  PDF_THREADS: '2',
  // The requests of this file run longer than the server's default request deadline on a busy machine.
  REQUEST_TIMEOUT_MS: '120000',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(LIMITS, {}, { workers: true });
});
afterAll(async () => {
  await t?.close();
});

async function upload(headers: Record<string, string>, file: Buffer) {
  const { payload, contentType } = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: '/api/property/pdf/async',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

async function waitForJob(headers: Record<string, string>, jobId: string) {
  const deadline = Date.now() + 100_000;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/property/pdf/status/${jobId}`, headers });
    const job = res.json();
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} stayed ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function uploadsLeft(): Promise<string[]> {
  try {
    const entries = await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

describe('hostile PDFs', () => {
  it('never hold up another user, and each ends as the limits and the refund rule say', async () => {
    const bystander = await createTestUser(t, { credits: 10 });

    const addressLine = `1 A,${'A'.repeat(3000)}`;
    const emailLine = `${'a'.repeat(39_990)}@example.`;
    const cases = {
      // Made the address and email patterns backtrack for seconds: read in linear time now.
      address: { file: pagesPdf(1, [addressLine]), expect: 'completed' },
      email: { file: pagesPdf(1, [emailLine]), expect: 'completed' },
      // More text than a listing holds: refused while reading, the charge kept.
      text: { file: pagesPdf(5, ['x'.repeat(45_000)]), expect: 'TOO_MUCH_TEXT' },
      // 16 MB allowed: this one unpacks to 100 MB.
      bomb: { file: flateBombPdf(100 * 1024 * 1024), expect: 'TOO_MUCH_DATA' },
    } as const;
    // Built before the clock starts: making them is the test's own work on this event loop.
    const pageBombFiles = [pagesPdf(30_000, ['Bedrooms: 3']), pagesPdf(8_000, null)];
    const timer = timeOtherRequests(t, bystander.headers);
    const users = await Promise.all(Object.keys(cases).map(() => createTestUser(t, { credits: 10 })));
    const submitted = await Promise.all(
      Object.values(cases).map(async (c, i) => {
        const res = await upload(users[i].headers, c.file);
        expect(res.statusCode).toBe(202);
        return res.json().jobId as string;
      }),
    );

    // Thousands of pages, with text or blank: refused at upload, before anything is spent.
    const pageBombs = await Promise.all(
      pageBombFiles.map(async (file) => {
        const owner = await createTestUser(t, { credits: 10 });
        const res = await upload(owner.headers, file);
        return { owner, res };
      }),
    );
    for (const { owner, res } of pageBombs) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', maxPages: 60 });
      expect(res.json().error).toMatch(/^This PDF has more than 60 pages\./);
      expect(await creditsOf(t, owner.user.id)).toBe(10);
      const jobs = await t.deps.database.db.select().from(pdfJobs).where(eq(pdfJobs.userId, owner.user.id));
      expect(jobs).toEqual([]);
    }

    const jobs = await Promise.all(submitted.map((id, i) => waitForJob(users[i].headers, id)));
    const { waits, failures, longestLoopDelayMs } = await timer.stop();

    const names = Object.keys(cases) as (keyof typeof cases)[];
    for (const [i, name] of names.entries()) {
      const job = jobs[i];
      const expected = cases[name].expect;
      const refunds = await t.deps.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.reference, submitted[i]), eq(creditLedger.reason, 'refund')));
      if (expected === 'completed') {
        expect({ name, status: job.status, error: job.errorMessage }).toEqual({
          name,
          status: 'completed',
          error: null,
        });
        expect(await creditsOf(t, users[i].user.id)).toBe(8);
        continue;
      }
      // Over a limit: failed with a message that names it, and not refunded.
      expect({ name, status: job.status }).toEqual({ name, status: 'failed' });
      expect(job.errorMessage).toMatch(
        expected === 'TOO_MUCH_TEXT'
          ? /^This PDF holds more than 200,000 characters of text/
          : /^This PDF unpacks to more than 16 MB of content/,
      );
      expect(job.errorMessage).not.toMatch(/refunded/);
      expect(refunds).toEqual([]);
      expect(await creditsOf(t, users[i].user.id)).toBe(8);
    }

    expect(failures).toEqual([]);
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThan(1000);
    expect(longestLoopDelayMs).toBeLessThan(1000);
  }, 150_000);
});

describe('slow uploads', () => {
  /** An upload that sends its start and then nothing more: the connection stays open. */
  function stalledUpload(headers: Record<string, string>) {
    const { head, contentType } = multipart(pagesPdf(1, ['Bedrooms: 3']));
    const body = new PassThrough();
    body.write(head);
    body.write(Buffer.from('%PDF-1.7\n'));
    return t.app.inject({
      method: 'POST',
      url: '/api/property/pdf/async',
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });
  }

  it('cuts an upload that stalls, keeps none of it, and lets one account send only 2 at once', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const stalled = [stalledUpload(headers), stalledUpload(headers)].map((p) =>
      p.then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      ),
    );
    // Both are now in progress: a third upload from the same account is refused at once.
    await new Promise((r) => setTimeout(r, 500));
    const third = await upload(headers, pagesPdf(1, ['Bedrooms: 3']));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', error: TOO_MANY_UPLOADS_MESSAGE(2) });
    // Another account is not held up by them.
    const other = await createTestUser(t, { credits: 10 });
    const otherUpload = await upload(other.headers, pagesPdf(1, ['Bedrooms: 3']));
    expect(otherUpload.statusCode).toBe(202);

    // Nothing more arrives: the connections are cut, as a client that stopped sending sees it.
    expect(await Promise.all(stalled)).toEqual(['LIGHT_ECONNRESET', 'LIGHT_ECONNRESET']);
    expect(await creditsOf(t, user.id)).toBe(10);
    // The slots are free again once the cut uploads have unwound (the client sees the cut first).
    const retryUntil = Date.now() + 10_000;
    let after = await upload(headers, pagesPdf(1, ['Bedrooms: 3']));
    while (after.statusCode === 429 && Date.now() < retryUntil) {
      await new Promise((r) => setTimeout(r, 100));
      after = await upload(headers, pagesPdf(1, ['Bedrooms: 3']));
    }
    expect(after.statusCode).toBe(202);
    await waitForJob(headers, after.json().jobId);
    await waitForJob(other.headers, otherUpload.json().jobId);
    const deadline = Date.now() + 5_000;
    while ((await uploadsLeft()).length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await uploadsLeft()).toEqual([]);
  }, 120_000);
});

describe('a document that needs more memory than its thread may use', () => {
  let small: TestApp;
  beforeAll(async () => {
    // The smallest heap the config allows, and room to unpack enough content to exceed it.
    small = await createTestApp(
      { ...LIMITS, PDF_WORKER_MEMORY_MB: '32', PDF_MAX_INFLATED_MB: '64' },
      {},
      { workers: true },
    );
  });
  afterAll(async () => {
    await small?.close();
  });

  async function analyse(headers: Record<string, string>, file: Buffer) {
    const { payload, contentType } = multipart(file);
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/property/pdf/async',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json().jobId as string;
    const deadline = Date.now() + 100_000;
    for (;;) {
      const job = (
        await small.app.inject({ method: 'GET', url: `/api/property/pdf/status/${jobId}`, headers })
      ).json();
      if (job.status === 'completed' || job.status === 'failed') return job;
      if (Date.now() > deadline) throw new Error(`job ${jobId} stayed ${job.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('fails that job with a clear message, the API keeps answering, and the next job runs', async () => {
    // A million short text runs on one page, each on a line of its own so none merge: a 20 MB content
    // stream that packs to a few KB, under the unpacked-size limit, whose text items alone outgrow a
    // 32 MB heap before their characters can be counted.
    const content = Buffer.from(
      `BT /F1 0.01 Tf 1 0 0 1 5 700 Tm ${'(ab) Tj 0 -0.0005 Td '.repeat(1_000_000)}ET`,
      'latin1',
    );
    const hungry = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      stream(deflateSync(content, { level: 9 }), ' /Filter /FlateDecode'),
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
    ]);
    const attacker = await createTestUser(small, { credits: 10 });
    const failed = await analyse(attacker.headers, hungry);
    expect(failed.status, failed.errorMessage).toBe('failed');
    expect(failed.errorMessage).toMatch(/^This PDF needs more memory to read than AI Detect allows\./);
    // A document over a limit keeps its charge, as the other limits do.
    expect(await creditsOf(small, attacker.user.id)).toBe(8);

    const other = await createTestUser(small, { credits: 10 });
    expect(
      (await small.app.inject({ method: 'GET', url: '/api/user/get/me', headers: other.headers })).statusCode,
    ).toBe(200);
    const next = await analyse(other.headers, pagesPdf(1, ['12 Elm Street, Boise, ID 83702', 'Bedrooms: 3']));
    expect({ status: next.status, error: next.errorMessage }).toEqual({ status: 'completed', error: null });
  }, 150_000);
});
