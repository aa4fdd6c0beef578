import type { PaidPlanId } from '@ai-realty/shared/billing-catalogue';
import type { PaymentOutcome, SubscriptionView } from '@ai-realty/shared/schemas/billing';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { SubscriptionChange } from '../../providers/payments/payment-provider.ts';
import { paidPlan } from '../billing/billing-catalogue.ts';
import { updateCardOnFile } from '../billing/billing-repo.ts';
import { cardErrorResponse } from '../billing/card-errors.ts';
import { ensureCustomer } from '../billing/ensure-customer.ts';
import { providerIdempotencyKey, withUserLock } from '../billing/idempotent-call.ts';
import { sendReceipt } from '../billing/settle-transaction.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { recordRefusedCard } from './record-refused-card.ts';
import { recordSubscriptionChange } from './record-subscription-change.ts';
import { findSubscription } from './subscription-repo.ts';
import { toSubscriptionView } from './subscription-view.ts';

/**
 * Subscribes the user to a paid plan: the card becomes the default, the first month is charged at
 * once and its credits granted when the payment succeeds. A card that asks for 3-D Secure answers
 * `requiresAction` with the clientSecret and the subscription stays `incomplete` until it is paid.
 */
export async function createSubscription(
  deps: Deps,
  user: UserRow,
  input: CreateInput,
): Promise<PaymentOutcome & { subscription: SubscriptionView }> {
  // Two requests at once must not both start a subscription at the provider.
  return withUserLock(deps, user.id, 'subscription-create', () => create(deps, user, input));
}

type CreateInput = { plan: PaidPlanId; priceId?: string; paymentMethodId: string; idempotencyKey?: string };

async function create(
  deps: Deps,
  user: UserRow,
  input: CreateInput,
): Promise<PaymentOutcome & { subscription: SubscriptionView }> {
  const { db } = deps.database;
  const plan = paidPlan(deps.config, input.plan);
  if (input.priceId && input.priceId !== plan.stripePriceId) {
    throw validationError({ priceId: 'The price does not belong to this plan' });
  }
  const current = await findSubscription(db, user.id);
  if (current && current.status !== 'canceled' && current.status !== 'incomplete') {
    throw new AppError('CONFLICT', 'You already have a subscription. Change your plan instead.', 409);
  }
  const description = `${plan.name} plan, first month`;
  const refused = (err: unknown) =>
    recordRefusedCard(deps, err, { userId: user.id, plan, description, amountCents: plan.amountCents });
  const customer = await ensureCustomer(deps, user);
  let change: SubscriptionChange;
  try {
    const card = await deps.payments.attachPaymentMethod(customer.customerId, input.paymentMethodId);
    await updateCardOnFile(db, user.id, { paymentMethodId: input.paymentMethodId, ...card });
    if (current?.status === 'incomplete') {
      // An earlier attempt that was never paid is abandoned, as the user starts again.
      await deps.payments.cancelSubscription(current.providerSubscriptionId, { atPeriodEnd: false });
    }
    change = await deps.payments.createSubscription({
      customerId: customer.customerId,
      priceId: plan.stripePriceId,
      amountCents: plan.amountCents,
      paymentMethodId: input.paymentMethodId,
      metadata: { userId: user.id, plan: plan.id },
      idempotencyKey:
        providerIdempotencyKey(user.id, 'subscription-create', input.idempotencyKey) ??
        `subscription-create:${user.id}:${Date.now()}`,
    });
  } catch (err) {
    return refused(err);
  }
  const { payment, invoice } = change;
  const { row, settlement } = await recordSubscriptionChange(deps, {
    userId: user.id,
    planId: plan.id,
    description,
    credits: plan.monthlyCredits,
    change,
  });
  if (payment?.status === 'failed') {
    throw cardErrorResponse(payment.failure ?? { code: 'card_declined', message: 'Your card was declined.' });
  }
  await sendReceipt(deps, settlement?.settled);
  const paid = !payment || payment.status === 'succeeded';
  return {
    paymentId: payment?.id ?? invoice?.id ?? row.providerSubscriptionId,
    status: paid ? 'succeeded' : 'requires_action',
    requiresAction: payment?.status === 'requires_action',
    clientSecret: payment?.clientSecret ?? null,
    creditsGranted: paid ? plan.monthlyCredits : 0,
    newCreditBalance: settlement?.balance ?? (await creditBalance(db, user.id)),
    subscription: toSubscriptionView(row),
  };
}
