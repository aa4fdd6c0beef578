import { Clock } from 'lucide-react';
import { formatRemaining, useTimeRemaining } from '../hooks/use-time-remaining';

/** 'Trial Session • 24 hours remaining', counting down to the real expiry. */
export function TrialSessionBanner({ expiresAt }: { expiresAt: string }) {
  const remaining = useTimeRemaining(expiresAt) ?? 0;
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-accent-100 px-3 py-1 text-sm font-medium text-accent-900 dark:bg-accent-900/40 dark:text-accent-100">
      <Clock className="h-4 w-4" aria-hidden />
      <span>Trial Session • {remaining > 0 ? formatRemaining(remaining) : 'expired'}</span>
    </p>
  );
}
