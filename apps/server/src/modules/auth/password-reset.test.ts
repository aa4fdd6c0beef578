import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailAfter,
  mailedToken,
  post,
  randomIp,
  register,
  signedInAccount,
  uniqueEmail,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emailTokens } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createEmailToken } from './email-tokens.ts';
import { lockoutKeys } from './login.ts';

const REQUEST_MESSAGE =
  'If an account exists for that email, a password reset link has been sent. Please check your inbox.';

describe('password reset and lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Reset mails are written by the account-mail job, so the workers run.
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOCKOUT_MINUTES: '15' }, {}, { workers: true });
  });
  afterAll(() => t.close());

  const requestReset = (email: string) => post(t, '/api/auth/password-reset-request', { email });
  /** A reset request and the mail its job writes. */
  const requestResetMail = (email: string) => mailAfter(t, email, () => requestReset(email));
  const confirmReset = (token: string, newPassword: string, ip = randomIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-confirm',
      payload: { token, newPassword },
      remoteAddress: ip,
    });
  // Lockout counts failures per address and client IP: the lockout tests sign in from one IP.
  const login = (email: string, password: string, ip = randomIp()) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('answers the same whether or not the email has an account', async () => {
    const account = await register(t);
    const { result: known, mail } = await requestResetMail(account.email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: REQUEST_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    expect(mail.subject).toBe('Reset your AI Realty password');
    expect(mail.text).toMatch(/^Hello, we received a request/);
  });

  it('resets the password with a single-use link, signs out every session and retires older links', async () => {
    const account = await signedInAccount(t);
    await requestResetMail(account.email);
    const olderToken = await mailedToken(t, account.email, '/reset-password');
    await requestResetMail(account.email);
    const token = await mailedToken(t, account.email, '/reset-password');

    const res = await confirmReset(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your password has been reset. You can now log in with your new password.',
    );

    const again = await confirmReset(token, 'another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This password reset link is invalid or has already been used.');
    expect((await confirmReset(olderToken, 'another-pass-2')).statusCode).toBe(400);

    expect(
      (await post(t, '/api/auth/refresh', { refreshToken: account.tokens.refreshToken })).statusCode,
    ).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses an expired link (1 hour) and validates the new password', async () => {
    const account = await register(t);
    await requestResetMail(account.email);
    const token = await mailedToken(t, account.email, '/reset-password');
    const [row] = await t.deps.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.kind, 'reset_password')));
    expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);

    const short = await confirmReset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: 'Password must be at least 6 characters' });

    await t.deps.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.id, row.id));
    const expired = await confirmReset(token, 'brand-new-pass');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: 'This password reset link has expired. Please request a new one.',
      code: 'VALIDATION_ERROR',
    });
    expect((await login(account.email, account.password)).statusCode).toBe(200);

    // A verification token is no reset token.
    const verifyToken = await createEmailToken(t.deps.database.db, row.userId, 'verify_email', 3600);
    const wrongKind = await confirmReset(verifyToken, 'brand-new-pass');
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toBe('This password reset link is invalid or has already been used.');
  });

  it('locks the address for one client with 423 after LOGIN_MAX_ATTEMPTS failures, even for the right password', async () => {
    const account = await register(t);
    const ip = randomIp();
    expect((await login(account.email, 'wrong-1', ip)).statusCode).toBe(401);
    expect((await login(account.email, 'wrong-2', ip)).statusCode).toBe(401);
    const locking = await login(account.email, 'wrong-3', ip);
    expect(locking.statusCode).toBe(423);
    expect(locking.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      error: 'Account locked due to too many failed attempts. Try again in 15 minutes.',
    });
    expect(locking.headers['retry-after']).toBe('900');

    const right = await login(account.email, account.password, ip);
    expect(right.statusCode).toBe(423);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');

    // Once the lockout has passed, the right password works and the counter starts again.
    await t.deps.rateLimiter.reset(lockoutKeys(account.email, ip).lock);
    expect((await login(account.email, account.password, ip)).statusCode).toBe(200);
    expect((await login(account.email, 'wrong-4', ip)).statusCode).toBe(401);
  });

  it('a success resets the failure counter', async () => {
    const account = await register(t);
    const ip = randomIp();
    await login(account.email, 'wrong-1', ip);
    await login(account.email, 'wrong-2', ip);
    expect((await login(account.email, account.password, ip)).statusCode).toBe(200);
    expect((await login(account.email, 'wrong-3', ip)).statusCode).toBe(401);
    expect((await login(account.email, 'wrong-4', ip)).statusCode).toBe(401);
  });

  it('still lets a locked account reset its password, which lifts the lockout', async () => {
    const account = await register(t);
    const ip = randomIp();
    for (const attempt of ['a-1', 'a-2', 'a-3']) await login(account.email, attempt, ip);
    expect((await login(account.email, account.password, ip)).statusCode).toBe(423);

    await requestResetMail(account.email);
    const token = await mailedToken(t, account.email, '/reset-password');
    expect((await confirmReset(token, 'unlocked-pass', ip)).statusCode).toBe(200);

    const res = await login(account.email, 'unlocked-pass', ip);
    expect(res.statusCode).toBe(200);
  });
});
