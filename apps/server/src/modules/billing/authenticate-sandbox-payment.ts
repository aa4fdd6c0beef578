import type { PaymentOutcome } from '@ai-realty/shared/schemas/billing';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { findTransactionByPayment } from './billing-repo.ts';
import { cardErrorResponse } from './card-errors.ts';

/**
 * The card holder approves or fails the sandbox's 3-D Secure challenge of one of their payments. The
 * sandbox reports the outcome as Stripe's webhooks would, and the same event handling settles it.
 */
export async function authenticateSandboxPayment(
  deps: Deps,
  sandbox: SandboxPayments,
  userId: string,
  input: { paymentId: string; outcome: 'approve' | 'fail' },
): Promise<PaymentOutcome> {
  const { db } = deps.database;
  const txn = await findTransactionByPayment(db, input.paymentId);
  if (!txn || txn.userId !== userId) throw notFound('Payment not found');
  for (const event of await sandbox.authenticate(input.paymentId, input.outcome)) {
    await applyPaymentEvent(deps, event);
  }
  const payment = await sandbox.retrievePayment(input.paymentId);
  if (payment.status === 'failed') {
    throw cardErrorResponse(payment.failure ?? { code: 'card_declined', message: 'Your card was declined.' });
  }
  const settled = await findTransactionByPayment(db, input.paymentId);
  return {
    paymentId: payment.id,
    status: payment.status === 'succeeded' ? 'succeeded' : 'requires_action',
    requiresAction: payment.status === 'requires_action',
    clientSecret: payment.clientSecret,
    creditsGranted: settled?.status === 'succeeded' ? settled.credits : 0,
    newCreditBalance: await creditBalance(db, userId),
  };
}
