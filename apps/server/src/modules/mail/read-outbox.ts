import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

// Reads back the `.eml` files the outbox mail provider writes (and any RFC 5322 message, e.g. one
// received over SMTP): enough MIME to show a message and follow its links, no more.

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

type Part = { headers: Map<string, string>; body: string };

function splitHeaders(raw: string): Part {
  const match = raw.match(/\r?\n\r?\n/);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index! + match[0].length) : '';
  const headers = new Map<string, string>();
  let last = '';
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      headers.set(last, `${headers.get(last)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (`=?utf-8?B?...?=`) in headers such as Subject. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g,
    (_all, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

function collectBodies(part: Part, out: { text?: string; html?: string }) {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`);
    // The first section is the preamble and the one after the closing `--boundary--` the epilogue.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectBodies(splitHeaders(section.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  const body = decodeBody(part).replace(/\r?\n$/, '');
  if (/^text\/html/i.test(type)) out.html ??= body;
  else if (/^text\/plain/i.test(type)) out.text ??= body;
}

export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '').replaceAll('&amp;', '&')))];
}

export function parseEml(raw: string): ParsedMail {
  const root = splitHeaders(raw);
  const bodies: { text?: string; html?: string } = {};
  collectBodies(root, bodies);
  const text = (bodies.text ?? bodies.html?.replace(/<[^>]+>/g, ' ') ?? '').replace(/\r\n/g, '\n');
  return {
    from: decodeHeader(root.headers.get('from') ?? ''),
    to: decodeHeader(root.headers.get('to') ?? ''),
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    date: root.headers.get('date') ?? '',
    text,
    html: bodies.html,
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
  return { file, ...parseEml(await readFile(path.join(outboxDir, file), 'utf8')) };
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
