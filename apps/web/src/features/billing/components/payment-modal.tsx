import type { CreditPack, PaidPlanId, Plan } from '@ai-realty/shared/billing-catalogue';
import { formatPrice } from '@ai-realty/shared/rules/format';
import type { PaymentOutcome } from '@ai-realty/shared/schemas/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, FlaskConical, Lock, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { useSession } from '@/lib/session';
import {
  authenticateSandboxPayment,
  changePlan,
  createSandboxPaymentMethod,
  createSubscription,
  purchasePack,
  refreshBilling,
} from '../api/billing';
import {
  cardErrorMessage,
  cardProblem,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  SANDBOX_TEST_CARDS,
} from '../utils/card';
import { type PaymentChecks, type PaymentForm, paymentFormSchema } from '../utils/payment-form-schema';
import { useStripeCard } from './stripe-card';

export type Purchase =
  | { kind: 'pack'; pack: CreditPack }
  | { kind: 'plan'; plan: Plan & { id: PaidPlanId }; change: boolean };

type Challenge = { paymentId: string };

const newKey = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/**
 * The payment form of docs/product/commercial.md#payment-modal: billing details and the card (the
 * sandbox's own form: no money moves), then 3-D Secure when the bank asks for it. A plan change on an
 * existing subscription needs no card: it is prorated on the card on file.
 */
