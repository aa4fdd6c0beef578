import path from 'node:path';
import type { Config } from '../../config.ts';
import type { MailProvider } from './mail-provider.ts';
import { createOutboxMail } from './outbox-mail.ts';
import { createSmtpMail } from './smtp-mail.ts';

export function createMailProvider(config: Config): MailProvider {
  if (config.SMTP_URL) return createSmtpMail(config.SMTP_URL, config.MAIL_FROM);
  return createOutboxMail(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
}
