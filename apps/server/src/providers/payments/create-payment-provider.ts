import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxPayments } from './sandbox-payments.ts';
import { createStripePayments } from './stripe-payments.ts';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox (test cards only, nothing leaves the machine). */
export function createPaymentProvider(config: Config, database: Database): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) return createStripePayments(config);
  return createSandboxPayments(database, { retryDays: config.RENEWAL_RETRY_DAYS });
}
