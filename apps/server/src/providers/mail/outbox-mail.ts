import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/** The offline mail provider: each message becomes an RFC 822 `.eml` file in the outbox folder. */
export function createOutboxMail(outboxDir: string, from: string): MailProvider {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await mkdir(outboxDir, { recursive: true });
      const date = new Date();
      const boundary = `b-${randomUUID()}`;
      const headers = [
        `From: ${from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${date.toUTCString()}`,
        `Message-ID: <${randomUUID()}@ai-realty.local>`,
        'MIME-Version: 1.0',
      ];
      const body = message.html
        ? [
            `Content-Type: multipart/alternative; boundary="${boundary}"`,
            '',
            `--${boundary}`,
            'Content-Type: text/plain; charset=utf-8',
            '',
            message.text,
            `--${boundary}`,
            'Content-Type: text/html; charset=utf-8',
            '',
            message.html,
            `--${boundary}--`,
          ]
        : ['Content-Type: text/plain; charset=utf-8', '', message.text];
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outboxDir, name), [...headers, ...body].join('\r\n'), 'utf8');
    },
  };
}
