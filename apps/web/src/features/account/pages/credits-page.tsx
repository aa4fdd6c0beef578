import { LOW_CREDITS_WARNING, REGISTRATION_CREDITS, SUPPORT_EMAIL } from '@ai-realty/shared/constants';
import { formatNumber } from '@ai-realty/shared/rules/format';
import { Building2, Coins, FileText, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { CreditCosts } from '../components/credit-costs';

/** The balance, what it buys and where credits come from. Purchases arrive with billing. */
export default function CreditsPage() {
  const { user } = useSession();

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
            <div className="grid grid-cols-2 gap-4 sm:w-64">
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
            <Link to="/app/ai" className={`${buttonClasses('primary')} justify-start`}>
              <Sparkles className="h-4 w-4" aria-hidden />
              Generate AI content
            </Link>
            <Link to="/app/properties" className={`${buttonClasses('secondary')} justify-start`}>
              <Building2 className="h-4 w-4" aria-hidden />
              Manage properties
            </Link>
            <Link to="/app/responses" className={`${buttonClasses('secondary')} justify-start`}>
              <FileText className="h-4 w-4" aria-hidden />
              View responses
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
          You have {formatNumber(user.credits)} credits left. Check the costs below to plan your next
          requests.
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
          <Card>
            <CardHeader>
              <CardTitle>Buying credits</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
              <p>Credit packs and monthly plans are coming with billing. Nothing can be purchased yet.</p>
              <p>
                Need more credits before then? Write to{' '}
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="font-medium text-accent-700 hover:underline dark:text-accent-200"
                >
                  {SUPPORT_EMAIL}
                </a>
                .
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
