import type { PaymentMethodView } from '@ai-realty/shared/schemas/billing';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { updateCardOnFile } from './billing-repo.ts';
import { providerError } from './card-errors.ts';
import { ensureCustomer } from './ensure-customer.ts';

/**
 * Makes a new card the default for renewals. The provider checks the card when it is attached, so a
 * refused card answers 402 and the card on file stays.
 */
export async function updatePaymentMethod(
  deps: Deps,
  user: UserRow,
  paymentMethodId: string,
): Promise<PaymentMethodView> {
  const customer = await ensureCustomer(deps, user);
  try {
    const card = await deps.payments.attachPaymentMethod(customer.customerId, paymentMethodId);
    await updateCardOnFile(deps.database.db, user.id, { paymentMethodId, ...card });
    return { id: paymentMethodId, ...card };
  } catch (err) {
    throw providerError(err);
  }
}
