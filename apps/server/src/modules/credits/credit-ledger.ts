import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { creditLedger, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { planOfUser } from '../subscriptions/plan-of-user.ts';

// Credits are money: every change of a balance is a ledger row written in the caller's transaction,
// and (reason, reference) is unique so no grant, spend or refund happens twice.

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
    const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, entry.userId));
    return { granted: false, balance: user?.credits ?? 0 };
  }
  const [user] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${entry.amount}`, updatedAt: new Date() })
    .where(eq(users.id, entry.userId))
    .returning({ credits: users.credits });
  await tx
    .update(creditLedger)
    .set({ balanceAfter: user.credits })
    .where(eq(creditLedger.id, inserted[0].id));
  return { granted: true, balance: user.credits };
}

/**
 * Spends credits with one conditional update, so concurrent requests can never overdraw. Throws 402
 * INSUFFICIENT_CREDITS (with required, available, subscriptionPlan) when the balance is short.
 */
export async function spendCredits(
  tx: DbOrTx,
  entry: LedgerEntry & { insufficientMessage?: string },
): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${entry.amount}`, updatedAt: new Date() })
    .where(and(eq(users.id, entry.userId), gte(users.credits, entry.amount)))
    .returning({ credits: users.credits });
  if (!row) {
    const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, entry.userId));
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      entry.insufficientMessage ??
        `Insufficient credits. You need ${entry.amount} credit(s). Please purchase more credits or upgrade your plan.`,
      402,
      {
        required: entry.amount,
        available: user?.credits ?? 0,
        subscriptionPlan: await planOfUser(tx, entry.userId),
      },
    );
  }
  await tx.insert(creditLedger).values({
    userId: entry.userId,
    delta: -entry.amount,
    reason: entry.reason,
    reference: entry.reference,
    balanceAfter: row.credits,
  });
  return row.credits;
}

/** Gives back what a failed job spent. Safe to call twice: keyed by ('refund', reference). */
export async function refundCredits(tx: DbOrTx, entry: Omit<LedgerEntry, 'reason'>): Promise<boolean> {
  const { granted } = await grantCredits(tx, { ...entry, reason: 'refund' });
  return granted;
}

/** Sum of a user's ledger; equals the balance, always (the tests check it). */
export async function ledgerSum(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row.sum);
}
