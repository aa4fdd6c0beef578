import { publishableText } from '@ai-realty/shared/rules/publishable-text';
import { stripMarkdown } from './markdown-preview';

/**
 * What 'Copy for MLS' puts on the clipboard: the remarks as plain text (no markdown, no notes for the
 * agent), within the agent's MLS limit. Text over the limit is cut after the last whole sentence that
 * fits, so the field never ends mid-word.
 */
export function mlsRemarks(markdown: string, limit: number): { text: string; cut: boolean; length: number } {
  const plain = stripMarkdown(publishableText(markdown));
  if (plain.length <= limit) return { text: plain, cut: false, length: plain.length };
  const head = plain.slice(0, limit + 1);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  const text =
    sentenceEnd > limit / 2 ? plain.slice(0, sentenceEnd + 1) : plain.slice(0, limit).replace(/\s+\S*$/, '');
  return { text, cut: true, length: plain.length };
}
