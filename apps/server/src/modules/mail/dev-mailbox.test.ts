import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAfter, post, register, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('dev mailbox (outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Reset mails are written by the account-mail job.
    t = await createTestApp({}, {}, { workers: true });
  });
  afterAll(() => t.close());

  it('lists the outbox newest first as a readable page with clickable links and no scripts', async () => {
    const first = await register(t, { fullName: 'First <Agent>' });
    const second = await register(t);
    await mailAfter(t, second.email, () =>
      post(t, '/api/auth/password-reset-request', { email: second.email }),
    );

    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).not.toContain('<script');
    expect(html).toContain('3 messages');
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/verify-email\?token=[\w-]+">/);
    // Mails never quote the name a user typed.
    expect(html).not.toContain('First &lt;Agent&gt;');
    expect(html).not.toContain('First <Agent>');
    // Newest first: the reset mail, then the second registration's mail, then the first's.
    const reset = html.indexOf('Reset your AI Realty password');
    const secondVerification = html.lastIndexOf(second.email);
    const firstVerification = html.indexOf(first.email);
    expect(reset).toBeGreaterThan(0);
    expect(secondVerification).toBeGreaterThan(reset);
    expect(firstVerification).toBeGreaterThan(secondVerification);
  });

  it('answers the newest mail of an address as JSON, and 404 when there is none', async () => {
    const account = await register(t);
    await mailAfter(t, account.email, () =>
      post(t, '/api/auth/password-reset-request', { email: account.email }),
    );

    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/latest?to=${encodeURIComponent(account.email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    const mail = res.json();
    expect(mail).toMatchObject({ to: account.email, subject: 'Reset your AI Realty password' });
    expect(mail.text).toContain('Choose a new password: http://localhost:3000/reset-password?token=');
    expect(mail.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/),
    ]);

    const none = await t.app.inject({ method: 'GET', url: `/dev/mailbox/latest?to=${uniqueEmail()}` });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NOT_FOUND');
  });

  it('is not served in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const page = await prod.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(404);
      const latest = await prod.app.inject({ method: 'GET', url: '/dev/mailbox/latest?to=a@b.co' });
      expect(latest.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
