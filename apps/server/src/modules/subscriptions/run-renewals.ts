import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments.ts';
import { applyPaymentEvent } from '../billing/apply-payment-event.ts';
import { findSubscription } from './subscription-repo.ts';

// Stripe renews subscriptions itself and says so by webhook. The sandbox has no clock of its own: a
// scheduled job asks it what is due (renewals, retries of failed ones, ends of canceled ones) and
// applies the events it reports, the same way the webhook applies Stripe's.

function sandboxOf(deps: Deps): SandboxPayments | undefined {
  return deps.payments.kind === 'sandbox' ? (deps.payments as SandboxPayments) : undefined;
}

/** The scheduled job: everything due at `now`. Safe to run twice at once: each step runs once. */
export async function runDueRenewals(deps: Deps, now = new Date()): Promise<number> {
  const sandbox = sandboxOf(deps);
  if (!sandbox) return 0;
  let applied = 0;
  for (const id of await sandbox.listDue(now)) {
    for (const event of await sandbox.runDue(id, { now })) {
      await applyPaymentEvent(deps, event);
      applied++;
    }
  }
  return applied;
}

/**
 * The test hook: runs the next due step of the user's subscription now, as if its time had come (the
 * end of the period, or the next retry of a failed renewal). Sandbox only.
 */
export async function advanceSubscription(deps: Deps, userId: string): Promise<void> {
  const sandbox = sandboxOf(deps);
  if (!sandbox) throw new AppError('NOT_FOUND', 'Only the sandbox can advance time', 404);
  const sub = await findSubscription(deps.database.db, userId);
  if (!sub) throw new AppError('NOT_FOUND', 'No subscription', 404);
  for (const event of await sandbox.runDue(sub.providerSubscriptionId, { advance: true })) {
    await applyPaymentEvent(deps, event);
  }
}
