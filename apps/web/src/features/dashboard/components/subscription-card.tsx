import { PLANS } from '@ai-realty/shared/billing-catalogue';
import { LOW_CREDITS_ACCOUNT } from '@ai-realty/shared/constants';
import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCredits } from '@/lib/format-credits';
import { useAccountDetails } from '@/lib/queries/account-details';

/** Compact plan and balance summary, with the way to more credits. */
export function SubscriptionCard({ credits }: { credits: number | undefined }) {
  const details = useAccountDetails();
  const plan = details.data ? PLANS.find((p) => p.id === details.data.subscriptionPlan) : undefined;
  const empty = credits === 0;
  const low = credits !== undefined && credits > 0 && credits < LOW_CREDITS_ACCOUNT;
  return (
    <Card className="flex h-full flex-col justify-between gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Current plan</p>
          {details.isPending ? (
            <Skeleton className="mt-1 h-6 w-24" />
          ) : (
            <p className="text-lg font-semibold">{plan?.name ?? 'Free'}</p>
          )}
        </div>
        <span className="rounded-lg bg-accent-50 p-2.5 text-accent-700 dark:bg-accent-900/30 dark:text-accent-200">
          <Coins className="h-5 w-5" aria-hidden />
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {credits === undefined ? (
          <Skeleton className="h-5 w-32" />
        ) : (
          <p className="text-sm">
            <span className="font-semibold">{formatCredits(credits)}</span> available
          </p>
        )}
        {empty ? (
          <Badge tone="red">Out of credits</Badge>
        ) : low ? (
          <Badge tone="yellow">Running low</Badge>
        ) : null}
      </div>
      <Link to="/app/credits" className={buttonClasses(low || empty ? 'primary' : 'secondary', 'sm')}>
        Buy Credits
      </Link>
    </Card>
  );
}
