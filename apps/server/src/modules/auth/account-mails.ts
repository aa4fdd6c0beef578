import { PRODUCT_NAME } from '@ai-realty/shared/constants';
import type { MailMessage } from '../../providers/mail/mail-provider.ts';

// The account mails: plain text that reads well on its own, and the same words as simple HTML.
// They never quote what a user typed (a name like "Visit http://evil.example now" would read as our
// own words in a mail sent to someone else's address): they greet generically and name only the
// product, our own links and, where the reader needs it, an email address the form validated.

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(opts: {
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}) {
  const { to, subject, paragraphs, action } = opts;
  const [greeting, ...rest] = paragraphs;
  const textParts = [greeting, ...(action ? [`${action.label}: ${action.url}`] : []), ...rest];
  const text = `${textParts.join('\n\n')}\n\n${PRODUCT_NAME}\n`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="font-size:18px;font-weight:700;color:#0f766e;margin:0 0 24px">${PRODUCT_NAME}</p>
<p style="line-height:1.5">${escapeHtml(greeting)}</p>
${button}
${rest.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
</div>
</body></html>`;
  // Every account mail is needed to use or protect the account: sent even to an unsubscribed address.
  return { to, subject, text, html, category: 'account' } satisfies MailMessage;
}

const GREETING = 'Hello,';

export function verificationMail(opts: { to: string; url: string }): MailMessage {
  return layout({
    to: opts.to,
    subject: `Verify your email address for ${PRODUCT_NAME}`,
    paragraphs: [
      `${GREETING} please confirm that this is your email address to finish setting up your ${PRODUCT_NAME} account.`,
      'Once your address is verified, your 10 free credits are added to your account and every feature is unlocked.',
      'The link works once and expires in 24 hours. If you did not create an account, you can ignore this email.',
    ],
    action: { label: 'Verify email address', url: opts.url },
  });
}

export function passwordResetMail(opts: { to: string; url: string }): MailMessage {
  return layout({
    to: opts.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    paragraphs: [
      `${GREETING} we received a request to reset the password of your ${PRODUCT_NAME} account.`,
      'The link works once and expires in 1 hour. Resetting your password signs you out of every device.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: opts.url },
  });
}

export function registrationAttemptMail(opts: {
  to: string;
  loginUrl: string;
  resetUrl: string;
}): MailMessage {
  return layout({
    to: opts.to,
    subject: `Someone tried to create an ${PRODUCT_NAME} account with your email`,
    paragraphs: [
      `${GREETING} someone just tried to create a new ${PRODUCT_NAME} account with this email address, which already has an account.`,
      `If it was you, sign in at ${opts.loginUrl}. Forgot your password? Reset it at ${opts.resetUrl}.`,
      'If it was not you, no action is needed: your account has not changed.',
    ],
    action: { label: 'Sign in', url: opts.loginUrl },
  });
}

/** To the new address: the change takes effect only when this link is followed. */
export function emailChangeConfirmMail(opts: { to: string; url: string }): MailMessage {
  return layout({
    to: opts.to,
    subject: `Confirm your new email address for ${PRODUCT_NAME}`,
    paragraphs: [
      `${GREETING} a request was made to use this address for a ${PRODUCT_NAME} account. Confirm it to finish the change.`,
      'Until you confirm, the account keeps its current address. The link works once and expires in 24 hours; confirming signs the account out of every device.',
      'If you did not ask for this, ignore this email: nothing changes.',
    ],
    action: { label: 'Confirm new email address', url: opts.url },
  });
}

/** To the old address: what is about to change, and one click to keep the account. */
export function emailChangeNoticeMail(opts: { to: string; newEmail: string; url: string }): MailMessage {
  return layout({
    to: opts.to,
    subject: `The email address of your ${PRODUCT_NAME} account is being changed`,
    paragraphs: [
      `${GREETING} someone signed in to your ${PRODUCT_NAME} account asked to change its email address to ${opts.newEmail}.`,
      'If that was you, there is nothing to do.',
      'If it was not you, use the button: it keeps (or restores) this address, cancels the change and signs every device out. Then reset your password. The link works for 7 days.',
    ],
    action: { label: 'This was not me: keep my address', url: opts.url },
  });
}
