import type { Deps } from '../../deps.ts';
import { requestedVerificationMail } from './email-verification.ts';
import { sendPasswordResetMail } from './password-reset.ts';
import type { AccountMailJob } from './queue-account-mail.ts';

/** The account-mail worker: looks the account up and sends the mail when there is one to send. */
export async function sendAccountMail(
  deps: Pick<Deps, 'config' | 'database' | 'mail'>,
  job: { data: AccountMailJob },
): Promise<void> {
  const { data } = job;
  if (data.kind === 'password-reset') await sendPasswordResetMail(deps, data.email);
  else
    await requestedVerificationMail(deps, 'userId' in data ? { userId: data.userId } : { email: data.email });
}
