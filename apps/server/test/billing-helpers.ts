import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { creditLedger, paymentTransactions } from '../src/db/schema.ts';
import { ledgerSum } from '../src/modules/credits/credit-ledger.ts';
import { listOutbox } from '../src/modules/mail/read-outbox.ts';
import type { TestApp } from './test-app.ts';
import { creditsOf } from './test-users.ts';

// Billing journeys through the real API on the sandbox provider, for the billing and subscription tests.

export function postJson(
  t: TestApp,
  url: string,
  headers: Record<string, string>,
  payload: object = {},
  idempotencyKey?: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload,
  });
}

export function buyPack(
  t: TestApp,
  headers: Record<string, string>,
  opts: { packSize?: number; paymentMethodId?: string; key?: string } = {},
) {
  return postJson(
    t,
    '/api/payments/token-packs/purchase',
    headers,
    { packSize: opts.packSize ?? 50, paymentMethodId: opts.paymentMethodId ?? 'pm_card_visa' },
    opts.key,
  );
}

export async function transactionsOf(t: TestApp, userId: string) {
  return t.deps.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.userId, userId))
    .orderBy(asc(paymentTransactions.createdAt));
}

export async function ledgerRows(t: TestApp, userId: string) {
  return t.deps.database.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
}

/** The balance equals the ledger's sum, always. */
export async function expectBalance(t: TestApp, userId: string, expected: number) {
  expect(await creditsOf(t, userId)).toBe(expected);
  expect(await ledgerSum(t.deps.database.db, userId)).toBe(expected);
}

/** Every mail the outbox holds for an address, newest first. */
export async function mailsTo(t: TestApp, email: string) {
  const { mails } = await listOutbox(path.join(t.dataDir, 'outbox'), 500);
  return mails.filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
}
