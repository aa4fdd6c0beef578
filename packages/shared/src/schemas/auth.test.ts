import { describe, expect, it } from 'vitest';
import { emailSchema, loginBodySchema, normalizeEmail, updateUserBodySchema } from './auth.ts';

// Browser and server share these schemas, so both see one spelling of every address.

describe('email normalisation', () => {
  it('folds fullwidth forms, drops invisible characters, trims and lower-cases', () => {
    expect(normalizeEmail(' Agent\u200B@Example.COM ')).toBe('agent@example.com');
    expect(normalizeEmail('agent\uFF20example.com')).toBe('agent@example.com');
    expect(normalizeEmail('\uFF41gent@example.com')).toBe('agent@example.com');
    expect(normalizeEmail('ag\u00ADent\u2060@exa\uFEFFmple.com')).toBe('agent@example.com');
  });

  it('gives registration, login and the account form the same address', () => {
    const spelled = 'AGENT\u200D\uFF20example.com';
    expect(emailSchema.parse(spelled)).toBe('agent@example.com');
    expect(loginBodySchema.parse({ email: spelled, password: 'x' }).email).toBe('agent@example.com');
    expect(updateUserBodySchema.parse({ fullName: 'A B', email: spelled }).email).toBe('agent@example.com');
  });

  it('refuses lookalike letters from other scripts with a clear message', () => {
    for (const email of ['\u0430gent@example.com', 'agent@ex\u0430mple.com', 'agént@example.com']) {
      const result = emailSchema.safeParse(email);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toMatch(/plain Latin letters/);
    }
    expect(emailSchema.safeParse('').error?.issues[0].message).toBe('Email is required');
    expect(emailSchema.safeParse('nope').error?.issues[0].message).toBe('Please enter a valid email address');
  });
});
