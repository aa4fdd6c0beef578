import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, post, register, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';

describe('POST /api/user/create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the documented validation messages by field', async () => {
    const missing = await post(t, '/api/user/create', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { fullName: 'Name is required', email: 'Email is required', password: 'Password is required' },
    });

    const invalid = await post(t, '/api/user/create', {
      fullName: ' J ',
      email: 'not-an-email',
      password: '12345',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });

    const blank = await post(t, '/api/user/create', { fullName: '', email: '', password: '' });
    expect(blank.json().fields).toEqual({
      fullName: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('creates the account with a trimmed lower-cased email, an argon2id hash and the promo code', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await post(t, '/api/user/create', {
      fullName: '  Jane Realtor ',
      email: `  ${email.toUpperCase()} `,
      password: 'correct-horse-1',
      promoCode: 'SPRING24',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Account created. Please check your email to verify your address.',
    });

    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row.fullName).toBe('Jane Realtor');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.promoCode).toBe('SPRING24');
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.credits).toBe(0);

    const mail = await latestMail(t, email.toLowerCase());
    expect(mail.subject).toBe('Verify your email address for AI Realty');
    expect(mail.links.some((l) => l.startsWith('http://localhost:3000/verify-email?token='))).toBe(true);
  });

  it('answers a duplicate email exactly like a new one and mails the owner instead', async () => {
    const account = await register(t);
    const again = await post(t, '/api/user/create', {
      ...account,
      fullName: 'Someone Else',
      password: 'other-pass-9',
    });
    const fresh = await post(t, '/api/user/create', { ...account, email: uniqueEmail() });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(again.headers['content-type']).toBe(fresh.headers['content-type']);

    const rows = await t.deps.database.db.select().from(users).where(eq(users.email, account.email));
    expect(rows).toHaveLength(1);
    expect(rows[0].fullName).toBe('Jane Realtor');

    const mail = await latestMail(t, account.email);
    expect(mail.subject).toBe('Someone tried to create an AI Realty account with your email');
    expect(mail.links).toContain('http://localhost:3000/reset-password');
  });

  it('lets the new, unverified account log in at once', async () => {
    const account = await register(t);
    const res = await post(t, '/api/login', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().isEmailVerified).toBe(false);
  });
});
