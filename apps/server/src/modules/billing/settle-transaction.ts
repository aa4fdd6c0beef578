import type { DbOrTx } from '../../db/client.ts';
import type { PaymentTransactionRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { contactOf } from '../account/user-repo.ts';
import { creditBalance, grantCredits } from '../credits/credit-ledger.ts';
import { receiptMail } from './billing-mails.ts';
import { markTransactionSucceeded } from './billing-repo.ts';

export type Settlement = {
  settled: PaymentTransactionRow | undefined;
  balance: number;
  creditsGranted: number;
};

/**
 * A payment succeeded: marks its transaction succeeded and grants its credits, in the caller's
 * transaction. Safe to call twice: the grant is keyed by the invoice (subscriptions) or the payment id
 * (packs), so a replayed call or a duplicate event grants nothing, and `settled` is set only the first time.
 */
export async function settleTransaction(tx: DbOrTx, txn: PaymentTransactionRow): Promise<Settlement> {
  let credits = 0;
  let balance: number;
  if (txn.credits > 0) {
    const grant = await grantCredits(tx, {
      userId: txn.userId,
      amount: txn.credits,
      reason: txn.type,
      reference: txn.invoiceId ?? txn.providerPaymentId,
    });
    credits = grant.granted ? txn.credits : 0;
    balance = grant.balance;
  } else {
    balance = await creditBalance(tx, txn.userId);
  }
  const settled = await markTransactionSucceeded(tx, txn.id, credits);
  return { settled, balance, creditsGranted: credits };
}

/** Mails the receipt of a newly settled payment. A mail that cannot be sent never undoes the payment. */
export async function sendReceipt(deps: Deps, txn: PaymentTransactionRow | undefined): Promise<void> {
  if (!txn) return;
  const user = await contactOf(deps.database.db, txn.userId);
  if (!user) return;
  try {
    await deps.mail.send(
      receiptMail({
        to: user.email,
        fullName: user.fullName,
        description: txn.description,
        amountCents: txn.amountCents,
        currency: txn.currency,
        credits: txn.creditsGranted,
        paidAt: txn.completedAt ?? new Date(),
        paymentId: txn.providerPaymentId,
      }),
    );
  } catch {
    // The receipt is also in the billing history; the payment stands.
  }
}
