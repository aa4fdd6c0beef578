import type { ComplianceFinding } from '../schemas/compliance.ts';
import type { Property } from '../schemas/property-schema.ts';
import { checkFacts } from './check-facts.ts';
import { checkFairHousing } from './check-fair-housing.ts';
import { publishableText } from './publishable-text.ts';
import { wordsOf } from './words-of.ts';

/**
 * Everything the agent should look at before publishing `text`: Fair Housing wording and, given the
 * property, figures and features that disagree with its data. Only the publishable part is checked
 * (the built-in writer's notes to the agent quote what they left out, on purpose).
 */
export function checkCompliance(text: string, property?: Property): ComplianceFinding[] {
  const publishable = publishableText(text);
  const words = wordsOf(publishable);
  const findings = checkFairHousing(publishable, words);
  if (property) findings.push(...checkFacts(publishable, property, words));
  return findings.sort((a, b) => a.start - b.start);
}

/**
 * The text with one finding's replacement in place. A removal also tidies what it leaves: doubled
 * spaces, a space before punctuation, an orphaned comma, a sentence left empty.
 */
export function applyReplacement(text: string, finding: ComplianceFinding): string {
  if (finding.replacement === null) return text;
  if (text.slice(finding.start, finding.end) !== finding.text) return text;
  let before = text.slice(0, finding.start);
  let after = text.slice(finding.end);
  if (finding.replacement === '') {
    before = before.replace(/[ \t]+$/, '');
    after = after.replace(/^[ \t]+/, '');
    // 'Adults only, no pets.' → 'No pets.'; 'Bright home. No kids. Near the park.' → 'Bright home. Near the park.'
    if (/(^|[.!?:]\s*|\n\s*|^\s*[-*]\s+)$/.test(before)) {
      after = after.replace(/^[,;]\s*/, '');
      if (/^[.!?]/.test(after)) after = after.replace(/^[.!?]\s*/, '');
      after = after.charAt(0).toUpperCase() + after.slice(1);
    } else if (/\($/.test(before) && /^\)/.test(after)) {
      // '(no vouchers)' leaves no empty brackets behind.
      before = before.slice(0, -1).replace(/[ \t]+$/, '');
      after = after.slice(1);
    } else if (/^[.!?,;:)]/.test(after)) {
      before = before.replace(/[,;]$/, '');
    } else {
      before = `${before} `;
    }
    if (before && after && !/\s$/.test(before) && /^[A-Za-z]/.test(after) && /[.!?:]$/.test(before)) {
      before = `${before} `;
    }
    return `${before}${after}`;
  }
  return `${before}${finding.replacement}${after}`;
}
