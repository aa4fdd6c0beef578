import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyPack,
  expectBalance,
  ledgerRows,
  mailsTo,
  postJson,
  transactionsOf,
} from '../../../test/billing-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PRICES: '{"pack_150":35}' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/billing/pricing', () => {
  it('serves the plans and the credit packs without auth, with configured prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/pricing' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.plans.map((p: { id: string }) => p.id)).toEqual([
      'free',
      'starter',
      'professional',
      'agency',
    ]);
    expect(body.plans.find((p: { id: string }) => p.id === 'professional')).toMatchObject({
      monthlyCredits: 300,
      popular: true,
      stripePriceId: 'price_professional_monthly',
    });
    expect(body.creditPacks).toHaveLength(3);
    expect(body.creditPacks.find((p: { id: string }) => p.id === 'pack_150').price).toBe(35);
    expect(body.creditPacks.filter((p: { bestValue: boolean }) => p.bestValue)).toHaveLength(1);
    expect(body.paymentProvider).toBe('sandbox');
    // The price per credit falls with volume.
    const perCredit = body.creditPacks.map(
      (p: { price: number; creditCount: number; bonusCredits: number }) =>
        p.price / (p.creditCount + p.bonusCredits),
    );
    expect([...perCredit].sort((a, b) => b - a)).toEqual(perCredit);
  });
});

