import { formatDate, formatPrice } from '@ai-realty/shared/rules/format';
import { CANCELLATION_REASONS, type SubscriptionView } from '@ai-realty/shared/schemas/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowUpCircle, Check, Coins, CreditCard, Receipt, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Label, Select } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatCredits } from '@/lib/format-credits';
import { useAccountDetails } from '@/lib/queries/account-details';
import { usePricing } from '@/lib/queries/pricing';
import { cancelSubscription, reactivateSubscription, refreshBilling, useSubscription } from '../api/billing';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';

/** /app/subscription: the plan, its state, cancel and reactivate (docs/product/commercial.md#subscription-page). */
export default function SubscriptionPage() {
  const subscription = useSubscription();
  const account = useAccountDetails();
  const pricing = usePricing();
  const queryClient = useQueryClient();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const reactivate = useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: (r) => {
      refreshBilling(queryClient);
      setMessage(r.message);
    },
  });

  // A success message clears itself after 5 s.
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 5000);
    return () => clearTimeout(timer);
  }, [message]);

  if (subscription.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (subscription.isError)
    return (
      <Alert tone="error" title="Failed to load subscription information">
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void subscription.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  const s = subscription.data.subscription;
  const live = s && s.status !== 'canceled' ? s : null;
  const plan = pricing.data?.plans.find((p) => p.id === (live?.plan ?? 'free'));
  const credits = account.data?.credits;

  return (
    <div className="space-y-6">
      {message ? <Alert tone="success">{message}</Alert> : null}
      {reactivate.isError ? (
        <Alert tone="error">
          {errorMessage(reactivate.error, 'Failed to reactivate subscription. Please try again.')}
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Current plan</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {live ? (
              <>
                <div className="flex flex-wrap items-center gap-3">
                  <p className="text-2xl font-semibold">{plan?.name ?? live.plan}</p>
                  <SubscriptionStatusBadge subscription={live} />
                </div>
                <p className="text-slate-700 dark:text-slate-300">
                  {formatPrice(live.amount)} a month · {formatCredits(live.monthlyCredits)} each month
                </p>
                {live.cancelAtPeriodEnd ? (
                  <Alert tone="warning" title="CANCELING AT PERIOD END">
                    Your plan stays active until{' '}
                    {live.nextBillingDate ? formatDate(live.nextBillingDate) : 'the end of the period'}, then
                    your account returns to Free. Your credits stay.
                  </Alert>
                ) : live.status === 'past_due' ? (
                  <Alert tone="error" title="Payment past due">
                    The last renewal could not be charged. We will retry; update your card to keep your plan.
                  </Alert>
                ) : (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Next billing date: {live.nextBillingDate ? formatDate(live.nextBillingDate) : '—'}
                  </p>
                )}
                {plan ? (
                  <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
                    {plan.features.map((f) => (
                      <li key={f} className="flex gap-2">
                        <Check
                          className="mt-0.5 h-4 w-4 shrink-0 text-accent-700 dark:text-accent-200"
                          aria-hidden
                        />
                        {f}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Link to="/app/upgrade" className={buttonClasses('secondary')}>
                    <ArrowUpCircle className="h-4 w-4" aria-hidden />
                    Change Plan
                  </Link>
                  {live.status === 'active' && !live.cancelAtPeriodEnd ? (
                    <Button
                      variant="ghost"
                      className="text-red-700 dark:text-red-300"
                      onClick={() => setCancelOpen(true)}
                    >
                      <XCircle className="h-4 w-4" aria-hidden />
                      Cancel Subscription
                    </Button>
                  ) : null}
                  {live.cancelAtPeriodEnd ? (
                    <Button onClick={() => reactivate.mutate()} loading={reactivate.isPending}>
                      <RotateCcw className="h-4 w-4" aria-hidden />
                      Reactivate Subscription
                    </Button>
                  ) : null}
                </div>
              </>
            ) : (
              <div className="space-y-3">
                <p className="text-2xl font-semibold">Free</p>
                <p className="text-slate-700 dark:text-slate-300">
                  You are on the Free plan. A plan adds credits every month; a credit pack tops up once.
                </p>
                <Link to="/app/upgrade" className={buttonClasses('primary')}>
                  <ArrowUpCircle className="h-4 w-4" aria-hidden />
                  See plans
                </Link>
              </div>
            )}
          </CardContent>
        </Card>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Credit overview</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm">
              <p className="flex justify-between">
                <span>Balance</span>
                <span className="font-semibold">{credits === undefined ? '—' : formatCredits(credits)}</span>
              </p>
              <p className="flex justify-between">
                <span>Monthly credits</span>
                <span className="font-semibold">{live ? formatCredits(live.monthlyCredits) : 'None'}</span>
              </p>
              {account.data?.paymentMethod ? (
                <p className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-1.5">
                    <CreditCard className="h-4 w-4" aria-hidden /> Card on file
                  </span>
                  <span className="font-semibold capitalize">
                    {account.data.paymentMethod.brand} •••• {account.data.paymentMethod.last4}
                  </span>
                </p>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Quick links</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Link to="/app/billing" className={buttonClasses('secondary')}>
                <Receipt className="h-4 w-4" aria-hidden />
                Billing history
              </Link>
              <Link to="/app/upgrade" className={buttonClasses('secondary')}>
                <ArrowUpCircle className="h-4 w-4" aria-hidden />
                Plans
              </Link>
              <Link to="/app/credits" className={buttonClasses('secondary')}>
                <Coins className="h-4 w-4" aria-hidden />
                Credits
              </Link>
            </CardContent>
          </Card>
        </div>
      </div>

      {live ? (
        <CancelDialog
          open={cancelOpen}
          subscription={live}
          onOpenChange={setCancelOpen}
          onCanceled={(text) => {
            refreshBilling(queryClient);
            setMessage(text);
          }}
        />
      ) : null}
    </div>
  );
}

function CancelDialog({
  open,
  subscription,
  onOpenChange,
  onCanceled,
}: {
  open: boolean;
  subscription: SubscriptionView;
  onOpenChange: (open: boolean) => void;
  onCanceled: (message: string) => void;
}) {
  const [when, setWhen] = useState<'end_of_period' | 'immediate'>('end_of_period');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const cancel = useMutation({
    mutationFn: () => cancelSubscription(when === 'end_of_period', reason || undefined),
    onSuccess: (r) => {
      onOpenChange(false);
      onCanceled(r.message);
    },
  });
  const end = subscription.nextBillingDate
    ? formatDate(subscription.nextBillingDate)
    : 'the end of the period';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}
      title="Cancel subscription?"
      description="Your credits stay on your balance whatever you choose."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Keep Subscription
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancel Subscription
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">When</legend>
          {(
            [
              [
                'end_of_period',
                `At the end of the period (${end})`,
                'Keep the plan and its credits until then.',
              ],
              ['immediate', 'Immediately', 'The plan ends now; no refund for the rest of the month.'],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
            >
              <input
                type="radio"
                name="cancel-when"
                value={value}
                checked={when === value}
                onChange={() => setWhen(value)}
                className="mt-1 accent-accent-700"
              />
              <span>
                <span className="block font-medium">{label}</span>
                <span className="block text-slate-600 dark:text-slate-400">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div>
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Select id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">Choose a reason…</option>
            {CANCELLATION_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </div>
        {cancel.isError ? (
          <Alert tone="error">
            {errorMessage(cancel.error, 'Failed to cancel subscription. Please try again.')}
          </Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
