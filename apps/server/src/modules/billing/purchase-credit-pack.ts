import { randomUUID } from 'node:crypto';
import { BILLING_CURRENCY, packTotalCredits, toCents } from '@ai-realty/shared/billing-catalogue';
import type { PaymentOutcome } from '@ai-realty/shared/schemas/billing';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { Payment } from '../../providers/payments/payment-provider.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { packBySize } from './billing-catalogue.ts';
import { insertTransaction } from './billing-repo.ts';
import { cardErrorResponse, providerError } from './card-errors.ts';
import { ensureCustomer } from './ensure-customer.ts';
import { providerIdempotencyKey } from './idempotent-call.ts';
import { sendReceipt, settleTransaction } from './settle-transaction.ts';

/**
 * Charges the card for a credit pack and grants its credits once the payment has succeeded. The
 * attempt is recorded whatever happens; a declined card answers 402 with its card error; a card that
 * asks for 3-D Secure answers `requires_action` with the clientSecret, and the credits follow when the
 * payment succeeds (applyPaymentEvent).
 */
export async function purchaseCreditPack(
  deps: Deps,
  user: UserRow,
  input: { packSize: number; paymentMethodId: string; idempotencyKey?: string },
): Promise<PaymentOutcome> {
  const pack = packBySize(deps.config, input.packSize);
  const credits = packTotalCredits(pack);
  const customer = await ensureCustomer(deps, user);
  const amountCents = toCents(pack.price);
  const description = `${pack.name}: ${credits.toLocaleString('en-US')} credits`;
  let payment: Payment;
  try {
    payment = await deps.payments.charge({
      customerId: customer.customerId,
      paymentMethodId: input.paymentMethodId,
      amountCents,
      currency: BILLING_CURRENCY,
      description,
      metadata: { userId: user.id, packId: pack.id, type: 'credit_pack' },
      idempotencyKey:
        providerIdempotencyKey(user.id, 'token-pack', input.idempotencyKey) ?? `token-pack:${randomUUID()}`,
    });
  } catch (err) {
    throw providerError(err);
  }
  const { db } = deps.database;
  const { settlement } = await db.transaction(async (tx) => {
    const txn = await insertTransaction(tx, {
      userId: user.id,
      type: 'credit_pack',
      description,
      amountCents,
      currency: BILLING_CURRENCY,
      status: payment.status === 'failed' ? 'failed' : 'pending',
      credits,
      providerPaymentId: payment.id,
      packId: pack.id,
      ...(payment.failure
        ? { failureCode: payment.failure.code, failureMessage: payment.failure.message }
        : {}),
    });
    const settlement = payment.status === 'succeeded' ? await settleTransaction(tx, txn) : undefined;
    return { txn, settlement };
  });
  if (payment.status === 'failed') {
    throw cardErrorResponse(payment.failure ?? { code: 'card_declined', message: 'Your card was declined.' });
  }
  await sendReceipt(deps, settlement?.settled);
  return {
    paymentId: payment.id,
    status: payment.status === 'succeeded' ? 'succeeded' : 'requires_action',
    requiresAction: payment.status === 'requires_action',
    clientSecret: payment.clientSecret,
    // Succeeded means granted: by this call, or by the first one of a taken-over key.
    creditsGranted: payment.status === 'succeeded' ? credits : 0,
    newCreditBalance: settlement?.balance ?? (await creditBalance(db, user.id)),
  };
}
