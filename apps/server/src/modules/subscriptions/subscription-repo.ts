import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type SubscriptionRow, subscriptions } from '../../db/schema.ts';

// The only place that writes SQL for subscriptions: at most one row per user.

export type SubscriptionValues = Pick<
  SubscriptionRow,
  | 'providerSubscriptionId'
  | 'plan'
  | 'status'
  | 'amountCents'
  | 'monthlyCredits'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'canceledAt'
>;

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function findSubscriptionByProviderId(
  db: DbOrTx,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/** Writes the user's subscription, replacing an earlier one (the user subscribed again). */
export async function upsertSubscription(
  db: DbOrTx,
  userId: string,
  values: SubscriptionValues & { failedAttempts?: number },
): Promise<SubscriptionRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set })
    .returning();
  return row;
}

export async function updateSubscriptionRow(
  db: DbOrTx,
  id: string,
  values: Partial<SubscriptionValues> & { cancellationReason?: string | null; failedAttempts?: number },
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}
