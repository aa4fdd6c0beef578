import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatCredits } from '@/lib/format-credits';

/**
 * The insufficient-credit flow of docs/product/ai-generation.md#insufficient-credits: the rule's
 * message, what the server said was required and available, and the way to more credits (packs or a
 * plan with monthly credits).
 */
export function InsufficientCreditsAlert({
  message,
  required,
  available,
  plan,
}: {
  message: string;
  required?: number;
  available?: number;
  plan?: string;
}) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <div className="flex gap-3">
        <Coins className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="font-medium">{message}</p>
          {required !== undefined || available !== undefined ? (
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-amber-800 dark:text-amber-200">
              {required !== undefined ? (
                <div className="flex gap-1">
                  <dt>Required:</dt>
                  <dd className="font-semibold">{formatCredits(required)}</dd>
                </div>
              ) : null}
              {available !== undefined ? (
                <div className="flex gap-1">
                  <dt>Available:</dt>
                  <dd className="font-semibold">{formatCredits(available)}</dd>
                </div>
              ) : null}
              {plan ? (
                <div className="flex gap-1">
                  <dt>Plan:</dt>
                  <dd className="font-semibold capitalize">{plan}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <p>Buy a credit pack for a one-time top-up, or choose a plan for monthly credits.</p>
          <Link
            to="/app/upgrade?tab=credits"
            state={{ reason: message, required, available }}
            className={buttonClasses('primary', 'sm')}
          >
            Buy credits or upgrade
          </Link>
        </div>
      </div>
    </div>
  );
}
