import { type AnyColumn, and, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type BillingCustomerRow,
  billingCustomers,
  idempotentRequests,
  type PaymentTransactionRow,
  paymentEvents,
  paymentTransactions,
} from '../../db/schema.ts';

// The only place that writes SQL for billing customers, payment transactions, idempotent answers and
// applied provider events. Every query of a user's data is scoped by the user id.

export async function findBillingCustomer(
  db: DbOrTx,
  userId: string,
): Promise<BillingCustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row;
}

/** Inserts the user's customer unless one exists; answers the stored one either way. */
export async function insertBillingCustomer(
  db: DbOrTx,
  userId: string,
  customerId: string,
): Promise<BillingCustomerRow> {
  await db.insert(billingCustomers).values({ userId, customerId }).onConflictDoNothing();
  const row = await findBillingCustomer(db, userId);
  if (!row) throw new Error('billing customer vanished');
  return row;
}

export async function updateCardOnFile(
  db: DbOrTx,
  userId: string,
  card: { paymentMethodId: string; brand: string; last4: string; expMonth: number; expYear: number },
) {
  await db
    .update(billingCustomers)
    .set({
      paymentMethodId: card.paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      updatedAt: new Date(),
    })
    .where(eq(billingCustomers.userId, userId));
}

export type NewTransaction = Pick<
  PaymentTransactionRow,
  'userId' | 'type' | 'description' | 'amountCents' | 'currency' | 'status' | 'credits' | 'providerPaymentId'
> &
  Partial<Pick<PaymentTransactionRow, 'invoiceId' | 'plan' | 'packId' | 'failureCode' | 'failureMessage'>>;

/** Records a payment attempt once per provider payment id; answers the stored row either way. */
export async function insertTransaction(db: DbOrTx, values: NewTransaction): Promise<PaymentTransactionRow> {
  await db
    .insert(paymentTransactions)
    .values({ ...values, completedAt: values.status === 'failed' ? new Date() : null })
    .onConflictDoNothing();
  const row = await findTransactionByPayment(db, values.providerPaymentId);
  if (!row) throw new Error('payment transaction vanished');
  return row;
}

export async function findTransactionByPayment(
  db: DbOrTx,
  providerPaymentId: string,
): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.providerPaymentId, providerPaymentId));
  return row;
}

/** Marks a transaction succeeded unless it already is; answers the row only when this call changed it. */
export async function markTransactionSucceeded(
  db: DbOrTx,
  id: string,
  creditsGranted: number,
): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db
    .update(paymentTransactions)
    .set({
      status: 'succeeded',
      creditsGranted,
      completedAt: new Date(),
      failureCode: null,
      failureMessage: null,
    })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'pending')))
    .returning();
  return row;
}

/** A pending attempt that failed; a settled one stays as it is. */
export async function markTransactionFailed(
  db: DbOrTx,
  id: string,
  failure: { code: string; message: string },
): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db
    .update(paymentTransactions)
    .set({
      status: 'failed',
      completedAt: new Date(),
      failureCode: failure.code,
      failureMessage: failure.message,
    })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'pending')))
    .returning();
  return row;
}

export async function listTransactions(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<{ rows: PaymentTransactionRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, userId))
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(limit),
    db.select({ n: count() }).from(paymentTransactions).where(eq(paymentTransactions.userId, userId)),
  ]);
  return { rows, total: Number(n) };
}

/** Claims an event id; false when it was applied before (a redelivery). */
export async function claimPaymentEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export type IdempotentRow = typeof idempotentRequests.$inferSelect;
type IdempotentKey = { userId: string; scope: string; key: string };

/** Claims a key for the first request; undefined when another request holds or answered it. */
export async function claimIdempotencyKey(
  db: DbOrTx,
  k: IdempotentKey & { requestHash: string },
): Promise<IdempotentRow | undefined> {
  const [row] = await db.insert(idempotentRequests).values(k).onConflictDoNothing().returning();
  return row;
}

export async function findIdempotencyKey(db: DbOrTx, k: IdempotentKey): Promise<IdempotentRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, k.userId),
        eq(idempotentRequests.scope, k.scope),
        eq(idempotentRequests.key, k.key),
      ),
    );
  return row;
}

/** Takes over a key whose first request died before answering (its lock is older than `lockedAt`). */
export async function takeOverIdempotencyKey(
  db: DbOrTx,
  k: IdempotentKey,
  staleLock: Date,
): Promise<boolean> {
  const rows = await db
    .update(idempotentRequests)
    .set({ lockedAt: new Date() })
    .where(
      and(
        eq(idempotentRequests.userId, k.userId),
        eq(idempotentRequests.scope, k.scope),
        eq(idempotentRequests.key, k.key),
        eq(idempotentRequests.lockedAt, staleLock),
      ),
    )
    .returning({ key: idempotentRequests.key });
  return rows.length > 0;
}

export async function storeIdempotentAnswer(
  db: DbOrTx,
  k: IdempotentKey,
  statusCode: number,
  response: unknown,
) {
  await db
    .update(idempotentRequests)
    .set({ statusCode, response })
    .where(
      and(
        eq(idempotentRequests.userId, k.userId),
        eq(idempotentRequests.scope, k.scope),
        eq(idempotentRequests.key, k.key),
      ),
    );
}

export async function releaseIdempotencyKey(db: DbOrTx, k: IdempotentKey) {
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, k.userId),
        eq(idempotentRequests.scope, k.scope),
        eq(idempotentRequests.key, k.key),
      ),
    );
}

/** Forgets an event whose handling failed, so the provider's redelivery is applied. */
export async function releasePaymentEvent(db: DbOrTx, id: string) {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
}

/** A condition for a query of accounts: the account in `userId` has a succeeded payment. */
export function hasSucceededPayment(db: DbOrTx, userId: AnyColumn): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.status, 'succeeded'))),
  );
}
