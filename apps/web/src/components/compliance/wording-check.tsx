import { applyReplacement } from '@ai-realty/shared/rules/check-compliance';
import { checkFairHousing } from '@ai-realty/shared/rules/check-fair-housing';
import { useDeferredValue, useMemo } from 'react';
import { FindingList } from './finding-list';

/**
 * The Fair Housing check of a text the agent is typing (a property's descriptions): runs in the
 * browser on every change (it takes well under a millisecond for a description), and shows what it
 * found under the field with one-click fixes. Nothing shows while the text is clean.
 */
export function WordingCheck({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const deferred = useDeferredValue(text);
  const findings = useMemo(() => checkFairHousing(deferred), [deferred]);
  if (!findings.length) return null;
  return (
    <div className="mt-2 space-y-2" role="status" aria-live="polite">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-100">
        Fair Housing check: {findings.length === 1 ? 'one phrase' : `${findings.length} phrases`} to look at
      </p>
      <FindingList
        compact
        findings={findings}
        onApply={(finding) => onChange(applyReplacement(deferred, finding))}
      />
    </div>
  );
}
