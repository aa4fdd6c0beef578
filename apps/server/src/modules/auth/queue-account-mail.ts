import type { Deps } from '../../deps.ts';
import { QUEUE_NAMES } from '../../jobs/queue-definitions.ts';

// Mails that anyone may ask for by naming an address (password reset, a new verification link) are
// written by a job, not inside the request: the request queues the same job whether or not the
// address has an account, so neither its answer nor its timing tells which addresses are customers
// (docs/decisions/0002). The worker is sendAccountMail.

export type AccountMailJob =
  | { kind: 'password-reset'; email: string }
  | { kind: 'verification'; email: string }
  | { kind: 'verification'; userId: string };

/** Queues an account mail and wakes this process's workers, so it goes out at once. */
export async function queueAccountMail(deps: Pick<Deps, 'queue'>, job: AccountMailJob): Promise<void> {
  await deps.queue.send(QUEUE_NAMES.accountMail, job);
  deps.queue.wake(QUEUE_NAMES.accountMail);
}
