import { RESPONSE_PREVIEW_CHARS } from '@ai-realty/shared/constants';

const inline = (line: string) =>
  line
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Plain text of markdown: syntax removed, one sentence per block (a heading or list item without
 * closing punctuation gets a full stop so it does not run into the next). Good enough for a preview.
 */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^\s{0,3}>\s?/, '')
        .replace(/^\s*(?:[-*_]\s*){3,}$/, '')
        .replace(/^\s*\|?\s*:?-{3,}.*$/, '')
        .replace(/^\s*[-*+]\s+/, '')
        .replace(/^\s*\d+[.)]\s+/, ''),
    )
    .map(inline)
    .filter(Boolean)
    .map((line) => (/[.!?:;,…)"']$/.test(line) ? line : `${line}.`))
    .join(' ');
}

/** The first 150 characters of the plain text, with an ellipsis when cut. */
export function markdownPreview(markdown: string, max = RESPONSE_PREVIEW_CHARS): string {
  const plain = stripMarkdown(markdown);
  return plain.length > max ? `${plain.slice(0, max).trimEnd()}…` : plain;
}
