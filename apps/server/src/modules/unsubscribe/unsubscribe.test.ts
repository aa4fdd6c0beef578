import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UNSUBSCRIBE_MESSAGES } from '@ai-realty/shared/schemas/unsubscribe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAfter, post, randomIp, register, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { unsubscribes } from '../../db/schema.ts';
import { receiptMail } from '../billing/billing-mails.ts';
import { latestMailTo } from '../mail/read-outbox.ts';
import { INVALID_UNSUBSCRIBE_LINK } from './unsubscribe-by-one-click.ts';

// Unsubscribing and what it does to outgoing mail (docs/product/commercial.md#unsubscribe), through the
// real API and the real mail layer writing to the outbox.

describe('unsubscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Reset and verification mails are written by the account-mail job, so the workers run.
    t = await createTestApp({}, {}, { workers: true });
  });
  afterAll(() => t.close());

  const outbox = () => path.join(t.dataDir, 'outbox');
  const unsubscribe = (payload: object, ip = randomIp()) =>
    t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload, remoteAddress: ip });

  /** A marketing mail as any future campaign would send it: through the app's one mail layer. */
  const sendMarketing = (to: string) =>
    t.deps.mail.send({
      to,
      subject: 'Three ways to market a listing this spring',
      text: 'Hello, here are three ideas for your spring listings.\n\nAI Realty\n',
      html: '<!doctype html><html><body><p>Hello, here are three ideas for your spring listings.</p></body></html>',
      category: 'marketing',
    });

  /** The raw .eml of the newest mail to `email`, headers included. */
  async function rawLatestMail(email: string) {
    const mail = await latestMailTo(outbox(), email);
    return mail && { mail, raw: await readFile(path.join(outbox(), mail.file), 'utf8') };
  }

  async function storedRow(email: string) {
    const [row] = await t.deps.database.db.select().from(unsubscribes).where(eq(unsubscribes.email, email));
    return row;
  }

  it('records the address with its feedback and answers the same for any address', async () => {
    const account = await register(t);
    const known = await unsubscribe({ email: account.email, message: '  Too many emails  ' });
    const unknown = await unsubscribe({ email: uniqueEmail('stranger') });
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.success });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await storedRow(account.email)).toMatchObject({ message: 'Too many emails', source: 'form' });
  });

  it('stores the address as the account spells it, and a repeat keeps the earlier feedback', async () => {
    const email = uniqueEmail('repeat');
    await unsubscribe({ email: `  ${email.toUpperCase()} `, message: 'Not relevant to me' });
    const again = await unsubscribe({ email, message: '' });
    expect(again.statusCode).toBe(200);
    expect(await storedRow(email)).toMatchObject({ email, message: 'Not relevant to me' });
    await unsubscribe({ email, message: 'Still not relevant' });
    expect((await storedRow(email)).message).toBe('Still not relevant');
  });

  it('accepts feedback of exactly 500 characters and refuses 501 with the validation shape', async () => {
    expect((await unsubscribe({ email: uniqueEmail(), message: 'x'.repeat(500) })).statusCode).toBe(200);
    const long = await unsubscribe({ email: uniqueEmail(), message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: UNSUBSCRIBE_MESSAGES.feedbackTooLong,
      code: 'VALIDATION_ERROR',
      fields: { message: UNSUBSCRIBE_MESSAGES.feedbackTooLong },
    });
  });

  it('requires a valid email address', async () => {
    const missing = await unsubscribe({ message: 'bye' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { email: 'Email is required' },
    });
    const invalid = await unsubscribe({ email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      error: 'Please enter a valid email address',
      code: 'VALIDATION_ERROR',
    });
  });

  it('marketing mail carries the unsubscribe link and the one-click headers of RFC 8058', async () => {
    const email = uniqueEmail('reader');
    await sendMarketing(email);
    const sent = await rawLatestMail(email);
    expect(sent).toBeDefined();
    const { mail, raw } = sent!;
    const pageLink = `http://localhost:3000/unsubscribe?email=${encodeURIComponent(email)}`;
    expect(mail.text).toContain(`unsubscribe: ${pageLink}`);
    expect(mail.html).toContain(`href="${pageLink}"`);
    // Header lines may be folded; unfold them before reading.
    const head = raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
    const listUnsubscribe = head.match(/^List-Unsubscribe: <([^>]+)>$/m)?.[1];
    expect(listUnsubscribe).toMatch(
      new RegExp(
        `^http://localhost:3000/api/unsubscribe/one-click\\?email=${encodeURIComponent(email).replace(/[.]/g, '\\.')}&token=[\\w-]{43}$`,
      ),
    );
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('an unsubscribed address gets no marketing mail, but still its reset, verification and receipt mails', async () => {
    const account = await register(t);
    expect((await unsubscribe({ email: account.email })).statusCode).toBe(200);
    const before = (await latestMailTo(outbox(), account.email))?.file;

    await sendMarketing(account.email);
    // Another spelling of the same address is the same address.
    await sendMarketing(account.email.toUpperCase());
    expect((await latestMailTo(outbox(), account.email))?.file).toBe(before);

    const { mail: reset } = await mailAfter(t, account.email, () =>
      post(t, '/api/auth/password-reset-request', { email: account.email }),
    );
    expect(reset.subject).toBe('Reset your AI Realty password');
    expect(reset.links.some((l) => l.includes('/reset-password?token='))).toBe(true);

    const { mail: verification } = await mailAfter(t, account.email, () =>
      post(t, '/api/auth/email-verification-request', { email: account.email }),
    );
    expect(verification.subject).toBe('Verify your email address for AI Realty');

    // Receipts are about money the person paid: transactional, so they go out too.
    await t.deps.mail.send(
      receiptMail({
        to: account.email,
        fullName: account.fullName,
        description: 'Small Pack',
        amountCents: 1500,
        currency: 'usd',
        credits: 55,
        paidAt: new Date(),
        paymentId: 'pi_test_receipt',
      }),
    );
    const receipt = await rawLatestMail(account.email);
    expect(receipt?.mail.subject).toBe('Your AI Realty receipt: Small Pack');
    // Mail that is not marketing has no unsubscribe headers: there is nothing to unsubscribe from.
    expect(receipt?.raw).not.toMatch(/^List-Unsubscribe/m);
  });

  it('the one-click POST from a mail client unsubscribes; a tampered signature does nothing', async () => {
    const email = uniqueEmail('oneclick');
    await sendMarketing(email);
    const { raw } = (await rawLatestMail(email))!;
    const head = raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
    const url = new URL(head.match(/^List-Unsubscribe: <([^>]+)>$/m)![1]);
    const target = `${url.pathname}${url.search}`;

    const tampered = await t.app.inject({
      method: 'POST',
      url: target.replace(/token=.{4}/, 'token=AAAA'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: randomIp(),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ error: INVALID_UNSUBSCRIBE_LINK, code: 'VALIDATION_ERROR' });
    const otherAddress = await t.app.inject({
      method: 'POST',
      url: target.replace(encodeURIComponent(email), encodeURIComponent(uniqueEmail('victim'))),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: randomIp(),
    });
    expect(otherAddress.statusCode).toBe(400);
    expect(await storedRow(email)).toBeUndefined();

    // Opening the address in a browser shows the page instead of unsubscribing (RFC 8058).
    const opened = await t.app.inject({ method: 'GET', url: target, remoteAddress: randomIp() });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?email=${encodeURIComponent(email)}`);
    expect(await storedRow(email)).toBeUndefined();

    const res = await t.app.inject({
      method: 'POST',
      url: target,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.success });
    expect(await storedRow(email)).toMatchObject({ source: 'one_click', message: null });

    const before = (await latestMailTo(outbox(), email))?.file;
    await sendMarketing(email);
    expect((await latestMailTo(outbox(), email))?.file).toBe(before);
  });

  it('the one-click POST also works as multipart/form-data, as RFC 8058 prefers', async () => {
    const email = uniqueEmail('multipart');
    await sendMarketing(email);
    const { raw } = (await rawLatestMail(email))!;
    const head = raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
    const url = new URL(head.match(/^List-Unsubscribe: <([^>]+)>$/m)![1]);
    const boundary = '----unsubscribe-test';
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRow(email)).toMatchObject({ source: 'one_click' });
  });

  it('limits each client address like the other public forms (429 with Retry-After)', async () => {
    const ip = randomIp();
    const limit = t.deps.config.RATE_LIMIT_AUTH_PER_MINUTE;
    for (let i = 0; i < limit; i++) {
      expect((await unsubscribe({ email: uniqueEmail() }, ip)).statusCode).toBe(200);
    }
    const refused = await unsubscribe({ email: uniqueEmail() }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Too many requests. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await unsubscribe({ email: uniqueEmail() })).statusCode).toBe(200);
  });
});
