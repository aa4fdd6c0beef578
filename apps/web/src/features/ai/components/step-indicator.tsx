import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export const GENERATION_STEPS = ['select-property', 'select-type', 'customize', 'generating'] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];

const LABELS: Record<GenerationStep, string> = {
  'select-property': 'Property',
  'select-type': 'Content type',
  customize: 'Customize',
  generating: 'Generate',
};

export function StepIndicator({ step }: { step: GenerationStep }) {
  const current = GENERATION_STEPS.indexOf(step);
  return (
    <nav aria-label="Generation steps">
      <ol className="flex items-center gap-2 text-xs sm:gap-3 sm:text-sm">
        {GENERATION_STEPS.map((s, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li key={s} className="flex min-w-0 items-center gap-2 sm:gap-3">
              <span
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-1.5 whitespace-nowrap',
                  active
                    ? 'font-semibold text-accent-800 dark:text-accent-200'
                    : 'text-slate-500 dark:text-slate-400',
                  done && 'text-slate-700 dark:text-slate-300',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs',
                    active && 'border-accent-700 bg-accent-700 text-white',
                    done && 'border-accent-700 text-accent-700 dark:border-accent-500 dark:text-accent-200',
                    !active && !done && 'border-slate-300 dark:border-slate-700',
                  )}
                >
                  {done ? <Check className="h-3.5 w-3.5" /> : i + 1}
                </span>
                <span className={cn(!active && 'hidden sm:inline')}>{LABELS[s]}</span>
                {done ? <span className="sr-only">(done)</span> : null}
              </span>
              {i < GENERATION_STEPS.length - 1 ? (
                <span aria-hidden className="h-px w-4 bg-slate-300 sm:w-8 dark:bg-slate-700" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
