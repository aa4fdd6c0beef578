import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { NOT_AVAILABLE, NOT_SPECIFIED } from '../utils/detail-values';
import type { PropertyEditTab } from './edit-property-dialog';

/** A label, its value, and the edit tab where the agent fills it in when it is missing. */
export type InfoItem = [label: string, value: ReactNode, tab?: PropertyEditTab];

/**
 * Label and value pairs in two columns. A value the agent has not given is greyed, with an Add
 * button that opens the edit dialog on the right tab.
 */
export function InfoList({ items, onAdd }: { items: InfoItem[]; onAdd?: (tab: PropertyEditTab) => void }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value, tab]) => {
        const missing = value === NOT_SPECIFIED || value === NOT_AVAILABLE;
        return (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {label}
            </dt>
            <dd
              className={cn(
                'mt-0.5 text-sm break-words whitespace-pre-line',
                missing ? 'text-slate-500 dark:text-slate-400' : 'text-slate-900 dark:text-slate-100',
              )}
            >
              {value}
              {value === NOT_SPECIFIED && tab && onAdd ? (
                <AddButton label={label} onClick={() => onAdd(tab)} />
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Add ${label.toLowerCase()}`}
      className="ml-2 inline-flex items-center gap-0.5 rounded text-xs font-medium text-accent-700 hover:underline focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none dark:text-accent-200"
    >
      <Plus className="h-3 w-3" aria-hidden />
      Add
    </button>
  );
}
