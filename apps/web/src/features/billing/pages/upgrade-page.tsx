import { type PaidPlanId, PLAN_IDS, type Plan } from '@ai-realty/shared/billing-catalogue';
import { formatPrice } from '@ai-realty/shared/rules/format';
import { Check, Coins, Crown, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { formatCredits } from '@/lib/format-credits';
import { useAccountDetails } from '@/lib/queries/account-details';
import { usePricing } from '@/lib/queries/pricing';
import { PaymentModal, type Purchase } from '../components/payment-modal';

const rank = (id: string) => PLAN_IDS.indexOf(id as (typeof PLAN_IDS)[number]);

/** Why the agent was sent here, from the page that sent them (navigation state or ?feature=). */
function reasonText(state: unknown, feature: string | null): string | null {
  const s = (state ?? {}) as { reason?: string; required?: number; available?: number };
  if (s.reason) {
    const counts =
      s.required !== undefined && s.available !== undefined
        ? ` You need ${formatCredits(s.required)} and have ${formatCredits(s.available)}.`
        : '';
    return `${s.reason}${counts}`;
  }
  if (feature === 'pdf_analysis')
    return 'PDF analysis limit reached. Add credits or choose a plan to keep analysing listings.';
  return null;
}

const FAQ: [string, string][] = [
  [
    'What are credits?',
    'Every AI action is paid in credits: a listing description or keyword set costs 1, analyses and campaigns 2 or 3, a PDF analysis 2. One balance pays for all of them.',
  ],
  [
    'Plan or credit pack?',
    'A plan adds its credits every month for as long as it runs; a pack is a one-time top-up. Both add to the same balance, and you can have both.',
  ],
  ['Do credits expire?', 'No. Credits from packs and from past months stay on your balance.'],
  [
    'How many PDFs can I analyse?',
    'As many as your credits allow: each analysis costs 2 credits, up to 50 MB per document. A failed analysis is refunded.',
  ],
  [
    'Can I cancel a plan?',
    'Yes, at any time from the Subscription page: at the end of the period (you keep the plan until then) or at once. Your credits stay.',
  ],
  [
    'How does changing plans work?',
    'An upgrade takes effect at once: you pay the prorated difference for the rest of the month and receive the difference in credits. A downgrade applies the same way with a credit on your next bill.',
  ],
];

/** /app/upgrade: the plans and the credit packs, and the payment modal (docs/product/commercial.md#upgrade-page). */
export default function UpgradePage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const pricing = usePricing();
  const account = useAccountDetails();
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const tab = params.get('tab') === 'credits' ? 'credits' : 'plans';
  const reason = reasonText(location.state, params.get('feature'));
  const currentPlan = account.data?.subscriptionPlan ?? 'free';
  const subscribed = account.data?.subscription != null && account.data.subscription.status !== 'canceled';

  // After a payment the agent goes on to the dashboard, as the success message says.
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/app/dashboard'), 3000);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const choosePlan = (plan: Plan) => {
    if (plan.id === currentPlan) return;
    if (plan.price <= 0) {
      navigate('/app/subscription');
      return;
    }
    setPurchase({ kind: 'plan', plan: plan as Plan & { id: PaidPlanId }, change: subscribed });
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className="rounded-lg bg-accent-50 p-2.5 text-accent-700 dark:bg-accent-900/30 dark:text-accent-200">
              <Coins className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <p className="text-sm text-slate-600 dark:text-slate-400">Your plan and balance</p>
              {account.data ? (
                <p className="font-semibold">
                  {pricing.data?.plans.find((p) => p.id === currentPlan)?.name ?? 'Free'} ·{' '}
                  {formatCredits(account.data.credits)}
                  {account.data.subscription
                    ? ` · ${formatCredits(account.data.subscription.monthlyCredits)} a month`
                    : ''}
                </p>
              ) : (
                <Skeleton className="mt-1 h-5 w-48" />
              )}
            </div>
          </div>
          <Link to="/app/billing" className={buttonClasses('ghost', 'sm')}>
            Billing history
          </Link>
        </CardContent>
      </Card>

      {success ? (
        <Alert tone="success" title="Payment complete">
          {success} Taking you to your dashboard…
        </Alert>
      ) : null}
      {reason && !success ? <Alert tone="warning">{reason}</Alert> : null}
      {account.isError ? <Alert tone="error">Failed to load account information</Alert> : null}

      {pricing.isError ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <h2 className="font-semibold">Failed to Load Pricing</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Failed to load pricing information. Please try again.
            </p>
            <Button variant="secondary" onClick={() => void pricing.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden />
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(value === 'credits' ? { tab: 'credits' } : {}, { replace: true })
          }
        >
          <TabsList>
            <TabsTrigger value="plans">Subscription Plans</TabsTrigger>
            <TabsTrigger value="credits">Credit Packs</TabsTrigger>
          </TabsList>
          <TabsContent value="plans" className="pt-5">
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" aria-label="Plans">
              {pricing.data
                ? pricing.data.plans.map((plan) => {
                    const current = plan.id === currentPlan;
                    const label = current
                      ? 'Current Plan'
                      : rank(plan.id) > rank(currentPlan)
                        ? `Upgrade to ${plan.name}`
                        : `Choose ${plan.name}`;
                    return (
                      <li
                        key={plan.id}
                        className={cn(
                          'flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm dark:bg-slate-900',
                          plan.popular
                            ? 'border-accent-600 ring-2 ring-accent-600/20'
                            : 'border-slate-200 dark:border-slate-800',
                        )}
                      >
                        <div className="flex items-start justify-between gap-2">
                          <h2 className="text-lg font-semibold">{plan.name}</h2>
                          {plan.popular ? (
                            <Badge tone="accent">
                              <Crown className="h-3 w-3" aria-hidden /> Most Popular
                            </Badge>
                          ) : current ? (
                            <Badge tone="green">Current</Badge>
                          ) : null}
                        </div>
                        <p>
                          <span className="text-3xl font-semibold">{formatPrice(plan.price)}</span>
                          <span className="text-sm text-slate-500 dark:text-slate-400">/month</span>
                        </p>
                        <p className="text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
                        <p className="text-sm font-medium">{formatCredits(plan.monthlyCredits)} a month</p>
                        <ul className="flex-1 space-y-1.5 text-sm">
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
                        <Button
                          variant={plan.popular ? 'primary' : 'secondary'}
                          disabled={current || success !== null}
                          onClick={() => choosePlan(plan)}
                        >
                          {label}
                        </Button>
                      </li>
                    );
                  })
                : [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-96 rounded-xl" />)}
            </ul>
          </TabsContent>
          <TabsContent value="credits" className="pt-5">
            {pricing.data && pricing.data.creditPacks.length === 0 ? (
              <Alert tone="warning" title="No credit packs available">
                Try refreshing the page.
              </Alert>
            ) : null}
            <ul className="grid gap-4 md:grid-cols-3" aria-label="Credit packs">
              {pricing.data
                ? pricing.data.creditPacks.map((pack) => {
                    const total = pack.creditCount + pack.bonusCredits;
                    return (
                      <li
                        key={pack.id}
                        className={cn(
                          'flex flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm dark:bg-slate-900',
                          pack.bestValue
                            ? 'border-accent-600 ring-2 ring-accent-600/20'
                            : 'border-slate-200 dark:border-slate-800',
                        )}
                      >
                        <div className="flex items-start justify-between gap-2">
                          <h2 className="text-lg font-semibold">{pack.name}</h2>
                          {pack.bestValue ? <Badge tone="accent">Best Value</Badge> : null}
                        </div>
                        <p className="text-3xl font-semibold">{formatPrice(pack.price)}</p>
                        <p className="text-sm text-slate-600 dark:text-slate-400">
                          ${(pack.price / total).toFixed(3)} per credit
                        </p>
                        <dl className="space-y-1 text-sm">
                          <div className="flex justify-between">
                            <dt>Credits</dt>
                            <dd>{pack.creditCount.toLocaleString('en-US')}</dd>
                          </div>
                          <div className="flex justify-between">
                            <dt>Bonus</dt>
                            <dd>+{pack.bonusCredits.toLocaleString('en-US')}</dd>
                          </div>
                          <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold dark:border-slate-800">
                            <dt>Total</dt>
                            <dd>{total.toLocaleString('en-US')}</dd>
                          </div>
                        </dl>
                        <Button
                          variant={pack.bestValue ? 'primary' : 'secondary'}
                          disabled={success !== null}
                          onClick={() => setPurchase({ kind: 'pack', pack })}
                        >
                          Purchase {total.toLocaleString('en-US')} Credits
                        </Button>
                      </li>
                    );
                  })
                : [0, 1, 2].map((i) => <Skeleton key={i} className="h-72 rounded-xl" />)}
            </ul>
          </TabsContent>
        </Tabs>
      )}

      <section id="faq" aria-labelledby="faq-title" className="space-y-3">
        <h2 id="faq-title" className="text-lg font-semibold">
          Frequently asked questions
        </h2>
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {FAQ.map(([q, a]) => (
            <details key={q} className="group p-4">
              <summary className="cursor-pointer font-medium">{q}</summary>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{a}</p>
            </details>
          ))}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          More questions?{' '}
          <Link to="/contact" className="font-medium text-accent-700 hover:underline dark:text-accent-200">
            Contact us
          </Link>{' '}
          or see{' '}
          <Link to="/features" className="font-medium text-accent-700 hover:underline dark:text-accent-200">
            what each feature does
          </Link>
          .
        </p>
      </section>

      <PaymentModal
        purchase={purchase}
        provider={pricing.data?.paymentProvider ?? 'sandbox'}
        publishableKey={pricing.data?.publishableKey ?? null}
        onClose={() => setPurchase(null)}
        onSuccess={(message) => {
          setPurchase(null);
          setSuccess(message);
        }}
      />
    </div>
  );
}
