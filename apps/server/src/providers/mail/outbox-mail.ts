import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/**
 * The offline mail provider: each message becomes an RFC 5322 `.eml` file in the outbox folder.
 * nodemailer's composer builds it, as it does for SMTP, so line endings, encoded headers and
 * non-ASCII bodies are right and the file opens in any mail client.
 */
export function createOutboxMail(outboxDir: string, from: string): MailProvider {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await mkdir(outboxDir, { recursive: true });
      const date = new Date();
      // CRLF line endings as RFC 5322 wants; nodemailer honours `newline`, its type definitions omit it.
      const options: ConstructorParameters<typeof MailComposer>[0] & { newline: 'windows' } = {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        date,
        messageId: `<${randomUUID()}@ai-realty.local>`,
        newline: 'windows',
      };
      const raw = await new MailComposer(options).compile().build();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outboxDir, name), raw);
    },
  };
}
