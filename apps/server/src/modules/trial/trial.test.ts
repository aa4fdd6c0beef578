import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import { PDF_ANALYSIS_MESSAGES } from '@ai-realty/shared/schemas/pdf-job';
import { emptyProperty, type Property } from '@ai-realty/shared/schemas/property';
import { TRIAL_MESSAGES, TRIAL_SESSION_HOURS } from '@ai-realty/shared/schemas/trial';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, mailedToken, post, randomIp, uniqueEmail } from '../../../test/auth-helpers.ts';
import { SCANNED_FIXTURES_DIR } from '../../../test/fixtures/generate-scanned-pdfs.ts';
import { OWN_LISTING_FIXTURES } from '../../../test/fixtures/score-extraction.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties, trialPdfJobs, trialSessions, users } from '../../db/schema.ts';
import { StoredFileNotFoundError } from '../../providers/storage/file-storage.ts';
import { deleteExpiredTrialSessions } from './delete-expired-trial-sessions.ts';
import { insertTrialPdfJob } from './trial-repo.ts';

// The free trial through the real app: sessions, the one free PDF analysis on the real queue and
// extractor, the trial property, registration that carries it, expiry, clean-up and the per-IP limits.

const PER_MINUTE = 6;
const SESSIONS_PER_HOUR = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      RATE_LIMIT_TRIAL_PER_MINUTE: String(PER_MINUTE),
      RATE_LIMIT_TRIAL_SESSIONS_PER_HOUR: String(SESSIONS_PER_HOUR),
    },
    {},
    { workers: true },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = `----trial-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function startSession(body?: object) {
  const res = await post(t, '/api/trial/session/create', body ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    sessionId: string;
    expiresAt: string;
    pdfUploadsLeft: number;
    pdfJobId: string | null;
    hasProperty: boolean;
  };
}

async function sendPdf(
  sessionId: string,
  fixture = 'condo-hoa.pdf',
  ip = randomIp(),
  { dir = OWN_LISTING_FIXTURES, address = '88 Harbor View Dr, Unit 12, San Diego, CA 92101' } = {},
) {
  const content = await readFile(path.join(dir, fixture));
  const { payload, contentType } = multipart({ sessionId, address }, { name: fixture, content });
  return t.app.inject({
    method: 'POST',
    url: '/api/trial/pdf/process',
    headers: { 'content-type': contentType },
    payload,
    remoteAddress: ip,
  });
}

async function waitForJob(sessionId: string, jobId: string, timeout = 30_000) {
  return vi.waitFor(
    async () => {
      const res = await post(t, '/api/trial/pdf/status', { sessionId, jobId });
      expect(res.statusCode, res.body).toBe(200);
      const job = res.json();
      if (job.status !== 'completed' && job.status !== 'failed') throw new Error(`still ${job.status}`);
      return job as {
        status: string;
        propertyData: string | null;
        errorMessage: string | null;
        scannedPages: number;
      };
    },
    { timeout, interval: 200 },
  );
}

function wizardProperty(): Property {
  const p = emptyProperty();
  p.BasicInfo.Address = { Street: '12 Elm Street', City: 'Springfield', State: 'IL', ZipCode: '62701' };
  p.BasicInfo.PropertyType = 'Townhouse';
  p.BasicInfo.ListingType = 'For Sale';
  p.BasicInfo.Price = 325_000;
  p.BasicInfo.Bedrooms = 3;
  p.BasicInfo.Bathrooms = 2;
  p.KeyFeatures.ArchitecturalDetails = 'Updated Kitchen, Fireplace';
  p.Amenities.Onsite = 'Gym, Pool';
  p.SEO.Keywords = ['walkable', 'quiet street'];
  return p;
}

async function expire(sessionId: string) {
  await t.deps.database.db
    .update(trialSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(trialSessions.id, sessionId));
}

describe('trial sessions', () => {
  it('lasts 24 hours and answers a still-valid id again instead of starting another', async () => {
    const first = await startSession();
    const hours = (Date.parse(first.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(TRIAL_SESSION_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(TRIAL_SESSION_HOURS);
    expect(first).toMatchObject({ pdfUploadsLeft: 1, pdfJobId: null, hasProperty: false });

    const again = await startSession({ sessionId: first.sessionId });
    expect(again.sessionId).toBe(first.sessionId);
    expect(again.expiresAt).toBe(first.expiresAt);

    const unknown = await startSession({ sessionId: 'not-a-session' });
    expect(unknown.sessionId).not.toBe(first.sessionId);
  });

  it('starts a new session when the one sent back has expired', async () => {
    const old = await startSession();
    await expire(old.sessionId);
    const fresh = await startSession({ sessionId: old.sessionId });
    expect(fresh.sessionId).not.toBe(old.sessionId);
  });

  it('answers bad and expired session ids with 4xx JSON carrying an error', async () => {
    const bad = await post(t, '/api/trial/property/create', {
      sessionId: 'garbage',
      property: wizardProperty(),
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ error: TRIAL_MESSAGES.noSession });

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/trial/ai/list?sessionId=00000000-0000-4000-8000-000000000000',
      remoteAddress: randomIp(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(TRIAL_MESSAGES.noSession);

    const missing = await post(t, '/api/trial/pdf/status', {});
    expect(missing.statusCode).toBe(400);
    expect(typeof missing.json().error).toBe('string');

    const { sessionId } = await startSession();
    await expire(sessionId);
    for (const res of [
      await post(t, '/api/trial/property/create', { sessionId, property: wizardProperty() }),
      await t.app.inject({
        method: 'GET',
        url: `/api/trial/ai/list?sessionId=${sessionId}`,
        remoteAddress: randomIp(),
      }),
      await post(t, '/api/trial/pdf/status', { sessionId, jobId: sessionId }),
      await sendPdf(sessionId),
    ]) {
      expect(res.statusCode, res.body).toBe(410);
      expect(res.json().error).toBe(TRIAL_MESSAGES.expired);
    }
  });
});

describe('the trial PDF', () => {
  it('analyses one PDF per session, free, and makes the result the trial property', async () => {
    const { sessionId } = await startSession();
    const first = await sendPdf(sessionId);
    expect(first.statusCode, first.body).toBe(202);
    const { jobId } = first.json();

    const second = await sendPdf(sessionId);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(TRIAL_MESSAGES.pdfLimit);
    expect(
      await t.deps.database.db.select().from(trialPdfJobs).where(eq(trialPdfJobs.sessionId, sessionId)),
    ).toHaveLength(1);

    const job = await waitForJob(sessionId, jobId);
    expect(job.status, job.errorMessage ?? '').toBe('completed');
    // A document with a text layer: nothing was read from a scan.
    expect(job.scannedPages).toBe(0);
    const extracted = JSON.parse(job.propertyData!) as Property;
    expect(extracted.BasicInfo.Address.City).toBe('San Diego');

    const restored = await startSession({ sessionId });
    expect(restored).toMatchObject({ sessionId, pdfUploadsLeft: 0, pdfJobId: jobId, hasProperty: true });

    const [session] = await t.deps.database.db
      .select()
      .from(trialSessions)
      .where(eq(trialSessions.id, sessionId));
    expect((session.property as Property).BasicInfo.Address.City).toBe('San Diego');
  }, 60_000);

  // One recognition: OCR takes seconds a page, many more on a busy machine.
  it('reads a scanned flyer by text recognition and says it was read from a scan', async () => {
    const { sessionId } = await startSession();
    const sent = await sendPdf(sessionId, 'flyer-open-house.pdf', randomIp(), {
      dir: SCANNED_FIXTURES_DIR,
      address: '418 Cedar Hollow Lane, Asheville, NC 28804',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const job = await waitForJob(sessionId, sent.json().jobId, 90_000);
    expect(job).toMatchObject({ status: 'completed', scannedPages: 1, errorMessage: null });
    const extracted = JSON.parse(job.propertyData!) as Property;
    expect(extracted.BasicInfo.Address.City).toBe('Asheville');
    const [row] = await t.deps.database.db
      .select()
      .from(trialPdfJobs)
      .where(eq(trialPdfJobs.sessionId, sessionId));
    expect(row.scannedPages).toBe(1);
  }, 120_000);

  it('refuses what AI Detect refuses, without using up the session', async () => {
    const { sessionId } = await startSession();
    const corrupt = await sendPdf(sessionId, 'corrupt-file.pdf');
    expect(corrupt.statusCode).toBe(415);
    expect(corrupt.json().error).toBe(PDF_ANALYSIS_MESSAGES.notPdfContent);

    const form = multipart({ sessionId });
    const noAddress = await t.app.inject({
      method: 'POST',
      url: '/api/trial/pdf/process',
      headers: { 'content-type': form.contentType },
      payload: form.payload,
      remoteAddress: randomIp(),
    });
    expect(noAddress.statusCode, noAddress.body).toBe(400);
    expect(noAddress.json().error).toBe(PDF_ANALYSIS_MESSAGES.missingInput);

    expect((await startSession({ sessionId })).pdfUploadsLeft).toBe(1);
  });
});

describe('trial property, AI options and registration', () => {
  it('registers as usual and carries the trial property into the new account', async () => {
    const { sessionId } = await startSession();
    const incomplete = emptyProperty();
    const refused = await post(t, '/api/trial/property/create', { sessionId, property: incomplete });
    expect(refused.statusCode).toBe(400);

    const saved = await post(t, '/api/trial/property/create', { sessionId, property: wizardProperty() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().property.BasicInfo.Address.Street).toBe('12 Elm Street');

    const options = await t.app.inject({
      method: 'GET',
      url: `/api/trial/ai/list?sessionId=${sessionId}`,
      remoteAddress: randomIp(),
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().availableOptions.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(['listing_description', 'keywords', 'demographics']),
    );

    const account = { fullName: 'Trial Visitor', email: uniqueEmail('trial'), password: 'correct-horse-1' };
    const registered = await post(t, '/api/trial/register', { sessionId, ...account });
    expect(registered.statusCode, registered.body).toBe(201);

    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, account.email));
    expect(user.credits).toBe(0);
    const owned = await t.deps.database.db.select().from(properties).where(eq(properties.userId, user.id));
    expect(owned).toHaveLength(1);
    expect(owned[0].address).toContain('12 Elm Street');

    // The credits still come with verification, from the mailed link.
    const token = await vi.waitFor(() => mailedToken(t, account.email, '/verify-email'), { timeout: 10_000 });
    expect((await post(t, '/api/auth/email-verification-confirm', { token })).statusCode).toBe(200);
    const signedIn = await login(t, account);
    expect(signedIn.statusCode).toBe(200);
    const [verified] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(verified.credits).toBe(REGISTRATION_CREDITS);

    // The session ended with the registration.
    const after = await post(t, '/api/trial/pdf/status', { sessionId, jobId: sessionId });
    expect(after.statusCode).toBe(404);
  }, 60_000);

  it('never adds the trial property to an account that already exists', async () => {
    const email = uniqueEmail('taken');
    expect(
      (await post(t, '/api/user/create', { fullName: 'Owner One', email, password: 'correct-horse-1' }))
        .statusCode,
    ).toBe(201);
    const [owner] = await t.deps.database.db.select().from(users).where(eq(users.email, email));

    const { sessionId } = await startSession();
    await post(t, '/api/trial/property/create', { sessionId, property: wizardProperty() });
    const res = await post(t, '/api/trial/register', {
      sessionId,
      fullName: 'Someone Else',
      email,
      password: 'other-pass-1',
    });
    expect(res.statusCode).toBe(201);
    expect(
      await t.deps.database.db.select().from(properties).where(eq(properties.userId, owner.id)),
    ).toHaveLength(0);
  });
});

describe('expiry and clean-up', () => {
  it('deletes expired sessions with their jobs and stored files, and keeps live ones', async () => {
    const live = await startSession();
    const old = await startSession();
    const stored = await t.deps.storage.put(Readable.from([Buffer.from('%PDF-1.4 pending upload')]), {
      contentType: 'application/pdf',
    });
    await insertTrialPdfJob(t.deps.database.db, {
      sessionId: old.sessionId,
      filename: 'listing.pdf',
      address: '1 Main St, Springfield, IL 62701',
      storageKey: stored.key,
      sizeBytes: stored.size,
      customInstructions: null,
    });
    await expire(old.sessionId);

    expect(await deleteExpiredTrialSessions(t.deps)).toBeGreaterThanOrEqual(1);

    const rows = await t.deps.database.db.select({ id: trialSessions.id }).from(trialSessions);
    expect(rows.map((r) => r.id)).toContain(live.sessionId);
    expect(rows.map((r) => r.id)).not.toContain(old.sessionId);
    expect(
      await t.deps.database.db.select().from(trialPdfJobs).where(eq(trialPdfJobs.sessionId, old.sessionId)),
    ).toHaveLength(0);
    await expect(t.deps.storage.get(stored.key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
  });
});

describe('per-IP limits', () => {
  it('limits each trial endpoint per client address, and new sessions per hour', async () => {
    const ip = randomIp();
    const create = (body: object = {}) =>
      t.app.inject({ method: 'POST', url: '/api/trial/session/create', payload: body, remoteAddress: ip });
    const codes: number[] = [];
    for (let i = 0; i < SESSIONS_PER_HOUR + 1; i++) codes.push((await create()).statusCode);
    expect(codes).toEqual([...Array(SESSIONS_PER_HOUR).fill(200), 429]);

    const other = randomIp();
    const { sessionId } = await startSession();
    const list = () =>
      t.app.inject({ method: 'GET', url: `/api/trial/ai/list?sessionId=${sessionId}`, remoteAddress: other });
    for (let i = 0; i < PER_MINUTE; i++) expect((await list()).statusCode).toBe(200);
    const limited = await list();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.any(String) });
    // Another address is not affected.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/trial/ai/list?sessionId=${sessionId}`,
          remoteAddress: randomIp(),
        })
      ).statusCode,
    ).toBe(200);
  });
});
