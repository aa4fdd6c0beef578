import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type HeadTag, type PublicPage, pageHeadTags, publicPageFor } from '@ai-realty/shared/public-pages';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Every page path answers with the web app's index.html (the SPA's router takes it from there). For
// a public page the file carries that page's title, description, canonical link and sharing tags,
// so search engines and link previews that run no JavaScript see them; the app writes the same tags
// from the same table as the visitor navigates.

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function tagHtml(tag: HeadTag): string {
  if (tag.kind === 'canonical') return `<link rel="canonical" href="${escapeHtml(tag.href)}" />`;
  return `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`;
}

/** index.html with the build's own title and description replaced by the page's tags. */
function withPageTags(html: string, page: PublicPage, origin: string): string {
  const block = [`<title>${escapeHtml(page.title)}</title>`, ...pageHeadTags(page, origin).map(tagHtml)].join(
    '\n    ',
  );
  // Replacer functions, since descriptions may hold `$` (a replacement string would expand it).
  const stripped = html.replace(/<meta\s+name="description"[^>]*>\s*/i, () => '');
  if (/<title>[\s\S]*?<\/title>/i.test(stripped))
    return stripped.replace(/<title>[\s\S]*?<\/title>/i, () => block);
  return stripped.replace(/<\/head>/i, () => `  ${block}\n  </head>`);
}

type Variant = { body: Buffer; br: Buffer; gzip: Buffer };

function variant(html: string): Variant {
  const body = Buffer.from(html);
  return {
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/**
 * The history fallback's answer for `indexFile`, per path. The file is read again when a new build
 * replaces it; each public page's variant is built once per build, compressed like the build's
 * other text files, and sent as the browser accepts.
 */
export function createPageHtml(indexFile: string, origin: string) {
  let build: { mtimeMs: number; html: string; pages: Map<string, Variant> } | undefined;

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const { mtimeMs } = await stat(indexFile);
    if (build?.mtimeMs !== mtimeMs)
      build = { mtimeMs, html: await readFile(indexFile, 'utf8'), pages: new Map() };
    const page = publicPageFor(request.url.split('?')[0] ?? '/');
    const key = page?.path ?? '';
    let answer = build.pages.get(key);
    if (!answer) {
      answer = variant(page ? withPageTags(build.html, page, origin) : build.html);
      build.pages.set(key, answer);
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(answer.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(answer.gzip);
    return reply.send(answer.body);
  };
}
