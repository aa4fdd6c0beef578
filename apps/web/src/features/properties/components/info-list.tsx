import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { NOT_AVAILABLE, NOT_SPECIFIED } from '../utils/detail-values';

/** Label and value pairs in two columns; a value the page does not have is greyed. */
export function InfoList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {label}
          </dt>
          <dd
            className={cn(
              'mt-0.5 text-sm break-words',
              value === NOT_SPECIFIED || value === NOT_AVAILABLE
                ? 'text-slate-500 dark:text-slate-400'
                : 'text-slate-900 dark:text-slate-100',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
