import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import PostalMime, { type Address } from 'postal-mime';

// Reads back the `.eml` files the outbox mail provider writes (and any RFC 5322 message, e.g. one
// received over SMTP), to show a message and follow its links.

export type ParsedMail = {
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html?: string;
  links: string[];
};

export type OutboxMail = ParsedMail & { file: string };

/** A display form of an address header: `Name <address>` (quoted when the name needs it), or the address. */
function formatAddresses(list: Address[] | Address | undefined): string {
  const mailboxes = (Array.isArray(list) ? list : list ? [list] : []).flatMap((a) => a.group ?? [a]);
  const display = (name: string) => (/[()<>[\]:;@\\,."]/.test(name) ? JSON.stringify(name) : name);
  return mailboxes.map((m) => (m.name ? `${display(m.name)} <${m.address}>` : (m.address ?? ''))).join(', ');
}

export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '').replaceAll('&amp;', '&')))];
}

/** Parses one message with a maintained MIME parser (charsets, encodings, encoded words, multipart). */
export async function parseEml(raw: string): Promise<ParsedMail> {
  const mail = await PostalMime.parse(raw);
  const text = (mail.text ?? mail.html?.replace(/<[^>]+>/g, ' ') ?? '')
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '');
  return {
    from: formatAddresses(mail.from),
    to: formatAddresses(mail.to),
    subject: mail.subject ?? '',
    date: mail.date ?? '',
    text,
    html: mail.html?.replace(/\r?\n$/, ''),
    links: extractLinks(text),
  };
}

async function outboxFiles(outboxDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  const stats = await Promise.all(
    names.map(async (name) => ({ name, mtime: (await stat(path.join(outboxDir, name))).mtimeMs })),
  );
  return stats.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name)).map((s) => s.name);
}

async function readMail(outboxDir: string, file: string): Promise<OutboxMail> {
  return { file, ...(await parseEml(await readFile(path.join(outboxDir, file), 'utf8'))) };
}

/** The newest messages first, at most `limit` of them. */
export async function listOutbox(
  outboxDir: string,
  limit = 50,
): Promise<{ total: number; mails: OutboxMail[] }> {
  const files = await outboxFiles(outboxDir);
  const mails = await Promise.all(files.slice(0, limit).map((file) => readMail(outboxDir, file)));
  return { total: files.length, mails };
}

/** The newest message addressed to `email`, if any. */
export async function latestMailTo(outboxDir: string, email: string): Promise<OutboxMail | undefined> {
  const wanted = email.trim().toLowerCase();
  for (const file of (await outboxFiles(outboxDir)).slice(0, 1000)) {
    const mail = await readMail(outboxDir, file);
    const recipients: string[] = mail.to.toLowerCase().match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
    if (recipients.includes(wanted)) return mail;
  }
  return undefined;
}
