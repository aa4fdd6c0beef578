import { PLANS } from '@ai-realty/shared/billing-catalogue';
import { formatDate, formatDateTime } from '@ai-realty/shared/rules/format';
import type { BillingTransaction } from '@ai-realty/shared/schemas/billing';
import {
  ArrowUpCircle,
  ChevronDown,
  Coins,
  CreditCard,
  LifeBuoy,
  Printer,
  Receipt,
  RefreshCw,
} from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, Select } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCredits } from '@/lib/format-credits';
import { useAccountDetails } from '@/lib/queries/account-details';
import { useBillingHistory } from '../api/billing';

const STATUS: Record<string, { text: string; tone: BadgeTone }> = {
  succeeded: { text: 'Completed', tone: 'green' },
  failed: { text: 'Failed', tone: 'red' },
  pending: { text: 'Processing', tone: 'yellow' },
};
const TYPE: Record<string, string> = { subscription: 'Subscription', credit_pack: 'Credit Pack' };
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() || 'USD' }).format(
    amount,
  );

/** /app/billing: Billing & Payment History (docs/product/commercial.md#billing-page). */
export default function BillingPage() {
  const account = useAccountDetails();
  const history = useBillingHistory(20);
  const [type, setType] = useState('all');
  const [status, setStatus] = useState('all');
  const typeId = useId();
  const statusId = useId();
  const all = history.data?.transactions ?? [];
  const shown = useMemo(
    () => all.filter((t) => (type === 'all' || t.type === type) && (status === 'all' || t.status === status)),
    [all, type, status],
  );
  const filtered = type !== 'all' || status !== 'all';
  const a = account.data;
  const planName = PLANS.find((p) => p.id === a?.subscriptionPlan)?.name ?? 'Free';
  const paid = a?.subscription != null && a.subscription.status !== 'canceled';

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight print:text-xl">Billing &amp; Payment History</h1>
      {account.isError ? <Alert tone="error">Failed to load billing information</Alert> : null}

      <div className="grid gap-6 lg:grid-cols-3 print:hidden">
        <Card>
          <CardHeader>
            <CardTitle>Current plan</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            {!a ? (
              <Skeleton className="h-16" />
            ) : paid && a.subscription ? (
              <>
                <p className="text-xl font-semibold">{planName}</p>
                <p>
                  {money(a.subscription.amount, 'usd')}/month · {formatCredits(a.subscription.monthlyCredits)}{' '}
                  a month
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  Next billing:{' '}
                  {a.subscription.nextBillingDate ? formatDate(a.subscription.nextBillingDate) : '—'}
                </p>
              </>
            ) : (
              <>
                <p className="text-xl font-semibold">Free</p>
                <p>{formatCredits(a.credits)} available</p>
                <Link to="/app/upgrade" className={buttonClasses('primary', 'sm')}>
                  See subscription plans
                </Link>
              </>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Quick actions</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Link to={paid ? '/app/subscription' : '/app/upgrade'} className={buttonClasses('secondary')}>
              <ArrowUpCircle className="h-4 w-4" aria-hidden />
              {paid ? 'Manage subscription' : 'Upgrade'}
            </Link>
            <Link to="/app/credits" className={buttonClasses('secondary')}>
              <Coins className="h-4 w-4" aria-hidden />
              Buy Credits
            </Link>
            <a href="/contact" target="_blank" rel="noreferrer" className={buttonClasses('secondary')}>
              <LifeBuoy className="h-4 w-4" aria-hidden />
              Contact Support
            </a>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Account summary</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1.5 text-sm">
            <p className="flex justify-between">
              <span>Plan</span>
              <span className="font-semibold">{planName}</span>
            </p>
            <p className="flex justify-between">
              <span>Credit balance</span>
              <span className="font-semibold">{a ? formatCredits(a.credits) : '—'}</span>
            </p>
            {paid && a?.subscription ? (
              <>
                <p className="flex justify-between">
                  <span>Monthly cost</span>
                  <span className="font-semibold">{money(a.subscription.amount, 'usd')}</span>
                </p>
                <p className="flex justify-between">
                  <span>Next billing</span>
                  <span className="font-semibold">
                    {a.subscription.nextBillingDate ? formatDate(a.subscription.nextBillingDate) : '—'}
                  </span>
                </p>
              </>
            ) : null}
            <p className="flex items-center justify-between gap-2 pt-2">
              <span className="flex items-center gap-1.5">
                <CreditCard className="h-4 w-4" aria-hidden /> Payment method
              </span>
              <Link
                to="/app/subscription"
                className="font-medium text-accent-700 hover:underline dark:text-accent-200"
              >
                {a?.paymentMethod ? `${a.paymentMethod.brand} •••• ${a.paymentMethod.last4}` : 'Manage'}
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <Receipt className="h-5 w-5" aria-hidden />
            Payment history
          </CardTitle>
          <div className="flex flex-wrap items-end gap-2 print:hidden">
            <div>
              <Label htmlFor={typeId}>Type</Label>
              <Select id={typeId} value={type} onChange={(e) => setType(e.target.value)}>
                <option value="all">All types</option>
                <option value="subscription">Subscription</option>
                <option value="credit_pack">Credit Pack</option>
              </Select>
            </div>
            <div>
              <Label htmlFor={statusId}>Status</Label>
              <Select id={statusId} value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="all">All statuses</option>
                <option value="succeeded">Completed</option>
                <option value="failed">Failed</option>
                <option value="pending">Processing</option>
              </Select>
            </div>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden />
              Export
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {history.isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : history.isError ? (
            <Alert tone="error" title="Failed to load billing history. Please try again.">
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void history.refetch()}>
                <RefreshCw className="h-4 w-4" aria-hidden />
                Reload
              </Button>
            </Alert>
          ) : shown.length === 0 ? (
            <div className="flex flex-col items-center gap-1 py-10 text-center">
              <p className="font-semibold">No Transactions Found</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {filtered
                  ? 'No transactions match your current filters.'
                  : "You haven't made any payments yet."}
              </p>
            </div>
          ) : (
            <>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Transactions">
                {shown.map((t) => (
                  <TransactionRow key={t.id} transaction={t} />
                ))}
              </ul>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                Showing {shown.length} of {history.data.total} transactions
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function TransactionRow({ transaction: t }: { transaction: BillingTransaction }) {
  const status = STATUS[t.status] ?? { text: 'Unknown', tone: 'neutral' as BadgeTone };
  return (
    <li>
      <details className="group py-3">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0">
            <span className="block font-medium">{t.description}</span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              {TYPE[t.type] ?? 'Payment'} · {formatDateTime(t.createdAt)}
            </span>
          </span>
          <span className="flex items-center gap-3">
            <span className="font-semibold tabular-nums">{money(t.amount, t.currency)}</span>
            <Badge tone={status.tone}>{status.text}</Badge>
            <ChevronDown
              className="h-4 w-4 transition-transform group-open:rotate-180 print:hidden"
              aria-hidden
            />
          </span>
        </summary>
        <dl className="mt-3 grid gap-x-6 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2 dark:bg-slate-800/60">
          <div className="flex justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Credits granted</dt>
            <dd>{t.creditsGranted.toLocaleString('en-US')}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Completed</dt>
            <dd>{t.completedAt ? formatDateTime(t.completedAt) : '—'}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Reference</dt>
            <dd className="font-mono text-xs break-all">{t.id}</dd>
          </div>
        </dl>
        {t.status === 'failed' ? (
          <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
            Payment Failed: This payment could not be processed. Please try again or contact support if the
            issue persists.
            {t.failureMessage ? ` (${t.failureMessage})` : ''}
          </p>
        ) : null}
      </details>
    </li>
  );
}
