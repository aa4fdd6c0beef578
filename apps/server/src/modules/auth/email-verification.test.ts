import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  latestMail,
  mailAfter,
  mailedToken,
  post,
  register,
  signedInAccount,
  uniqueEmail,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { creditLedger, emailTokens, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { ledgerSum } from '../credits/credit-ledger.ts';

const REQUEST_MESSAGE =
  'If that address belongs to an account awaiting verification, a verification email is on its way.';

describe('email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Requested verification mails are written by the account-mail job, so the workers run.
    t = await createTestApp({}, {}, { workers: true });
  });
  afterAll(() => t.close());

  async function finishedAccountMailJobs(): Promise<number> {
    const result = await t.deps.database.db.execute(
      sql.raw(
        `select count(*)::int as n from "${t.deps.queue.schema}".job where name = 'account-mail' and state = 'completed'`,
      ),
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
  }

  async function userByEmail(email: string) {
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  it('verifies the address and grants 10 credits exactly once, through the ledger', async () => {
    const account = await register(t);
    const token = await mailedToken(t, account.email, '/verify-email');

    const first = await post(t, '/api/auth/email-verification-confirm', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/^Email verified successfully/);

    const second = await post(t, '/api/auth/email-verification-confirm', { token });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: 'Email already verified. You can now log in.' });

    const user = await userByEmail(account.email);
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.credits).toBe(10);
    expect(await ledgerSum(t.deps.database.db, user.id)).toBe(10);
    const rows = await t.deps.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        delta: 10,
        reason: 'registration_bonus',
        reference: user.id,
        balanceAfter: 10,
      }),
    ]);
  });

  it('grants once even when two confirmations race, and a second link changes nothing', async () => {
    const account = await signedInAccount(t);
    const firstToken = await mailedToken(t, account.email, '/verify-email');
    const { result: resend } = await mailAfter(t, account.email, () =>
      post(t, '/api/auth/email-verification-request', { email: account.email }, account.headers),
    );
    expect(resend.json()).toEqual({ message: REQUEST_MESSAGE });
    const secondToken = await mailedToken(t, account.email, '/verify-email');
    expect(secondToken).not.toBe(firstToken);

    const results = await Promise.all([
      post(t, '/api/auth/email-verification-confirm', { token: firstToken }),
      post(t, '/api/auth/email-verification-confirm', { token: firstToken }),
      post(t, '/api/auth/email-verification-confirm', { token: secondToken }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const user = await userByEmail(account.email);
    expect(user.credits).toBe(10);
    expect(await ledgerSum(t.deps.database.db, user.id)).toBe(user.credits);

    const me = await t.app.inject({ method: 'GET', url: '/api/user/get/me', headers: account.headers });
    expect(me.json()).toMatchObject({ isEmailVerified: true, credits: 10 });
  });

  it('answers the expired message for an expired link and the invalid message for an unknown one', async () => {
    const account = await register(t);
    const token = await mailedToken(t, account.email, '/verify-email');
    await t.deps.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, sha256(token)));

    const expired = await post(t, '/api/auth/email-verification-confirm', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: 'Verification token has expired. Please request a new verification email.',
      code: 'VALIDATION_ERROR',
    });

    const invalid = await post(t, '/api/auth/email-verification-confirm', { token: 'not-a-real-token' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('Email verification failed. The link may be expired or invalid.');

    const missing = await post(t, '/api/auth/email-verification-confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ token: 'Token is required' });

    expect((await userByEmail(account.email)).credits).toBe(0);
  });

  it('stores the verification token hashed with a 24 hour expiry', async () => {
    const account = await register(t);
    const token = await mailedToken(t, account.email, '/verify-email');
    const user = await userByEmail(account.email);
    const [row] = await t.deps.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.kind, 'verify_email')));
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.tokenHash).not.toContain(token);
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('answers a verification request the same for unknown, unverified and verified addresses', async () => {
    const pending = await register(t);
    const verified = await signedInAccount(t, { verified: true });
    const unknown = uniqueEmail('nobody');
    const before = await latestMail(t, verified.email);
    const doneBefore = await finishedAccountMailJobs();

    const answers: { statusCode: number; json(): unknown }[] = [];
    const ask = async (email: string) => {
      answers.push(await post(t, '/api/auth/email-verification-request', { email }));
    };
    await ask(verified.email);
    await ask(unknown);
    // The job for the pending account runs last; once its mail is out, the others' jobs are done too.
    const { mail } = await mailAfter(t, pending.email, () => ask(pending.email));
    await vi.waitFor(async () =>
      expect(await finishedAccountMailJobs()).toBeGreaterThanOrEqual(doneBefore + 3),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: REQUEST_MESSAGE });
    }
    expect((await latestMail(t, verified.email)).file).toBe(before.file);
    expect(mail.subject).toBe('Verify your email address for AI Realty');
  });

  it('sends the signed-in user a link even when the body names another address', async () => {
    const account = await signedInAccount(t);
    const other = await register(t);
    const otherBefore = await latestMail(t, other.email);
    const { result: res } = await mailAfter(t, account.email, () =>
      post(t, '/api/auth/email-verification-request', { email: other.email }, account.headers),
    );
    expect(res.statusCode).toBe(200);
    expect((await latestMail(t, other.email)).file).toBe(otherBefore.file);
    const token = await mailedToken(t, account.email, '/verify-email');
    const confirm = await post(t, '/api/auth/email-verification-confirm', { token });
    expect(confirm.statusCode).toBe(200);
  });
});
