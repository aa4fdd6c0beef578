import { randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { latestMailTo } from '../src/modules/mail/read-outbox.ts';
import type { TestApp } from './test-app.ts';

// Account journeys through the real API, for the auth, users and mail tests.

/** A fresh client address, so the per-IP limits of one test never meet another's. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(label = 'agent'): string {
  return `${label}-${randomUUID()}@example.com`;
}

export async function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: randomIp(),
  });
}

/** The newest mail the outbox holds for an address (fails the test when there is none). */
export async function latestMail(t: TestApp, email: string) {
  const mail = await latestMailTo(path.join(t.dataDir, 'outbox'), email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  return mail!;
}

/**
 * Runs `action` and waits for the new mail to `email` it causes: reset and verification mails are
 * written by the account-mail job (so the test app needs `{ workers: true }`), not by the request.
 */
export async function mailAfter<T>(t: TestApp, email: string, action: () => Promise<T>) {
  const outbox = path.join(t.dataDir, 'outbox');
  const before = (await latestMailTo(outbox, email))?.file;
  const result = await action();
  const mail = await vi.waitFor(
    async () => {
      const latest = await latestMailTo(outbox, email);
      if (!latest || latest.file === before) throw new Error(`no new mail to ${email} yet`);
      return latest;
    },
    { timeout: 10_000, interval: 20 },
  );
  return { result, mail };
}

/** The token of the first link in the newest mail to `email` whose path is `linkPath`. */
export async function mailedToken(
  t: TestApp,
  email: string,
  linkPath: '/verify-email' | '/reset-password' | '/confirm-email-change' | '/undo-email-change',
) {
  const mail = await latestMail(t, email);
  const link = mail.links.find((l) => new URL(l).pathname === linkPath);
  expect(link, `a ${linkPath} link in "${mail.subject}"`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

export async function register(
  t: TestApp,
  opts: { email?: string; password?: string; fullName?: string; promoCode?: string } = {},
) {
  const account = {
    fullName: opts.fullName ?? 'Jane Realtor',
    email: opts.email ?? uniqueEmail(),
    password: opts.password ?? 'correct-horse-1',
    ...(opts.promoCode ? { promoCode: opts.promoCode } : {}),
  };
  const res = await post(t, '/api/user/create', account);
  expect(res.statusCode, res.body).toBe(201);
  return account;
}

export async function login(
  t: TestApp,
  creds: { email: string; password: string },
  extra: { rememberMe?: boolean } = {},
) {
  return post(t, '/api/login', { email: creds.email, password: creds.password, ...extra });
}

/** Registers, optionally verifies by the mailed link, and logs in: the state most tests start from. */
export async function signedInAccount(t: TestApp, opts: { verified?: boolean; rememberMe?: boolean } = {}) {
  const account = await register(t);
  if (opts.verified) {
    const token = await mailedToken(t, account.email, '/verify-email');
    const res = await post(t, '/api/auth/email-verification-confirm', { token });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await login(t, account, { rememberMe: opts.rememberMe });
  expect(res.statusCode, res.body).toBe(200);
  const tokens = res.json() as {
    accessToken: string;
    refreshToken: string;
    accessExpiresAt: number;
    refreshExpiresAt: number;
    isEmailVerified: boolean;
  };
  return { ...account, tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}
