import { PRODUCT_NAME } from '@ai-realty/shared/constants';
import { normalizeEmail } from '@ai-realty/shared/schemas/auth';
import type { Database } from '../../db/client.ts';
import type { MailProvider } from '../../providers/mail/mail-provider.ts';
import { unsubscribeLinks } from './unsubscribe-links.ts';
import { isUnsubscribed } from './unsubscribe-repo.ts';

// The one place where the unsubscribe rules meet outgoing mail: every mail of the app goes through
// this wrapper around the configured provider (createDeps puts it there), so no sender can forget
// them. Account and transactional mail pass untouched; marketing mail to an unsubscribed address is
// dropped, and any other marketing mail gets the unsubscribe link and the RFC 8058 headers that let a
// mail client offer its own one-click button.

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function unsubscribeAwareMail(
  provider: MailProvider,
  opts: { database: Database; appUrl: string },
): MailProvider {
  const { db } = opts.database;
  return {
    kind: provider.kind,
    async send(message) {
      if (message.category !== 'marketing') return provider.send(message);
      const email = normalizeEmail(message.to);
      if (await isUnsubscribed(db, email)) return;
      const links = await unsubscribeLinks(db, opts.appUrl, email);
      const footer = `You receive this email because you use ${PRODUCT_NAME}. To stop these emails, unsubscribe: ${links.page}`;
      const htmlFooter = `<p style="font-size:12px;color:#64748b">You receive this email because you use ${PRODUCT_NAME}. <a href="${escapeHtml(links.page)}" style="color:#0f766e">Unsubscribe</a></p>`;
      const html = message.html?.includes('</body>')
        ? message.html.replace('</body>', `${htmlFooter}\n</body>`)
        : message.html && `${message.html}\n${htmlFooter}`;
      await provider.send({
        ...message,
        text: `${message.text.replace(/\n*$/, '')}\n\n${footer}\n`,
        html,
        headers: {
          ...message.headers,
          'List-Unsubscribe': `<${links.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
  };
}