describe('POST /api/payments/token-packs/purchase', () => {
  it('charges the card, grants the pack once as a ledger row keyed by the payment, records it and mails a receipt', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const res = await buyPack(t, headers, { packSize: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'succeeded',
      requiresAction: false,
      clientSecret: null,
      creditsGranted: 55,
      newCreditBalance: 65,
    });
    await expectBalance(t, user.id, 65);
    const grant = (await ledgerRows(t, user.id)).find((l) => l.reason === 'credit_pack');
    expect(grant).toMatchObject({ delta: 55, reference: body.paymentId, balanceAfter: 65 });
    const [txn] = await transactionsOf(t, user.id);
    expect(txn).toMatchObject({
      type: 'credit_pack',
      status: 'succeeded',
      amountCents: 1500,
      creditsGranted: 55,
    });
    const history = await t.app.inject({ method: 'GET', url: '/api/billing/history?limit=20', headers });
    expect(history.json()).toMatchObject({
      total: 1,
      transactions: [
        { type: 'credit_pack', status: 'succeeded', amount: 15, currency: 'usd', creditsGranted: 55 },
      ],
    });
    expect(history.json().transactions[0].completedAt).not.toBeNull();
    const [receipt] = await mailsTo(t, user.email);
    expect(receipt.subject).toContain('receipt');
    expect(receipt.text).toContain('$15.00');
    expect(receipt.text).toContain('Credits added: 55');
    expect(receipt.text).toContain('Small Pack');
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'expired_card'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', 'incorrect_cvc'],
    ['pm_card_chargeDeclinedProcessingError', 'processing_error', 'processing_error'],
  ])('%s answers 402 %s and records a failed attempt without credits', async (pm, code, declineCode) => {
    const { user, headers } = await createTestUser(t);
    const res = await buyPack(t, headers, { paymentMethodId: pm });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ type: 'card_error', code, decline_code: declineCode });
    expect(typeof res.json().error).toBe('string');
    await expectBalance(t, user.id, 0);
    const [txn] = await transactionsOf(t, user.id);
    expect(txn).toMatchObject({ status: 'failed', creditsGranted: 0, failureCode: code });
    expect(txn.completedAt).not.toBeNull();
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('3-D Secure approved: requires_action with a clientSecret, then the credits once the challenge is approved', async () => {
    const { user, headers } = await createTestUser(t);
    const res = await buyPack(t, headers, {
      packSize: 150,
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json();
    expect(first).toMatchObject({ status: 'requires_action', requiresAction: true, creditsGranted: 0 });
    expect(first.clientSecret).toMatch(/_secret_/);
    await expectBalance(t, user.id, 0);
    expect((await transactionsOf(t, user.id))[0].status).toBe('pending');

    const approve = () =>
      postJson(t, `/api/billing/sandbox/payments/${first.paymentId}/authenticate`, headers, {
        outcome: 'approve',
      });
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'succeeded',
      creditsGranted: 165,
      newCreditBalance: 165,
    });
    // A second answer to the same challenge changes nothing.
    expect((await approve()).json()).toMatchObject({ status: 'succeeded', newCreditBalance: 165 });
    await expectBalance(t, user.id, 165);
    expect((await transactionsOf(t, user.id))[0]).toMatchObject({
      status: 'succeeded',
      creditsGranted: 165,
      amountCents: 3500,
    });
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('3-D Secure failed: the payment fails with a card error and grants nothing', async () => {
    const { user, headers } = await createTestUser(t);
    const first = (await buyPack(t, headers, { paymentMethodId: 'pm_card_authenticationRequired' })).json();
    const failed = await postJson(
      t,
      `/api/billing/sandbox/payments/${first.paymentId}/authenticate`,
      headers,
      {
        outcome: 'fail',
      },
    );
    expect(failed.statusCode, failed.body).toBe(402);
    expect(failed.json()).toMatchObject({
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
    });
    await expectBalance(t, user.id, 0);
    expect((await transactionsOf(t, user.id))[0].status).toBe('failed');
  });

  it("another user's challenge is not found", async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const first = (await buyPack(t, a.headers, { paymentMethodId: 'pm_card_authenticationRequired' })).json();
    const res = await postJson(
      t,
      `/api/billing/sandbox/payments/${first.paymentId}/authenticate`,
      b.headers,
      {
        outcome: 'approve',
      },
    );
    expect(res.statusCode).toBe(404);
    await expectBalance(t, a.user.id, 0);
  });

  it('a repeat with the same Idempotency-Key returns the first answer and grants nothing twice', async () => {
    const { user, headers } = await createTestUser(t);
    const first = await buyPack(t, headers, { key: 'pack-once' });
    const again = await buyPack(t, headers, { key: 'pack-once' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await expectBalance(t, user.id, 55);
    expect(await transactionsOf(t, user.id)).toHaveLength(1);
    const other = await buyPack(t, headers, { key: 'pack-once', packSize: 150 });
    expect(other.statusCode).toBe(409);
    await expectBalance(t, user.id, 55);
  });

  it('a repeated decline with the same key answers the same refusal and records one attempt', async () => {
    const { user, headers } = await createTestUser(t);
    const opts = { key: 'declined-once', paymentMethodId: 'pm_card_chargeDeclined' };
    const first = await buyPack(t, headers, opts);
    const again = await buyPack(t, headers, opts);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toEqual(first.json());
    expect(await transactionsOf(t, user.id)).toHaveLength(1);
  });

  it('refuses an unknown pack size, an unverified account and a missing token', async () => {
    const { headers } = await createTestUser(t);
    expect((await buyPack(t, headers, { packSize: 51 })).statusCode).toBe(400);
    const unverified = await createTestUser(t, { verified: false });
    expect((await buyPack(t, unverified.headers)).statusCode).toBe(403);
    expect((await buyPack(t, {})).statusCode).toBe(401);
  });
});

describe('sandbox card form', () => {
  it.each([
    ['4242 4242 4242 4242', 'pm_card_visa'],
    ['5555555555554444', 'pm_card_mastercard'],
    ['4000 0000 0000 0002', 'pm_card_chargeDeclined'],
    ['4000 0000 0000 9995', 'pm_card_chargeDeclinedInsufficientFunds'],
    ['4000 0000 0000 0069', 'pm_card_chargeDeclinedExpiredCard'],
    ['4000 0000 0000 0127', 'pm_card_chargeDeclinedIncorrectCvc'],
    ['4000 0000 0000 0119', 'pm_card_chargeDeclinedProcessingError'],
    ['4000 0025 0000 3155', 'pm_card_authenticationRequired'],
  ])('%s becomes %s', async (number, pm) => {
    const { headers } = await createTestUser(t);
    const res = await postJson(t, '/api/billing/sandbox/payment-methods', headers, {
      number,
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ paymentMethodId: pm });
  });

  it('refuses a mistyped number and a past expiry as Stripe does', async () => {
    const { headers } = await createTestUser(t);
    const card = { number: '4242 4242 4242 4241', expMonth: 12, expYear: 2040, cvc: '123' };
    const wrong = await postJson(t, '/api/billing/sandbox/payment-methods', headers, card);
    expect(wrong.statusCode).toBe(402);
    expect(wrong.json()).toMatchObject({ type: 'card_error', code: 'incorrect_number' });
    const expired = await postJson(t, '/api/billing/sandbox/payment-methods', headers, {
      ...card,
      number: '4242424242424242',
      expYear: 2020,
    });
    expect(expired.json()).toMatchObject({ code: 'expired_card' });
  });
});

describe('GET /api/account/details and the card on file', () => {
  it('a free account with its balance, then the card changed', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const res = await t.app.inject({ method: 'GET', url: '/api/account/details', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscriptionPlan: 'free',
      credits: 10,
      subscription: null,
      paymentMethod: null,
      createdAt: user.createdAt.toISOString(),
    });
    const declined = await postJson(t, '/api/billing/payment-method', headers, {
      paymentMethodId: 'pm_card_chargeDeclinedExpiredCard',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'expired_card', type: 'card_error' });
    const changed = await postJson(t, '/api/billing/payment-method', headers, {
      paymentMethodId: 'pm_card_mastercard',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().paymentMethod).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const after = await t.app.inject({ method: 'GET', url: '/api/account/details', headers });
    expect(after.json().paymentMethod).toMatchObject({ id: 'pm_card_mastercard', last4: '4444' });
  });

  it('history needs a token and caps its limit', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/history' })).statusCode).toBe(401);
    const { headers } = await createTestUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/history?limit=1000', headers });
    expect(res.statusCode).toBe(400);
  });
});
