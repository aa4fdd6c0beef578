import { describe, expect, it } from 'vitest';
import { extractLinks, parseEml } from './read-outbox.ts';

describe('parseEml', () => {
  it('decodes quoted-printable and base64 parts and encoded-word headers', async () => {
    const raw = [
      'From: AI Realty <a@b.co>',
      'To: "Zoe" <zoe@example.com>',
      'Subject: =?UTF-8?B?Q2Fmw6kgcmVhZHk=?=',
      'Content-Type: multipart/alternative; boundary="xyz"',
      '',
      'preamble',
      '--xyz',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Open http://localhost:3000/verify-email?token=3Dabc_de=',
      'f-1 now. 350 000 =E2=82=AC',
      '--xyz',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Hello</p>').toString('base64'),
      '--xyz--',
      '',
    ].join('\r\n');
    const mail = await parseEml(raw);
    expect(mail.subject).toBe('Café ready');
    expect(mail.to).toBe('Zoe <zoe@example.com>');
    expect(mail.text).toBe('Open http://localhost:3000/verify-email?token=abc_def-1 now. 350 000 €');
    expect(mail.html).toBe('<p>Hello</p>');
    expect(mail.links).toEqual(['http://localhost:3000/verify-email?token=abc_def-1']);
  });

  it('decodes bodies in the charset they declare', async () => {
    const raw = [
      'From: a@b.co',
      'To: zoe@example.com',
      'Subject: =?ISO-8859-1?Q?Caf=E9?=',
      'Content-Type: text/plain; charset=iso-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Prix: 350 000 =80 =E0 Montr=E9al',
      '',
    ].join('\r\n');
    const mail = await parseEml(raw);
    expect(mail.subject).toBe('Café');
    expect(mail.text).toBe('Prix: 350 000 € à Montréal');
  });

  it('extracts links without trailing punctuation, once each', () => {
    expect(extractLinks('See https://a.test/x?y=1. Or (https://a.test/x?y=1), http://b.test/')).toEqual([
      'https://a.test/x?y=1',
      'http://b.test/',
    ]);
  });
});
