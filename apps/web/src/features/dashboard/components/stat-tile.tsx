import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function StatTile({
  icon: Icon,
  label,
  value,
}: {
  icon: LucideIcon;
  label: string;
  /** Undefined while loading. */
  value: number | undefined;
}) {
  return (
    <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className="rounded-lg bg-accent-50 p-2.5 text-accent-700 dark:bg-accent-900/30 dark:text-accent-200">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-12" />
        ) : (
          <p className="text-2xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</p>
        )}
      </div>
    </Card>
  );
}
