import { fromCents } from '@ai-realty/shared/billing-catalogue';
import type { BillingTransaction } from '@ai-realty/shared/schemas/billing';
import type { Deps } from '../../deps.ts';
import { listTransactions } from './billing-repo.ts';

/** The user's payment attempts, newest first, failed ones included, with the total count. */
export async function listBillingHistory(
  deps: Deps,
  userId: string,
  limit: number,
): Promise<{ transactions: BillingTransaction[]; total: number }> {
  const { rows, total } = await listTransactions(deps.database.db, userId, limit);
  return {
    total,
    transactions: rows.map((r) => ({
      id: r.id,
      type: r.type,
      description: r.description,
      amount: fromCents(r.amountCents),
      currency: r.currency,
      status: r.status,
      creditsGranted: r.creditsGranted,
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      failureMessage: r.failureMessage,
    })),
  };
}
