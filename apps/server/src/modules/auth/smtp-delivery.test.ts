import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { parseEml } from '../mail/read-outbox.ts';

type Received = { from: string; to: string[]; raw: string };

describe('account mail over real SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 500,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'AI Realty <hello@airealty.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the verification mail whose link verifies the account', async () => {
    expect(t.deps.mail.kind).toBe('smtp');
    const email = uniqueEmail('smtp');
    const res = await post(t, '/api/user/create', { fullName: 'Sam Smtp', email, password: 'secret-123' });
    expect(res.statusCode).toBe(201);

    const delivered = received.filter((m) => m.to.includes(email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].from).toBe('hello@airealty.test');
    const mail = await parseEml(delivered[0].raw);
    expect(mail.subject).toBe('Verify your email address for AI Realty');
    expect(mail.to).toContain(email);
    expect(mail.text).toMatch(/^Hello, please confirm/);
    expect(mail.text).not.toContain('Sam Smtp');
    expect(mail.html).toContain('Verify email address');

    const link = mail.links.find((l) => l.startsWith('http://localhost:3000/verify-email?token='));
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const confirm = await post(t, '/api/auth/email-verification-confirm', { token });
    expect(confirm.statusCode).toBe(200);
    const login = await post(t, '/api/login', { email, password: 'secret-123' });
    expect(login.json().isEmailVerified).toBe(true);

    // Nothing went to the offline outbox.
    expect(existsSync(path.join(t.dataDir, 'outbox'))).toBe(false);
  });
});
