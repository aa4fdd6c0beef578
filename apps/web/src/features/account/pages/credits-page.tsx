import { LOW_CREDITS_WARNING, REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import { formatNumber, formatPrice } from '@ai-realty/shared/rules/format';
import { Building2, Coins, FileText, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountDetails } from '@/lib/queries/account-details';
import { usePricing } from '@/lib/queries/pricing';
import { useSession } from '@/lib/session';
import { CreditCosts } from '../components/credit-costs';

/** The credit packs, each leading to its purchase on the Upgrade page. */
function CreditPacksCard() {
  const pricing = usePricing();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credit packs</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {pricing.isPending ? (
          <Skeleton className="h-24" />
        ) : pricing.isError ? (
          <p className="text-sm text-red-700 dark:text-red-300">
            Failed to load pricing information. Please try again.
          </p>
        ) : (
          pricing.data.creditPacks.map((pack) => (
            <Link
              key={pack.id}
              to="/app/upgrade?tab=credits"
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm hover:border-accent-600 dark:border-slate-800"
            >
              <span>
                <span className="block font-medium">{pack.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {formatNumber(pack.creditCount + pack.bonusCredits)} credits
                  {pack.bestValue ? ' · Best Value' : ''}
                </span>
              </span>
              <span className="font-semibold">{formatPrice(pack.price)}</span>
            </Link>
          ))
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Prefer credits every month?{' '}
          <Link
            to="/app/upgrade"
            className="font-medium text-accent-700 hover:underline dark:text-accent-200"
          >
            See the plans
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}

/** The balance, the monthly credits of a plan, what credits buy and the packs that add more. */
export default function CreditsPage() {
  const { user } = useSession();
  const account = useAccountDetails();

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
                <Coins className="h-4 w-4 text-accent-700 dark:text-accent-200" aria-hidden />
                Credit balance
              </p>
              {user ? (
                <p className="mt-2 text-4xl font-semibold tracking-tight text-slate-900 dark:text-white">
                  {formatNumber(user.credits)}
                  <span className="ml-2 text-base font-normal text-slate-500 dark:text-slate-400">
                    credits
                  </span>
                </p>
              ) : (
                <Skeleton className="mt-2 h-10 w-32" />
              )}
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Credits never expire.</p>
            </div>
            <div className="grid grid-cols-3 gap-4 sm:w-96">
              <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <p className="text-xs text-slate-600 dark:text-slate-400">Monthly bonus</p>
                <p className="mt-1 text-lg font-semibold">
                  {account.data?.subscription ? formatNumber(account.data.subscription.monthlyCredits) : '–'}
                </p>
              </div>
              <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <p className="text-xs text-slate-600 dark:text-slate-400">AI requests</p>
                <p className="mt-1 text-lg font-semibold">{user ? formatNumber(user.requestCount) : '–'}</p>
              </div>
              <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <p className="text-xs text-slate-600 dark:text-slate-400">Properties</p>
                <p className="mt-1 text-lg font-semibold">{user ? formatNumber(user.propertyCount) : '–'}</p>
              </div>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Quick actions</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <Link to="/app/upgrade?tab=credits" className={`${buttonClasses('primary')} justify-start`}>
              <Coins className="h-4 w-4" aria-hidden />
              Buy credits
            </Link>
            <Link to="/app/subscription" className={`${buttonClasses('secondary')} justify-start`}>
              <Building2 className="h-4 w-4" aria-hidden />
              Subscription
            </Link>
            <Link to="/app/billing" className={`${buttonClasses('secondary')} justify-start`}>
              <FileText className="h-4 w-4" aria-hidden />
              Billing history
            </Link>
            <Link to="/app/ai" className={`${buttonClasses('secondary')} justify-start`}>
              <Sparkles className="h-4 w-4" aria-hidden />
              Generate AI content
            </Link>
          </CardContent>
        </Card>
      </div>

      {user && !user.isEmailVerified ? (
        <Alert tone="info" title="Verify your email to get started">
          Your {REGISTRATION_CREDITS} free credits are added as soon as you confirm your email address.
        </Alert>
      ) : user && user.credits < LOW_CREDITS_WARNING ? (
        <Alert tone="warning" title="Your balance is running low">
          You have {formatNumber(user.credits)} {user.credits === 1 ? 'credit' : 'credits'} left.{' '}
          <Link to="/app/upgrade?tab=credits" className="font-medium underline">
            Buy a credit pack
          </Link>{' '}
          or choose a plan for monthly credits.
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CreditCosts />
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>About Credits</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
                <li>One balance pays for every AI action: generation, follow-ups and PDF analysis.</li>
                <li>
                  New accounts receive {REGISTRATION_CREDITS} free credits once their email is verified.
                </li>
                <li>Credits never expire and carry over from month to month.</li>
                <li>Every change to your balance is recorded, so your balance always adds up.</li>
              </ul>
            </CardContent>
          </Card>
          <CreditPacksCard />
        </div>
      </div>
    </div>
  );
}
