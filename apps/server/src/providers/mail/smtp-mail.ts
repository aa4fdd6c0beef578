import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/** Real SMTP through nodemailer; SMTP_URL is e.g. smtp://user:pass@host:587. */
export function createSmtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
  };
}
