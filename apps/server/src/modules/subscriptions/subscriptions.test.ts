import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBalance,
  ledgerRows,
  mailsTo,
  postJson,
  transactionsOf,
} from '../../../test/billing-helpers.ts';
import { createTestProperty } from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments.ts';
import { applyPaymentEvent } from '../billing/apply-payment-event.ts';
import { spendCredits } from '../credits/credit-ledger.ts';
import { runDueRenewals } from './run-renewals.ts';
import { findSubscription } from './subscription-repo.ts';

let t: TestApp;
let sandbox: SandboxPayments;
beforeAll(async () => {
  t = await createTestApp();
  sandbox = t.deps.payments as SandboxPayments;
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const subscribe = (headers: Headers, plan = 'starter', paymentMethodId = 'pm_card_visa', key?: string) =>
  postJson(t, '/api/subscriptions/create', headers, { plan, paymentMethodId }, key);
const getSub = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscriptions/get', headers })).json();
const details = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/details', headers })).json();
const advance = (headers: Headers) => postJson(t, '/api/billing/sandbox/subscriptions/advance', headers);
const changeCard = (headers: Headers, paymentMethodId: string) =>
  postJson(t, '/api/billing/payment-method', headers, { paymentMethodId });

async function subscribed(plan = 'starter') {
  const u = await createTestUser(t);
  const res = await subscribe(u.headers, plan);
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

describe('POST /api/subscriptions/create', () => {
  it('charges the first month, grants its credits once, records it, mails a receipt and puts the account on the plan', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const res = await subscribe(headers, 'professional');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'succeeded',
      requiresAction: false,
      clientSecret: null,
      creditsGranted: 300,
      newCreditBalance: 310,
      subscription: {
        plan: 'professional',
        status: 'active',
        amount: 49,
        monthlyCredits: 300,
        cancelAtPeriodEnd: false,
      },
    });
    await expectBalance(t, user.id, 310);
    expect(await details(headers)).toMatchObject({
      subscriptionPlan: 'professional',
      credits: 310,
      subscription: { amount: 49, status: 'active', cancelAtPeriodEnd: false, monthlyCredits: 300 },
      paymentMethod: { brand: 'visa', last4: '4242' },
    });
    expect(await getSub(headers)).toMatchObject({ plan: 'professional', subscription: { status: 'active' } });
    const [txn] = await transactionsOf(t, user.id);
    expect(txn).toMatchObject({
      type: 'subscription',
      status: 'succeeded',
      amountCents: 4900,
      creditsGranted: 300,
    });
    const [receipt] = await mailsTo(t, user.email);
    expect(receipt.text).toContain('Professional plan');
    expect(receipt.text).toContain('$49.00');
    expect(receipt.text).toContain('Credits added: 300');
    // A second subscription is a plan change, not a new subscription.
    expect((await subscribe(headers, 'agency')).statusCode).toBe(409);
  });

  it('a refused card answers 402 with its code and records the failed attempt; the account stays free', async () => {
    const { user, headers } = await createTestUser(t);
    const res = await subscribe(headers, 'starter', 'pm_card_chargeDeclinedInsufficientFunds');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    const cvc = await subscribe(headers, 'starter', 'pm_card_chargeDeclinedIncorrectCvc');
    expect(cvc.json()).toMatchObject({ code: 'incorrect_cvc' });
    expect((await transactionsOf(t, user.id)).map((x) => x.status)).toEqual(['failed', 'failed']);
    expect(await getSub(headers)).toEqual({ plan: 'free', subscription: null });
    await expectBalance(t, user.id, 0);
  });

  it('a card whose charge fails after it was attached leaves an incomplete subscription, and a new attempt replaces it', async () => {
    const { user, headers } = await createTestUser(t);
    const res = await subscribe(headers, 'starter', 'pm_card_chargeCustomerFail');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    expect(await getSub(headers)).toMatchObject({ plan: 'free', subscription: { status: 'incomplete' } });
    expect((await subscribe(headers, 'starter')).statusCode).toBe(200);
    expect(await getSub(headers)).toMatchObject({ plan: 'starter', subscription: { status: 'active' } });
    await expectBalance(t, user.id, 100);
  });

  it('3-D Secure approved: requiresAction with a clientSecret, then active with its credits', async () => {
    const { user, headers } = await createTestUser(t);
    const res = await subscribe(headers, 'starter', 'pm_card_authenticationRequired');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ requiresAction: true, status: 'requires_action', creditsGranted: 0 });
    expect(body.clientSecret).toMatch(/_secret_/);
    expect(await getSub(headers)).toMatchObject({ plan: 'free', subscription: { status: 'incomplete' } });
    const ok = await postJson(t, `/api/billing/sandbox/payments/${body.paymentId}/authenticate`, headers, {
      outcome: 'approve',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'succeeded', creditsGranted: 100, newCreditBalance: 100 });
    expect(await getSub(headers)).toMatchObject({ plan: 'starter', subscription: { status: 'active' } });
    await expectBalance(t, user.id, 100);
    // Once set up, the same card renews off-session without a new challenge.
    expect((await advance(headers)).statusCode).toBe(200);
    await expectBalance(t, user.id, 200);
  });

  it('3-D Secure failed: 402 and the subscription is never active', async () => {
    const { user, headers } = await createTestUser(t);
    const body = (await subscribe(headers, 'starter', 'pm_card_authenticationRequired')).json();
    const failed = await postJson(
      t,
      `/api/billing/sandbox/payments/${body.paymentId}/authenticate`,
      headers,
      {
        outcome: 'fail',
      },
    );
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toMatchObject({ code: 'payment_intent_authentication_failure' });
    expect((await getSub(headers)).plan).toBe('free');
    expect((await transactionsOf(t, user.id)).map((x) => x.status)).toEqual(['failed']);
    await expectBalance(t, user.id, 0);
  });

  it('a repeat with the same Idempotency-Key answers the first response and subscribes once', async () => {
    const { user, headers } = await createTestUser(t);
    const first = await subscribe(headers, 'starter', 'pm_card_visa', 'sub-once');
    const again = await subscribe(headers, 'starter', 'pm_card_visa', 'sub-once');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await expectBalance(t, user.id, 100);
    expect(await transactionsOf(t, user.id)).toHaveLength(1);
  });

  it('two subscribe requests at once start one subscription', async () => {
    const { user, headers } = await createTestUser(t);
    const results = await Promise.all([
      subscribe(headers, 'starter', 'pm_card_visa', 'race-a'),
      subscribe(headers, 'professional', 'pm_card_visa', 'race-b'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.statusCode === 200)!.json();
    expect(await getSub(headers)).toMatchObject({
      plan: won.subscription.plan,
      subscription: { status: 'active' },
    });
    await expectBalance(t, user.id, won.creditsGranted);
    expect(await transactionsOf(t, user.id)).toHaveLength(1);
    // The lock is free again: a new attempt meets the subscription itself, not a request in progress.
    const again = await subscribe(headers, 'agency');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already have a subscription/);
  });

  it('refuses a price that does not belong to the plan', async () => {
    const { headers } = await createTestUser(t);
    const res = await postJson(t, '/api/subscriptions/create', headers, {
      plan: 'starter',
      priceId: 'price_agency_monthly',
      paymentMethodId: 'pm_card_visa',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('renewals', () => {
  it('each period end grants the plan credits once, however often the clock job runs', async () => {
    const { user } = await subscribed('starter');
    const sub = (await findSubscription(t.deps.database.db, user.id))!;
    const later = new Date(sub.currentPeriodEnd.getTime() + 1000);
    const [a, b] = await Promise.all([runDueRenewals(t.deps, later), runDueRenewals(t.deps, later)]);
    expect(a + b).toBeGreaterThan(0);
    expect(await runDueRenewals(t.deps, later)).toBe(0);
    await expectBalance(t, user.id, 200);
    const renewed = (await findSubscription(t.deps.database.db, user.id))!;
    expect(renewed.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    expect(renewed.status).toBe('active');
    const grants = (await ledgerRows(t, user.id)).filter((l) => l.reason === 'subscription');
    expect(grants).toHaveLength(2);
    expect(new Set(grants.map((g) => g.reference)).size).toBe(2);
    const txns = await transactionsOf(t, user.id);
    expect(txns.map((x) => [x.status, x.creditsGranted])).toEqual([
      ['succeeded', 100],
      ['succeeded', 100],
    ]);
    expect(await mailsTo(t, user.email)).toHaveLength(2);
  });

  it('a failed renewal goes past_due, mails the agent, retries on the schedule and ends canceled after the last failure', async () => {
    const { user, headers } = await subscribed('starter');
    expect((await changeCard(headers, 'pm_card_chargeCustomerFail')).statusCode).toBe(200);
    expect((await advance(headers)).json()).toMatchObject({
      plan: 'starter',
      subscription: { status: 'past_due' },
    });
    const sub = (await findSubscription(t.deps.database.db, user.id))!;
    expect(sub.failedAttempts).toBe(1);
    const notice = (await mailsTo(t, user.email))[0];
    expect(notice.subject).toContain('renewal payment failed');
    expect(notice.text).toContain('We will try again on');
    // Retries 1 and 2 fail too; the account keeps its plan while past due.
    await advance(headers);
    expect((await advance(headers)).json()).toMatchObject({ subscription: { status: 'past_due' } });
    // Retry 3 is the last.
    expect((await advance(headers)).json()).toMatchObject({
      plan: 'free',
      subscription: { status: 'canceled' },
    });
    expect((await details(headers)).subscriptionPlan).toBe('free');
    expect((await mailsTo(t, user.email))[0].text).toContain('has been canceled');
    const txns = await transactionsOf(t, user.id);
    expect(txns.map((x) => x.status)).toEqual(['succeeded', 'failed', 'failed', 'failed', 'failed']);
    await expectBalance(t, user.id, 100);
  });

  it('a past_due subscription recovers when the retry succeeds with a new card, granting the period once', async () => {
    const { user, headers } = await subscribed('starter');
    await changeCard(headers, 'pm_card_chargeCustomerFail');
    await advance(headers);
    await changeCard(headers, 'pm_card_mastercard');
    expect((await advance(headers)).json()).toMatchObject({
      plan: 'starter',
      subscription: { status: 'active' },
    });
    await expectBalance(t, user.id, 200);
    expect((await findSubscription(t.deps.database.db, user.id))!.failedAttempts).toBe(0);
  });
});

describe('cancel and reactivate', () => {
  it('cancel at period end keeps the plan until the period ends, then the account is free and nothing renews', async () => {
    const { user, headers } = await subscribed('starter');
    const res = await postJson(t, '/api/subscriptions/cancel', headers, {
      cancelAtPeriodEnd: true,
      cancellationReason: 'Too expensive',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/will end on/);
    expect(res.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(await details(headers)).toMatchObject({
      subscriptionPlan: 'starter',
      subscription: { cancelAtPeriodEnd: true },
    });
    expect((await findSubscription(t.deps.database.db, user.id))!.cancellationReason).toBe('Too expensive');
    expect((await advance(headers)).json()).toMatchObject({
      plan: 'free',
      subscription: { status: 'canceled' },
    });
    await expectBalance(t, user.id, 100);
    expect((await details(headers)).subscription).toBeNull();
  });

  it('immediate cancel puts the account on the free plan at once and keeps its credits', async () => {
    const { user, headers } = await subscribed('agency');
    const res = await postJson(t, '/api/subscriptions/cancel', headers, { cancelAtPeriodEnd: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({ status: 'canceled', nextBillingDate: null });
    expect((await getSub(headers)).plan).toBe('free');
    await expectBalance(t, user.id, 1500);
    expect(
      (await postJson(t, '/api/subscriptions/cancel', headers, { cancelAtPeriodEnd: false })).statusCode,
    ).toBe(409);
    // Subscribing again is allowed after the end.
    expect((await subscribe(headers, 'starter')).statusCode).toBe(200);
  });

  it('reactivation undoes a cancel at period end, so the subscription renews', async () => {
    const { user, headers } = await subscribed('starter');
    expect((await postJson(t, '/api/subscriptions/reactivate', headers)).statusCode).toBe(409);
    await postJson(t, '/api/subscriptions/cancel', headers, { cancelAtPeriodEnd: true });
    const res = await postJson(t, '/api/subscriptions/reactivate', headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      subscription: { cancelAtPeriodEnd: false },
    });
    expect((await advance(headers)).json()).toMatchObject({
      plan: 'starter',
      subscription: { status: 'active' },
    });
    await expectBalance(t, user.id, 200);
  });
});

describe('POST /api/subscriptions/update', () => {
  it('an upgrade charges the prorated difference now and grants the prorated extra credits', async () => {
    const { user, headers } = await subscribed('starter');
    const res = await postJson(t, '/api/subscriptions/update', headers, { plan: 'professional' }, 'up-1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Just after subscribing almost the whole period is left: about $30 and 200 credits.
    expect(body.prorationAmount).toBeGreaterThan(29.9);
    expect(body.prorationAmount).toBeLessThanOrEqual(30);
    expect(body.creditsGranted).toBe(200);
    expect(body.subscription).toMatchObject({ plan: 'professional', amount: 49, monthlyCredits: 300 });
    await expectBalance(t, user.id, 300);
    // The same key again changes nothing.
    expect(
      (await postJson(t, '/api/subscriptions/update', headers, { plan: 'professional' }, 'up-1')).json(),
    ).toEqual(body);
    await expectBalance(t, user.id, 300);
    const txns = await transactionsOf(t, user.id);
    expect(txns).toHaveLength(2);
    expect(txns[1]).toMatchObject({
      status: 'succeeded',
      creditsGranted: 200,
      description: 'Upgrade to Professional, rest of the period',
    });
    // The next renewal bills the new plan in full.
    await advance(headers);
    await expectBalance(t, user.id, 600);
    expect((await transactionsOf(t, user.id))[2]).toMatchObject({ amountCents: 4900, creditsGranted: 300 });
  });

  it('a downgrade charges nothing now and takes the unused difference off the next bill', async () => {
    const { user, headers } = await subscribed('agency');
    const res = await postJson(t, '/api/subscriptions/update', headers, { plan: 'starter' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().prorationAmount).toBeLessThan(-179);
    expect(res.json().creditsGranted).toBe(0);
    expect(await transactionsOf(t, user.id)).toHaveLength(1);
    await expectBalance(t, user.id, 1500);
    // About $180 of credit covers the next $19 bills: the renewal is free and still grants the credits.
    await advance(headers);
    await expectBalance(t, user.id, 1600);
    expect((await transactionsOf(t, user.id))[1]).toMatchObject({
      amountCents: 0,
      status: 'succeeded',
      creditsGranted: 100,
    });
  });

  it('an upgrade the card refuses changes nothing and answers 402', async () => {
    const { user, headers } = await subscribed('starter');
    await changeCard(headers, 'pm_card_chargeCustomerFail');
    const res = await postJson(t, '/api/subscriptions/update', headers, { plan: 'agency' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect((await getSub(headers)).subscription.plan).toBe('starter');
    await expectBalance(t, user.id, 100);
    expect((await postJson(t, '/api/subscriptions/update', headers, { plan: 'starter' })).statusCode).toBe(
      409,
    );
  });
});

describe('provider events', () => {
  it('a duplicate event is applied once and events in any order leave the current state', async () => {
    const { user, headers } = await subscribed('starter');
    const sub = (await findSubscription(t.deps.database.db, user.id))!;
    const events = await sandbox.runDue(sub.providerSubscriptionId, { advance: true });
    expect(events.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    // Delivered late, twice, and in reverse order.
    for (const event of [...events].reverse()) expect(await applyPaymentEvent(t.deps, event)).toBe('applied');
    for (const event of events) expect(await applyPaymentEvent(t.deps, event)).toBe('duplicate');
    await expectBalance(t, user.id, 200);
    // A stale "updated" arriving after the subscription ended cannot bring it back.
    await postJson(t, '/api/subscriptions/cancel', headers, { cancelAtPeriodEnd: false });
    const stale = { ...events[1], id: `${events[1].id}_stale` };
    expect(await applyPaymentEvent(t.deps, stale)).toBe('applied');
    expect(await getSub(headers)).toMatchObject({ plan: 'free', subscription: { status: 'canceled' } });
  });
});

describe('insufficient credits on a paid plan', () => {
  it('names the account’s plan in the 402 of a generation it cannot pay for', async () => {
    const { user, headers } = await subscribed('starter');
    // Spend the month's credits down to 1 through the ledger, as generations would.
    const credits = (await details(headers)).credits as number;
    await t.deps.database.db.transaction((tx) =>
      spendCredits(tx, { userId: user.id, amount: credits - 1, reason: 'test_spend', reference: user.id }),
    );
    const property = await createTestProperty(t, user.id);
    const generate = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers,
      payload: { propertyId: property.id, generationType: 'market_analysis' },
    });
    expect(generate.statusCode).toBe(402);
    expect(generate.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      available: 1,
      subscriptionPlan: 'starter',
    });
  });
});