export function PaymentModal({
  purchase,
  provider,
  publishableKey = null,
  onClose,
  onSuccess,
}: {
  purchase: Purchase | null;
  provider: 'sandbox' | 'stripe';
  publishableKey?: string | null;
  onClose: () => void;
  onSuccess: (message: string) => void;
}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  // What the form checks depends on the purchase and the provider, which may change between renders:
  // the resolver reads the current value.
  const checks = useRef<PaymentChecks>('none');
  const resolver = useRef<Resolver<PaymentForm>>((values, context, options) =>
    zodResolver(paymentFormSchema(checks.current))(values, context, options),
  );
  const {
    register,
    handleSubmit,
    control,
    setValue,
    resetField,
    formState: { errors },
  } = useForm<PaymentForm>({
    resolver: resolver.current,
    defaultValues: {
      name: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: '',
      number: '',
      expiry: '',
      cvc: '',
    },
  });
  const [number, expiry, cvc] = useWatch({ control, name: ['number', 'expiry', 'cvc'] });
  const [error, setError] = useState<{ message: string; card: boolean; retryable: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  // One key per attempt: a double click or a network retry of the same attempt never charges twice.
  const attemptKey = useRef(newKey());
  const stripeMount = useRef<HTMLDivElement>(null);
  const stripeCard = useStripeCard(provider === 'stripe' && purchase ? publishableKey : null, stripeMount);

  const title =
    purchase?.kind === 'pack'
      ? `Buy ${purchase.pack.name}`
      : purchase
        ? `${purchase.change ? 'Switch' : 'Subscribe'} to ${purchase.plan.name}`
        : '';
  const amount = purchase?.kind === 'pack' ? purchase.pack.price : (purchase?.plan.price ?? 0);
  const total = purchase?.kind === 'pack' ? purchase.pack.creditCount + purchase.pack.bonusCredits : 0;
  const needsCard = !(purchase?.kind === 'plan' && purchase.change);
  checks.current = !needsCard ? 'none' : provider === 'sandbox' ? 'details-and-card' : 'details';
  const cardReady =
    provider === 'stripe' ? stripeCard.complete : cardProblem({ number, expiry, cvc }) === null;

  const reset = () => {
    setError(null);
    setChallenge(null);
    setBusy(false);
    for (const field of ['number', 'expiry', 'cvc'] as const) resetField(field);
    attemptKey.current = newKey();
  };

  const finish = (outcome: PaymentOutcome) => {
    refreshBilling(queryClient);
    if (!purchase) return;
    onSuccess(
      purchase.kind === 'pack'
        ? `Successfully purchased ${outcome.creditsGranted} credits! Your new balance is ${outcome.newCreditBalance} credits.`
        : `Successfully subscribed to ${purchase.plan.name} plan! Your new benefits are now active.`,
    );
    reset();
  };

  const fail = (err: unknown) => {
    const fallback =
      purchase?.kind === 'pack'
        ? 'Failed to purchase credit pack. Please try again.'
        : 'Failed to create subscription. Please try again.';
    setError(cardErrorMessage(err, fallback));
    setBusy(false);
    setChallenge(null);
    // The next attempt is a new payment.
    attemptKey.current = newKey();
  };

  // Runs once the form passed its checks (the first problem shows at its field otherwise).
  const submit = async (values: PaymentForm) => {
    if (!purchase || busy) return;
    setError(null);
    setBusy(true);
    try {
      if (purchase.kind === 'plan' && purchase.change) {
        const changed = await changePlan(purchase.plan.id);
        refreshBilling(queryClient);
        onSuccess(`Successfully subscribed to ${purchase.plan.name} plan! Your new benefits are now active.`);
        reset();
        return changed;
      }
      const paymentMethodId =
        provider === 'stripe'
          ? await stripeCard.createPaymentMethod({
              name: values.name,
              email: values.email,
              phone: values.phone,
            })
          : await sandboxMethod(values);
      const outcome =
        purchase.kind === 'pack'
          ? await purchasePack(purchase.pack.creditCount, paymentMethodId, attemptKey.current)
          : await createSubscription(purchase.plan.id, paymentMethodId, attemptKey.current);
      if (outcome.requiresAction && provider === 'stripe' && outcome.clientSecret) {
        await confirmWithStripe(outcome.clientSecret);
        // The credits arrive with Stripe's payment_intent.succeeded or invoice.paid webhook.
        const total = purchase.kind === 'pack' ? purchase.pack.creditCount + purchase.pack.bonusCredits : 0;
        return finish({
          ...outcome,
          status: 'succeeded',
          creditsGranted: total,
          newCreditBalance: outcome.newCreditBalance + total,
        });
      }
      if (outcome.requiresAction) {
        setChallenge({ paymentId: outcome.paymentId });
        setBusy(false);
        return;
      }
      if (outcome.status !== 'succeeded') throw new Error('Payment confirmation failed');
      finish(outcome);
    } catch (err) {
      fail(err);
    }
  };

  const sandboxMethod = async (card: PaymentForm) => {
    const expiry = parseExpiry(card.expiry);
    const { paymentMethodId } = await createSandboxPaymentMethod({
      number: card.number.replace(/\s/g, ''),
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      cvc: card.cvc,
    });
    return paymentMethodId;
  };

  /** Stripe's 3-D Secure, tried up to 3 times (waits of 2 s then 4 s) on a retryable failure. */
  const confirmWithStripe = async (clientSecret: string) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const status = await stripeCard.confirm(clientSecret);
        if (status !== 'succeeded') throw new Error('Payment confirmation failed');
        return;
      } catch (err) {
        const retry = cardErrorMessage(err, '').retryable && attempt < 2;
        if (!retry) throw err;
        await new Promise((resolve) => setTimeout(resolve, 2000 * 2 ** attempt));
      }
    }
  };

  const authenticate = async (result: 'approve' | 'fail') => {
    if (!challenge) return;
    setBusy(true);
    try {
      const outcome = await authenticateSandboxPayment(challenge.paymentId, result);
      if (outcome.status !== 'succeeded') throw new Error('Payment confirmation failed');
      finish(outcome);
    } catch (err) {
      fail(err);
    }
  };

  return (
    <Dialog
      open={purchase !== null}
      onOpenChange={(open) => {
        if (open || busy) return;
        reset();
        onClose();
      }}
      title={title}
      description={
        purchase?.kind === 'pack'
          ? `${total.toLocaleString('en-US')} credits for ${formatPrice(amount)}, once. Credits never expire.`
          : purchase
            ? `${formatPrice(amount)} a month for ${purchase.plan.monthlyCredits.toLocaleString('en-US')} credits a month. Cancel any time.`
            : undefined
      }
      className="max-w-lg"
    >
      {purchase?.kind === 'plan' ? (
        <ul className="mb-4 space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {purchase.plan.features.slice(0, 3).map((f) => (
            <li key={f}>✓ {f}</li>
          ))}
          {purchase.plan.features.length > 3 ? (
            <li className="text-slate-500 dark:text-slate-400">
              +{purchase.plan.features.length - 3} more features
            </li>
          ) : null}
        </ul>
      ) : null}

      {challenge ? (
        <section
          aria-labelledby="three-ds"
          className="space-y-4 rounded-lg border border-accent-200 p-4 dark:border-accent-800"
        >
          <h3 id="three-ds" className="flex items-center gap-2 font-semibold">
            <ShieldCheck className="h-5 w-5 text-accent-700 dark:text-accent-200" aria-hidden />
            Confirm this payment with your bank
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your bank asks you to confirm a payment of {formatPrice(amount)} to AI Realty (3-D Secure). In the
            sandbox you decide the bank's answer.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void authenticate('approve')} loading={busy}>
              Complete authentication
            </Button>
            <Button variant="secondary" onClick={() => void authenticate('fail')} disabled={busy}>
              Fail authentication
            </Button>
          </div>
        </section>
      ) : (
        <form noValidate className="space-y-4" onSubmit={(e) => void handleSubmit(submit)(e)}>
          {needsCard ? (
            <>
              <fieldset className="space-y-3">
                <legend className="text-sm font-semibold">Billing details</legend>
                <Field label="Full name" error={errors.name?.message}>
                  {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
                </Field>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field label="Email" error={errors.email?.message}>
                    {(p) => <Input {...p} type="email" autoComplete="email" {...register('email')} />}
                  </Field>
                  <Field label="Phone (optional)" error={errors.phone?.message}>
                    {(p) => <Input {...p} type="tel" autoComplete="tel" {...register('phone')} />}
                  </Field>
                </div>
              </fieldset>
              {provider === 'sandbox' ? (
                <fieldset className="space-y-3">
                  <legend className="flex items-center gap-2 text-sm font-semibold">
                    <CreditCard className="h-4 w-4" aria-hidden />
                    Card
                  </legend>
                  <Alert tone="info" title="Sandbox: no money moves">
                    <p>
                      Payments here are simulated with test cards, as in Stripe's test mode. Use any future
                      date and any CVC:
                    </p>
                    <ul className="mt-1 grid gap-x-3 text-xs sm:grid-cols-2">
                      {SANDBOX_TEST_CARDS.map(([number, outcome]) => (
                        <li key={number}>
                          <span className="font-mono">{number}</span> {outcome}
                        </li>
                      ))}
                    </ul>
                  </Alert>
                  <Field label="Card number" error={errors.number?.message}>
                    {(p) => (
                      <Input
                        {...p}
                        inputMode="numeric"
                        autoComplete="cc-number"
                        placeholder="1234 1234 1234 1234"
                        {...register('number', {
                          onChange: (e) => setValue('number', formatCardNumber(e.target.value)),
                        })}
                      />
                    )}
                  </Field>
                  <div className="grid grid-cols-2 gap-3">
                    <Field label="Expiry (MM / YY)" error={errors.expiry?.message}>
                      {(p) => (
                        <Input
                          {...p}
                          inputMode="numeric"
                          autoComplete="cc-exp"
                          placeholder="MM / YY"
                          {...register('expiry', {
                            onChange: (e) => setValue('expiry', formatExpiry(e.target.value)),
                          })}
                        />
                      )}
                    </Field>
                    <Field label="CVC" error={errors.cvc?.message}>
                      {(p) => (
                        <Input
                          {...p}
                          inputMode="numeric"
                          autoComplete="cc-csc"
                          maxLength={4}
                          placeholder="123"
                          {...register('cvc', {
                            onChange: (e) => setValue('cvc', e.target.value.replace(/\D/g, '').slice(0, 4)),
                          })}
                        />
                      )}
                    </Field>
                  </div>
                </fieldset>
              ) : (
                <fieldset className="space-y-2">
                  <legend className="flex items-center gap-2 text-sm font-semibold">
                    <CreditCard className="h-4 w-4" aria-hidden />
                    Card
                  </legend>
                  <div
                    ref={stripeMount}
                    className="rounded-lg border border-slate-300 bg-white px-3 py-3 dark:border-slate-700"
                  />
                  {stripeCard.failed || !publishableKey ? (
                    <Alert tone="warning">Stripe is not loaded. Please refresh the page and try again.</Alert>
                  ) : null}
                </fieldset>
              )}
            </>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Your card on file pays the difference for the rest of this month (prorated); from the next
              billing date you pay {formatPrice(amount)} a month.
            </p>
          )}

          {error ? (
            <Alert tone="error" title={error.card ? 'Payment declined' : undefined}>
              {error.message}
              {error.retryable ? ' You can try again now.' : ''}
            </Alert>
          ) : null}

          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
            <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
              <Lock className="h-3.5 w-3.5" aria-hidden />
              {provider === 'sandbox' ? (
                <>
                  <FlaskConical className="h-3.5 w-3.5" aria-hidden /> Sandbox payment
                </>
              ) : (
                'Secured by Stripe'
              )}
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  reset();
                  onClose();
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={busy} disabled={needsCard && !cardReady}>
                {purchase?.kind === 'pack'
                  ? `Pay ${formatPrice(amount)}`
                  : purchase?.change
                    ? `Switch to ${purchase.plan.name}`
                    : `Subscribe for ${formatPrice(amount)}/mo`}
              </Button>
            </div>
          </div>
        </form>
      )}
    </Dialog>
  );
}
