import { cn } from '@/lib/cn';

/**
 * A determinate progress bar. The filled share is `value / max`; `min` is what assistive technology
 * announces as the start (a wizard counts steps from 1).
 */
export function ProgressBar({
  label,
  value,
  min = 0,
  max = 100,
  size = 'md',
  className,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const share = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn(
        'overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800',
        size === 'sm' ? 'h-1.5' : 'h-2',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-accent-600 transition-[width] duration-300 ease-out"
        style={{ width: `${share}%` }}
      />
    </div>
  );
}
