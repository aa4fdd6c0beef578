import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { creditLedger } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { addCredits, creditsOf, takeCredits } from '../account/user-repo.ts';
import { planOfUser } from '../subscriptions/plan-of-user.ts';

// Credits are money: every change of a balance is a ledger row written in the caller's transaction,
// and (reason, reference) is unique so no grant, spend or refund happens twice. The balance itself is
// a column of the account (modules/account/user-repo.ts); only this file changes it.

export type LedgerEntry = { userId: string; amount: number; reason: string; reference: string };

/**
 * Adds credits once per (reason, reference). Safe to call twice: the second call grants nothing and
 * answers `granted: false`.
 */
export async function grantCredits(
  tx: DbOrTx,
  entry: LedgerEntry,
): Promise<{ granted: boolean; balance: number }> {
  const inserted = await tx
    .insert(creditLedger)
    .values({
      userId: entry.userId,
      delta: entry.amount,
      reason: entry.reason,
      reference: entry.reference,
      balanceAfter: 0,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) {
    return { granted: false, balance: await creditBalance(tx, entry.userId) };
  }
  const balance = (await addCredits(tx, entry.userId, entry.amount)) ?? 0;
  await tx.update(creditLedger).set({ balanceAfter: balance }).where(eq(creditLedger.id, inserted[0].id));
  return { granted: true, balance };
}

/**
 * Spends credits with one conditional update, so concurrent requests can never overdraw. Throws 402
 * INSUFFICIENT_CREDITS (with required, available, subscriptionPlan) when the balance is short.
 */
export async function spendCredits(
  tx: DbOrTx,
  entry: LedgerEntry & { insufficientMessage?: string },
): Promise<number> {
  const balance = await takeCredits(tx, entry.userId, entry.amount);
  if (balance === null) {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      entry.insufficientMessage ??
        `Insufficient credits. You need ${entry.amount} credit(s). Please purchase more credits or upgrade your plan.`,
      402,
      {
        required: entry.amount,
        available: await creditBalance(tx, entry.userId),
        subscriptionPlan: await planOfUser(tx, entry.userId),
      },
    );
  }
  await tx.insert(creditLedger).values({
    userId: entry.userId,
    delta: -entry.amount,
    reason: entry.reason,
    reference: entry.reference,
    balanceAfter: balance,
  });
  return balance;
}

/** Gives back what a failed job spent. Safe to call twice: keyed by ('refund', reference). */
export async function refundCredits(tx: DbOrTx, entry: Omit<LedgerEntry, 'reason'>): Promise<boolean> {
  const { granted } = await grantCredits(tx, { ...entry, reason: 'refund' });
  return granted;
}

/** The account's balance (0 for an account that no longer exists). */
export async function creditBalance(db: DbOrTx, userId: string): Promise<number> {
  return (await creditsOf(db, userId)) ?? 0;
}

/** Sum of a user's ledger; equals the balance, always (the tests check it). */
export async function ledgerSum(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row.sum);
}
