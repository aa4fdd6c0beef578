import type { ComplianceFinding } from '../schemas/compliance.ts';
import { ALLOWED_PHRASES, FAIR_HOUSING_RULES } from './fair-housing-rules.ts';
import { wordsOf } from './words-of.ts';

// The Fair Housing checker: pure, synchronous, no network, fast enough to run on every keystroke
// and on every generated response (docs/product/compliance.md).

/** Curly quotes and dashes folded to plain ones, same length, so indices stay those of the text. */
function fold(text: string): string {
  return text.replace(/[‘’ʼ]/g, "'").replace(/[‐‑‒–—]/g, '-');
}

function spans(pattern: RegExp, text: string): [number, number][] {
  const out: [number, number][] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

const RANK = { violation: 2, caution: 1 } as const;

/**
 * Every wording in `text` that states or implies a preference or limitation by a protected class,
 * or steers, ordered by position. Where two findings overlap, the more serious (then the longer) one
 * stays. Phrases the guidance allows ('master bedroom', 'walk-in closet', 'wheelchair accessible')
 * never produce a finding. `words` may be passed when the caller has them already (see words-of.ts).
 */
export function checkFairHousing(text: string, words = wordsOf(text)): ComplianceFinding[] {
  if (!text) return [];
  const folded = fold(text);
  let allowed: [number, number][] | null = null;
  const isAllowed = (start: number, end: number) => {
    allowed ??= spans(ALLOWED_PHRASES, folded);
    return allowed.some(([a, b]) => start < b && end > a);
  };

  const found: ComplianceFinding[] = [];
  for (const rule of FAIR_HOUSING_RULES) {
    if (!rule.words.some((w) => words.has(w))) continue;
    for (const [start, end] of spans(rule.pattern, folded)) {
      const match = text.slice(start, end);
      if (isAllowed(start, end) || rule.skip?.(match)) continue;
      found.push({
        category: rule.category,
        start,
        end,
        text: match,
        severity: rule.severity,
        why: rule.why,
        safer: rule.safer,
        replacement: rule.replace(match),
      });
    }
  }
  found.sort(
    (a, b) => a.start - b.start || RANK[b.severity] - RANK[a.severity] || b.end - b.start - (a.end - a.start),
  );
  const kept: ComplianceFinding[] = [];
  for (const f of found) {
    const last = kept[kept.length - 1];
    if (last && f.start < last.end) {
      const better =
        RANK[f.severity] > RANK[last.severity] ||
        (RANK[f.severity] === RANK[last.severity] && f.end - f.start > last.end - last.start);
      if (better) kept[kept.length - 1] = f;
      continue;
    }
    kept.push(f);
  }
  return kept;
}
