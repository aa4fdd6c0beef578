import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  mailedToken,
  post,
  register,
  signedInAccount,
  uniqueEmail,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { aiResponses, properties, users } from '../../db/schema.ts';
import { ledgerSum } from '../credits/credit-ledger.ts';

const ADMIN_EMAIL = `boss-${Date.now()}@example.com`;

describe('account: /user/get/me and /user/update', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: `someone@else.com, ${ADMIN_EMAIL.toUpperCase()}` });
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/user/get/me', headers });
  const update = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/update', headers, payload });

  it('answers the user with live property and response counts', async () => {
    const { user, headers } = await createTestUser(t, { credits: 7, fullName: 'Pat Agent' });
    const [property] = await t.deps.database.db
      .insert(properties)
      .values({ userId: user.id, address: '1 Main St', data: {} })
      .returning();
    await t.deps.database.db.insert(aiResponses).values(
      [1, 2, 3].map(() => ({
        userId: user.id,
        propertyId: property.id,
        generationType: 'listing',
        type: 'x',
        cost: 1,
      })),
    );
    const other = await createTestUser(t);
    await t.deps.database.db
      .insert(properties)
      .values({ userId: other.user.id, address: '2 Main St', data: {} });

    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      fullName: 'Pat Agent',
      email: user.email,
      pendingEmail: null,
      isEmailVerified: true,
      lastLoginAt: null,
      credits: 7,
      requestCount: 3,
      propertyCount: 1,
      userPermissions: [],
      createdAt: user.createdAt.toISOString(),
      mlsRemarksLimit: 1000,
    });
  });

  it('gives admin permission to ADMIN_EMAILS and to accounts with the admin permission', async () => {
    const byEmail = await createTestUser(t, { email: ADMIN_EMAIL });
    expect((await me(byEmail.headers)).json().userPermissions).toEqual(['admin']);
    const byPermission = await createTestUser(t, { permissions: ['admin'] });
    expect((await me(byPermission.headers)).json().userPermissions).toEqual(['admin']);
  });

  it('requires a valid bearer token', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    expect((await update({}, { fullName: 'X Y', email: uniqueEmail() })).statusCode).toBe(401);
  });

  it('answers the account form validation messages', async () => {
    const { headers } = await createTestUser(t);
    const blank = await update(headers, { fullName: ' ', email: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ fullName: 'Full name is required', email: 'Email is required' });

    const invalid = await update(headers, { fullName: 'Pat', email: 'nope' });
    expect(invalid.json().fields).toEqual({ email: 'Email is invalid' });

    const noOld = await update(headers, { fullName: 'Pat', email: uniqueEmail(), password: 'new-pass-1' });
    expect(noOld.json().fields).toEqual({ oldPassword: 'Current password is required to change password' });

    const shortNew = await update(headers, {
      fullName: 'Pat',
      email: uniqueEmail(),
      password: '123',
      oldPassword: 'x',
    });
    expect(shortNew.json().fields).toEqual({ password: 'New password must be at least 6 characters' });

    const noNew = await update(headers, { fullName: 'Pat', email: uniqueEmail(), oldPassword: 'x' });
    expect(noNew.json().fields).toEqual({ password: 'New password is required' });
  });

  it('changes the name, and the password only with the right current password', async () => {
    const account = await signedInAccount(t);
    const wrong = await update(account.headers, {
      fullName: account.fullName,
      email: account.email,
      password: 'next-password',
      oldPassword: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { oldPassword: 'Current password is incorrect' },
    });

    const ok = await update(account.headers, {
      id: 'ignored',
      fullName: '  Jane Q. Realtor ',
      email: account.email,
      password: 'next-password',
      oldPassword: account.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ fullName: 'Jane Q. Realtor', email: account.email });

    expect(
      (await post(t, '/api/login', { email: account.email, password: account.password })).statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/api/login', { email: account.email, password: 'next-password' })).statusCode,
    ).toBe(200);
  });

  it('answers 409 CONFLICT for an email that another account has', async () => {
    const taken = await register(t);
    const account = await signedInAccount(t);
    const res = await update(account.headers, {
      fullName: 'Jane',
      email: taken.email.toUpperCase(),
      currentPassword: account.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'An account with this email already exists.',
    });
  });

  it('a new email needs the current password and stays pending until its link is followed', async () => {
    const account = await signedInAccount(t, { verified: true });
    const newEmail = uniqueEmail('moved');

    const missing = await update(account.headers, { fullName: account.fullName, email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      currentPassword: 'Enter your current password to change your email',
    });
    const wrong = await update(account.headers, {
      fullName: account.fullName,
      email: newEmail,
      currentPassword: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Current password is incorrect' });

    const res = await update(account.headers, {
      fullName: account.fullName,
      email: newEmail,
      currentPassword: account.password,
    });
    expect(res.statusCode).toBe(200);
    // Nothing changes until the new address is confirmed.
    expect(res.json()).toMatchObject({ email: account.email, pendingEmail: newEmail, isEmailVerified: true });
    expect((await latestMail(t, newEmail)).subject).toBe('Confirm your new email address for AI Realty');
    const notice = await latestMail(t, account.email);
    expect(notice.subject).toBe('The email address of your AI Realty account is being changed');
    expect(notice.text).toContain(newEmail);
    expect((await post(t, '/api/login', { email: newEmail, password: account.password })).statusCode).toBe(
      401,
    );

    const token = await mailedToken(t, newEmail, '/confirm-email-change');
    const confirm = await post(t, '/api/auth/email-change-confirm', { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe(
      'Your email address has been changed and every device signed out. Please sign in with your new address.',
    );
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row).toMatchObject({ email: newEmail, pendingEmail: null });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.credits).toBe(10);
    expect(await ledgerSum(t.deps.database.db, row.id)).toBe(10);

    // The change ended every session, this one included.
    expect((await me(account.headers)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/email-change-confirm', { token })).statusCode).toBe(400);
    expect((await post(t, '/api/login', { email: newEmail, password: account.password })).statusCode).toBe(
      200,
    );
    expect(
      (await post(t, '/api/login', { email: account.email, password: account.password })).statusCode,
    ).toBe(401);
  });

  it('an unverified account is verified by confirming a new address, and its credits arrive once', async () => {
    const account = await signedInAccount(t);
    const unusedOldToken = await mailedToken(t, account.email, '/verify-email');
    const newEmail = uniqueEmail('moved');
    const res = await update(account.headers, {
      fullName: account.fullName,
      email: newEmail,
      currentPassword: account.password,
    });
    expect(res.statusCode).toBe(200);
    const token = await mailedToken(t, newEmail, '/confirm-email-change');
    expect((await post(t, '/api/auth/email-change-confirm', { token })).statusCode).toBe(200);

    // The link mailed to the old address grants nothing more.
    const stale = await post(t, '/api/auth/email-verification-confirm', { token: unusedOldToken });
    expect(stale.json()).toEqual({ message: 'Email already verified. You can now log in.' });
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, newEmail));
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.credits).toBe(10);
  });

  it('only the newest requested address can be confirmed', async () => {
    const account = await signedInAccount(t);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      const res = await update(account.headers, {
        fullName: account.fullName,
        email,
        currentPassword: account.password,
      });
      expect(res.statusCode).toBe(200);
    }
    const firstToken = await mailedToken(t, first, '/confirm-email-change');
    const stale = await post(t, '/api/auth/email-change-confirm', { token: firstToken });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('This email change link is invalid or has already been used.');
    expect((await me(account.headers)).json()).toMatchObject({ email: account.email, pendingEmail: second });
  });
});
