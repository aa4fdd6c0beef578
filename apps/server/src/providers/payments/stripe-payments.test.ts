import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPack, expectBalance, mailsTo, postJson, transactionsOf } from '../../../test/billing-helpers.ts';
import { startFakeStripe } from '../../../test/fake-stripe-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { loadConfig } from '../../config.ts';
import { findSubscription } from '../../modules/subscriptions/subscription-repo.ts';

// The Stripe provider against a Stripe stand-in over HTTP, and the webhook endpoint with signatures
// made the way Stripe makes them.

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_unused');
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

// Event ids are unique per run: on PostgreSQL the applied-events table outlives a test run.
const run = randomUUID().slice(0, 8);
let eventSeq = 0;
function webhook(
  type: string,
  object: unknown,
  opts: { id?: string; secret?: string; timestamp?: number; created?: number } = {},
) {
  const payload = JSON.stringify({
    id: `${opts.id ?? `evt_test_${++eventSeq}`}_${run}`,
    object: 'event',
    type,
    created: opts.created ?? Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Stripe provider', () => {
  it('is chosen by STRIPE_SECRET_KEY and named on the pricing answer; the sandbox routes are absent', async () => {
    const pricing = (await t.app.inject({ method: 'GET', url: '/api/billing/pricing' })).json();
    expect(pricing).toMatchObject({ paymentProvider: 'stripe', publishableKey: 'pk_test_fake' });
    const { headers } = await createTestUser(t);
    const res = await postJson(t, '/api/billing/sandbox/payment-methods', headers, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    expect(res.statusCode).toBe(404);
  });

  it('a pack is a confirmed PaymentIntent with the idempotency key passed on, granted once it succeeds', async () => {
    const { user, headers } = await createTestUser(t);
    const res = await buyPack(t, headers, { key: 'stripe-pack-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'succeeded', creditsGranted: 55, newCreditBalance: 55 });
    const created = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.body.customer);
    expect(created.at(-1)).toMatchObject({
      body: { amount: '1500', currency: 'usd', confirm: 'true', payment_method: 'pm_card_visa' },
    });
    expect(created.at(-1)!.idempotencyKey).toContain('stripe-pack-1');
    await expectBalance(t, user.id, 55);
  });

  it("a decline answers 402 with Stripe's code and decline code and records the failed PaymentIntent", async () => {
    const { user, headers } = await createTestUser(t);
    const res = await buyPack(t, headers, { paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    const [txn] = await transactionsOf(t, user.id);
    expect(txn.providerPaymentId).toMatch(/^pi_/);
    expect(txn.status).toBe('failed');
    await expectBalance(t, user.id, 0);
  });

  it('3-D Secure: requiresAction with the clientSecret; the payment_intent.succeeded webhook grants once', async () => {
    const { user, headers } = await createTestUser(t);
    const first = (await buyPack(t, headers, { paymentMethodId: 'pm_card_authenticationRequired' })).json();
    expect(first).toMatchObject({ requiresAction: true, creditsGranted: 0 });
    expect(first.clientSecret).toBeTruthy();
    const pi = fake.confirm(first.paymentId);
    const delivered = await webhook('payment_intent.succeeded', pi, { id: 'evt_pi_ok_1' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true, status: 'applied' });
    const again = await webhook('payment_intent.succeeded', pi, { id: 'evt_pi_ok_1' });
    expect(again.json()).toEqual({ received: true, status: 'duplicate' });
    await expectBalance(t, user.id, 55);
    expect((await mailsTo(t, user.email))[0].text).toContain('Credits added: 55');
  });

  it('payment_intent.canceled: an abandoned 3-D Secure payment is recorded as failed and grants nothing', async () => {
    const { user, headers } = await createTestUser(t);
    const first = (await buyPack(t, headers, { paymentMethodId: 'pm_card_authenticationRequired' })).json();
    const pi = fake.cancel(first.paymentId);
    const delivered = await webhook('payment_intent.canceled', pi, { id: 'evt_pi_canceled_1' });
    expect(delivered.json()).toEqual({ received: true, status: 'applied' });
    await expectBalance(t, user.id, 0);
    const history = await t.app.inject({ method: 'GET', url: '/api/billing/history', headers });
    expect(history.json().transactions[0]).toMatchObject({
      status: 'failed',
      creditsGranted: 0,
      failureMessage: 'The payment was canceled before it was completed. Nothing was charged.',
    });
    // The same event delivered again changes nothing.
    expect((await webhook('payment_intent.canceled', pi, { id: 'evt_pi_canceled_1' })).json().status).toBe(
      'duplicate',
    );
  });

  it('refuses a wrong signature and an old timestamp, and changes nothing', async () => {
    const { user, headers } = await createTestUser(t);
    const first = (await buyPack(t, headers, { paymentMethodId: 'pm_card_authenticationRequired' })).json();
    const pi = fake.confirm(first.paymentId);
    const wrong = await webhook('payment_intent.succeeded', pi, { secret: 'whsec_someone_else' });
    expect(wrong.statusCode).toBe(400);
    const old = await webhook('payment_intent.succeeded', pi, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(old.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded', data: { object: pi } }),
    });
    expect(unsigned.statusCode).toBe(400);
    await expectBalance(t, user.id, 0);
  });

  it('subscriptions: the first month at once, renewals by invoice.paid once per invoice, past_due by invoice.payment_failed', async () => {
    const { user, headers } = await createTestUser(t);
    const res = await postJson(t, '/api/subscriptions/create', headers, {
      plan: 'starter',
      paymentMethodId: 'pm_card_visa',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      creditsGranted: 100,
      subscription: { status: 'active', plan: 'starter' },
    });
    await expectBalance(t, user.id, 100);
    const sub = (await findSubscription(t.deps.database.db, user.id))!;
    expect(sub.providerSubscriptionId).toMatch(/^sub_/);

    const invoice = fake.renew(sub.providerSubscriptionId);
    expect((await webhook('invoice.paid', invoice, { id: 'evt_renewal_1' })).json().status).toBe('applied');
    expect((await webhook('invoice.paid', invoice, { id: 'evt_renewal_1' })).json().status).toBe('duplicate');
    // The same invoice under another event id grants nothing either: the grant is keyed by the invoice.
    expect((await webhook('invoice.paid', invoice, { id: 'evt_renewal_1b' })).json().status).toBe('applied');
    await expectBalance(t, user.id, 200);
    const renewed = (await findSubscription(t.deps.database.db, user.id))!;
    expect(renewed.currentPeriodStart.getTime()).toBeGreaterThan(sub.currentPeriodStart.getTime());

    fake.setCard(sub.providerSubscriptionId, 'pm_card_chargeCustomerFail');
    const failed = fake.renew(sub.providerSubscriptionId);
    expect((await webhook('invoice.payment_failed', failed)).statusCode).toBe(200);
    expect((await findSubscription(t.deps.database.db, user.id))!.status).toBe('past_due');
    expect((await mailsTo(t, user.email))[0].subject).toContain('renewal payment failed');
    expect((await transactionsOf(t, user.id)).at(-1)).toMatchObject({
      status: 'failed',
      type: 'subscription',
    });
    await expectBalance(t, user.id, 200);
  });

  it('out of order: a late "updated" after "deleted" leaves the subscription canceled', async () => {
    const { user, headers } = await createTestUser(t);
    await postJson(t, '/api/subscriptions/create', headers, {
      plan: 'professional',
      paymentMethodId: 'pm_card_visa',
    });
    const sub = (await findSubscription(t.deps.database.db, user.id))!;
    const activeSnapshot = { ...fake.subscriptions.get(sub.providerSubscriptionId)! };
    const canceled = fake.cancelNow(sub.providerSubscriptionId);
    const at = Math.floor(Date.now() / 1000);
    expect((await webhook('customer.subscription.deleted', canceled, { created: at })).statusCode).toBe(200);
    expect(
      (await webhook('customer.subscription.updated', activeSnapshot, { created: at - 60 })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/subscriptions/get', headers })).json(),
    ).toMatchObject({
      plan: 'free',
      subscription: { status: 'canceled' },
    });
  });

  it('cancel at period end and reactivation go through Stripe', async () => {
    const { user, headers } = await createTestUser(t);
    await postJson(t, '/api/subscriptions/create', headers, {
      plan: 'starter',
      paymentMethodId: 'pm_card_visa',
    });
    const cancel = await postJson(t, '/api/subscriptions/cancel', headers, { cancelAtPeriodEnd: true });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const sub = (await findSubscription(t.deps.database.db, user.id))!;
    expect(fake.subscriptions.get(sub.providerSubscriptionId)!.cancel_at_period_end).toBe(true);
    expect((await postJson(t, '/api/subscriptions/reactivate', headers)).statusCode).toBe(200);
    expect(fake.subscriptions.get(sub.providerSubscriptionId)!.cancel_at_period_end).toBe(false);
  });
});

describe('payment configuration', () => {
  it('needs the webhook secret with the Stripe key, and JSON objects for prices and Price ids', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ BILLING_PRICES: '[1,2]' })).toThrow(/BILLING_PRICES/);
    expect(() => loadConfig({ STRIPE_PRICE_IDS: 'price_1' })).toThrow(/STRIPE_PRICE_IDS/);
    expect(() => loadConfig({ RENEWAL_RETRY_DAYS: '1,x' })).toThrow(/RENEWAL_RETRY_DAYS/);
    const config = loadConfig({ STRIPE_PRICE_IDS: '{"starter":"price_live_1"}', RENEWAL_RETRY_DAYS: '2,4' });
    expect(config.STRIPE_PRICE_IDS).toEqual({ starter: 'price_live_1' });
    expect(config.RENEWAL_RETRY_DAYS).toEqual([2, 4]);
  });
});
