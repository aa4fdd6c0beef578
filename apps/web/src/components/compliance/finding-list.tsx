import type { ComplianceCategory, ComplianceFinding } from '@ai-realty/shared/schemas/compliance';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export const CATEGORY_LABELS: Record<ComplianceCategory, string> = {
  'race-color': 'Race or color',
  religion: 'Religion',
  sex: 'Sex',
  disability: 'Disability',
  'familial-status': 'Familial status',
  'national-origin': 'National origin',
  steering: 'Steering',
  'source-of-income': 'Source of income (state and local law)',
  age: 'Age (state and local law)',
  'marital-status': 'Marital status (state and local law)',
  'sexual-orientation': 'Sexual orientation (state and local law)',
  'gender-identity': 'Gender identity (state and local law)',
  'military-status': 'Military status (state and local law)',
  fact: 'Does not match the property',
};

/** A stable id for a finding, used to tie the list to its mark in the text. */
export const findingId = (f: ComplianceFinding, index: number) => `finding-${index}-${f.start}`;

function replaceLabel(f: ComplianceFinding): string {
  return f.replacement === '' ? 'Remove phrase' : `Replace with “${f.replacement}”`;
}

/**
 * The findings of a text, most serious first within reading order: what was found, under which class
 * and why, what to write instead, and (when a literal replacement exists) a button that applies it.
 */
export function FindingList({
  findings,
  onApply,
  onShow,
  applying,
  compact,
}: {
  findings: ComplianceFinding[];
  /** Applies one finding's replacement; absent where the text cannot be changed from here. */
  onApply?: (finding: ComplianceFinding) => void;
  /** Points at the finding's span in the rendered text. */
  onShow?: (finding: ComplianceFinding, index: number) => void;
  applying?: boolean;
  compact?: boolean;
}) {
  return (
    <ul className="space-y-2" aria-label="Compliance findings">
      {findings.map((f, i) => (
        <li
          key={findingId(f, i)}
          className={`rounded-lg border p-3 text-sm ${
            f.severity === 'violation'
              ? 'border-red-200 bg-red-50/60 dark:border-red-900/70 dark:bg-red-950/30'
              : 'border-amber-200 bg-amber-50/60 dark:border-amber-900/70 dark:bg-amber-950/30'
          }`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={f.severity === 'violation' ? 'red' : 'yellow'}>
              {f.category === 'fact' ? 'Fact check' : f.severity === 'violation' ? 'Violation' : 'Caution'}
            </Badge>
            <span className="text-xs font-medium text-slate-600 dark:text-slate-300">
              {CATEGORY_LABELS[f.category]}
            </span>
          </div>
          <p className="mt-1.5 font-medium text-slate-900 dark:text-slate-100">“{f.text}”</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{f.why}</p>
          {compact ? null : (
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              <span className="font-medium">Instead: </span>
              {f.safer}
            </p>
          )}
          {onApply || onShow ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {onApply && f.replacement !== null ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={applying}
                  onClick={() => onApply(f)}
                  // A long replacement wraps inside the button on a phone instead of spilling out.
                  className="h-auto min-h-8 py-1 text-left whitespace-normal"
                >
                  {replaceLabel(f)}
                </Button>
              ) : null}
              {onShow ? (
                <Button size="sm" variant="ghost" onClick={() => onShow(f, i)}>
                  Show in text
                </Button>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** One line that sums up the findings, for the top of a panel. */
export function FindingSummary({ findings }: { findings: ComplianceFinding[] }) {
  if (!findings.length)
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-800 dark:text-emerald-300">
        <ShieldCheck className="h-4 w-4" aria-hidden />
        No Fair Housing wording or mismatched facts found.
      </p>
    );
  const violations = findings.filter((f) => f.severity === 'violation').length;
  const cautions = findings.length - violations;
  const parts = [violations ? `${violations} to fix` : '', cautions ? `${cautions} to review` : ''].filter(
    Boolean,
  );
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
      <ShieldAlert
        className={`h-4 w-4 ${violations ? 'text-red-600 dark:text-red-400' : 'text-amber-600 dark:text-amber-400'}`}
        aria-hidden
      />
      Compliance check: {parts.join(', ')}
    </p>
  );
}
