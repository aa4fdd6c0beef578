import type { PaidPlanId } from '@ai-realty/shared/billing-catalogue';
import {
  billingHistoryResponseSchema,
  paymentOutcomeSchema,
  sandboxCardResponseSchema,
  subscriptionCreateResponseSchema,
  subscriptionGetResponseSchema,
  subscriptionMessageResponseSchema,
  subscriptionUpdateResponseSchema,
} from '@ai-realty/shared/schemas/billing';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountDetailsQueryKey } from '@/lib/queries/account-details';
import { userMeQueryKey } from '@/lib/queries/user-me';

// The billing calls of docs/product/commercial.md: payments carry an Idempotency-Key so a retried
// request never charges twice.

export const subscriptionQueryKey = ['billing', 'subscription'] as const;
export const billingHistoryQueryKey = ['billing', 'history'] as const;

const withKey = (key: string) => ({ 'idempotency-key': key });

/** The sandbox card form: a test card number becomes its test PaymentMethod (or a 402 card error). */
export function createSandboxPaymentMethod(card: {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}) {
  return api('/billing/sandbox/payment-methods', {
    method: 'POST',
    body: card,
    schema: sandboxCardResponseSchema,
  });
}

export function purchasePack(packSize: number, paymentMethodId: string, idempotencyKey: string) {
  return api('/payments/token-packs/purchase', {
    method: 'POST',
    body: { packSize, paymentMethodId },
    headers: withKey(idempotencyKey),
    schema: paymentOutcomeSchema,
  });
}

export function createSubscription(plan: PaidPlanId, paymentMethodId: string, idempotencyKey: string) {
  return api('/subscriptions/create', {
    method: 'POST',
    body: { plan, paymentMethodId },
    headers: withKey(idempotencyKey),
    schema: subscriptionCreateResponseSchema,
  });
}

export function changePlan(plan: PaidPlanId) {
  return api('/subscriptions/update', {
    method: 'POST',
    body: { plan },
    schema: subscriptionUpdateResponseSchema,
  });
}

/** The sandbox's 3-D Secure: the card holder approves or fails the bank's challenge. */
export function authenticateSandboxPayment(paymentId: string, outcome: 'approve' | 'fail') {
  return api(`/billing/sandbox/payments/${encodeURIComponent(paymentId)}/authenticate`, {
    method: 'POST',
    body: { outcome },
    schema: paymentOutcomeSchema,
  });
}

export function cancelSubscription(cancelAtPeriodEnd: boolean, cancellationReason?: string) {
  return api('/subscriptions/cancel', {
    method: 'POST',
    body: { cancelAtPeriodEnd, cancellationReason },
    schema: subscriptionMessageResponseSchema,
  });
}

export function reactivateSubscription() {
  return api('/subscriptions/reactivate', {
    method: 'POST',
    body: {},
    schema: subscriptionMessageResponseSchema,
  });
}

export function useSubscription() {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: () => api('/subscriptions/get', { schema: subscriptionGetResponseSchema }),
  });
}

export function useBillingHistory(limit = 20) {
  return useQuery({
    queryKey: [...billingHistoryQueryKey, limit],
    queryFn: () => api(`/billing/history?limit=${limit}`, { schema: billingHistoryResponseSchema }),
  });
}

/** After any payment or plan change: the balance, the plan and the history are new. */
export function refreshBilling(queryClient: QueryClient) {
  for (const queryKey of [
    userMeQueryKey,
    accountDetailsQueryKey,
    subscriptionQueryKey,
    billingHistoryQueryKey,
  ])
    void queryClient.invalidateQueries({ queryKey });
}
