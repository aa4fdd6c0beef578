import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEml } from '../../modules/mail/read-outbox.ts';
import { createOutboxMail } from './outbox-mail.ts';

async function sendOne(message: Parameters<ReturnType<typeof createOutboxMail>['send']>[0]) {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-test-')), 'outbox');
  const mail = createOutboxMail(dir, 'AI Realty <no-reply@airealty.local>');
  expect(mail.kind).toBe('outbox');
  await mail.send(message);
  const files = await readdir(dir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  return readFile(path.join(dir, files[0]), 'utf8');
}

/** RFC 5322: CRLF line endings only, header lines of the form `Name: value`, lines of at most 998 characters. */
function expectWellFormed(raw: string) {
  expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const [head] = raw.split('\r\n\r\n');
  for (const line of head.split('\r\n')) expect(line).toMatch(/^([A-Za-z-]+: .*|[ \t].*)$/);
  for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
}

describe('outbox mail provider', () => {
  it('writes a multipart/alternative .eml with the headers a mail client needs', async () => {
    const raw = await sendOne({
      to: 'jane@example.com',
      subject: 'Verify your email address for AI Realty',
      category: 'account',
      text: 'Hi Jane,\n\nVerify: http://localhost:3000/verify-email?token=abc_DEF-123\n\nAI Realty\n',
      html: '<p>Hi Jane,</p>\n<p><a href="http://localhost:3000/verify-email?token=abc_DEF-123">Verify</a></p>',
    });
    expectWellFormed(raw);
    for (const header of ['From', 'To', 'Subject', 'Date', 'Message-ID', 'MIME-Version', 'Content-Type']) {
      expect(raw).toMatch(new RegExp(`^${header}: `, 'm'));
    }
    const boundary = raw.match(/boundary="([^"]+)"/)?.[1];
    expect(boundary).toBeDefined();
    expect(raw).toContain(`\r\n--${boundary}--`);
    expect(Date.parse(raw.match(/^Date: (.*)$/m)![1].trim())).not.toBeNaN();

    const parsed = await parseEml(raw);
    expect(parsed).toMatchObject({
      from: 'AI Realty <no-reply@airealty.local>',
      to: 'jane@example.com',
      subject: 'Verify your email address for AI Realty',
      links: ['http://localhost:3000/verify-email?token=abc_DEF-123'],
    });
    expect(parsed.text).toBe(
      'Hi Jane,\n\nVerify: http://localhost:3000/verify-email?token=abc_DEF-123\n\nAI Realty\n',
    );
    expect(parsed.html).toContain('<a href="http://localhost:3000/verify-email?token=abc_DEF-123">');
  });

  it('writes plain-text mail and keeps non-ASCII text intact', async () => {
    const raw = await sendOne({
      to: 'zoë@example.com',
      subject: 'Café listing ready',
      category: 'marketing',
      text: 'Prix: 350 000 €\nMerci',
    });
    expectWellFormed(raw);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    const parsed = await parseEml(raw);
    expect(parsed.subject).toBe('Café listing ready');
    expect(parsed.text).toBe('Prix: 350 000 €\nMerci');
  });
});
