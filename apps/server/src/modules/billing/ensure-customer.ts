import type { BillingCustomerRow, UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { findBillingCustomer, insertBillingCustomer } from './billing-repo.ts';
import { providerError } from './card-errors.ts';

/** The user's customer at the payment provider, created on the first payment. */
export async function ensureCustomer(deps: Deps, user: UserRow): Promise<BillingCustomerRow> {
  const { db } = deps.database;
  const existing = await findBillingCustomer(db, user.id);
  if (existing) return existing;
  let customerId: string;
  try {
    customerId = await deps.payments.createCustomer({
      userId: user.id,
      email: user.email,
      name: user.fullName,
    });
  } catch (err) {
    throw providerError(err);
  }
  // Two first payments at once: the first stored customer wins and the other is left unused.
  return insertBillingCustomer(db, user.id, customerId);
}
