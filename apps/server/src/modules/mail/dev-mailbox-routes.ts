import path from 'node:path';
import { PRODUCT_NAME } from '@ai-realty/shared/constants';
import { z } from 'zod';
import type { App } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { latestMailTo, listOutbox, type OutboxMail } from './read-outbox.ts';

// Outside production only: the mails the outbox provider wrote, so a local user can click a
// verification or reset link, and browser tests can read the newest mail of an address.

const latestMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Escapes the text, then turns its URLs into links (the CSP allows no scripts, so it is all markup). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"'()]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMail(mail: OutboxMail): string {
  return `<article>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Subject</dt><dd><strong>${escapeHtml(mail.subject)}</strong></dd>
<dt>Date</dt><dd>${escapeHtml(mail.date)}</dd>
</dl>
<pre>${linkify(mail.text)}</pre>
</article>`;
}

function renderPage(opts: { total: number; mails: OutboxMail[]; smtp: boolean }): string {
  const intro = opts.smtp
    ? '<p class="note">Mail is being sent over SMTP, so new messages do not appear here.</p>'
    : '';
  const list =
    opts.mails.length === 0
      ? '<p class="note">No messages yet. Register or request a password reset and the mail shows up here.</p>'
      : opts.mails.map(renderMail).join('\n');
  const shown = opts.total > opts.mails.length ? ` (newest ${opts.mails.length} shown)` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · ${PRODUCT_NAME}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; background: #f8fafc; color: #0f172a; }
  main { max-width: 860px; margin: 0 auto; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .note { color: #475569; }
  article { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 16px 20px; margin: 16px 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; }
  dt { color: #64748b; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: 14px/1.5 ui-monospace, monospace; background: #f1f5f9; padding: 12px; border-radius: 8px; margin: 0; }
  a { color: #0f766e; }
  @media (prefers-color-scheme: dark) {
    body { background: #0f172a; color: #e2e8f0; }
    article { background: #1e293b; border-color: #334155; }
    pre { background: #0f172a; }
    .note, dt { color: #94a3b8; }
    a { color: #5eead4; }
  }
</style>
</head>
<body>
<main>
<h1>${PRODUCT_NAME} dev mailbox</h1>
<p class="note">${opts.total} message${opts.total === 1 ? '' : 's'}${shown}, newest first. <a href="/dev/mailbox">Refresh</a></p>
${intro}
${list}
</main>
</body>
</html>`;
}

export async function devMailboxRoutes(app: App) {
  const outboxDir = path.join(app.deps.config.DATA_DIR, 'outbox');

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const { total, mails } = await listOutbox(outboxDir, 50);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPage({ total, mails, smtp: app.deps.mail.kind === 'smtp' }));
  });

  app.get(
    '/dev/mailbox/latest',
    {
      schema: {
        hide: true,
        querystring: z.object({
          to: z.string({ error: 'Recipient is required' }).trim().min(1, 'Recipient is required'),
        }),
        response: { 200: latestMailSchema },
      },
    },
    async (request, reply) => {
      const mail = await latestMailTo(outboxDir, request.query.to);
      if (!mail) throw notFound(`No mail for ${request.query.to}`);
      reply.header('cache-control', 'no-store');
      return { to: mail.to, subject: mail.subject, date: mail.date, text: mail.text, links: mail.links };
    },
  );
}
