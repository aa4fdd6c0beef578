import { publishableText } from '@ai-realty/shared/rules/publishable-text';
import { splitSentences } from './text-tools.ts';

// Mechanical measures of the built-in writer's copy, shared by the quality suite and the generation
// benchmark: how much of two listings' text is the same sentence with only the names and numbers
// swapped (docs/decisions/0020-builtin-writer-listing-aware-copy.md).

/** Sentences of the publishable text, with names and numbers masked, so templates show as equal. */
export function templateSentences(text: string, names: readonly string[]): Set<string> {
  let body = publishableText(text);
  for (const name of names.filter((n) => n.trim().length > 1).sort((a, b) => b.length - a.length)) {
    body = body.split(name).join('§');
  }
  const out = new Set<string>();
  for (const line of body.split('\n')) {
    const clean = line
      .replace(/^\s*(#+|[-*>•]|\d+\.|\|)\s*/, '')
      .replace(/\*\*/g, '')
      .trim();
    // Data rows ("4 bd | 3 ba") and fill-in placeholders for the agent ("[add the date]") are not wording.
    if (!clean || clean.includes('|') || /\[[^\]]+\]/.test(clean)) continue;
    for (const s of splitSentences(clean)) {
      const masked = s
        .toLowerCase()
        .replace(/\$?\d[\d,.]*%?/g, '#')
        .replace(/\s+/g, ' ')
        .trim();
      // Very short lines (labels, headings) say nothing about wording.
      if (masked.split(' ').length >= 5) out.add(masked);
    }
  }
  return out;
}

/** Share of sentences two texts have in common: shared sentences over the mean sentence count. */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const mean = (a.size + b.size) / 2;
  if (!mean) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / mean;
}

/** The largest shared share between any two of the texts. */
export function maxSharedShare(texts: { text: string; names: string[] }[]): number {
  const sets = texts.map((t) => templateSentences(t.text, t.names));
  let max = 0;
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) max = Math.max(max, sharedShare(sets[i], sets[j]));
  return max;
}
