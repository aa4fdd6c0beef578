import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import type { Deps } from '../../deps.ts';
import { validationError } from '../../lib/app-error.ts';
import { consumeEmailToken, retireEmailTokens } from '../auth/email-tokens.ts';
import { endAllSessions } from '../auth/refresh-sessions.ts';
import { grantCredits } from '../credits/credit-ledger.ts';
import { changeAddressInTransaction } from './update-user.ts';
import { findUserById, setEmail } from './user-repo.ts';

export const CHANGE_DONE_MESSAGE =
  'Your email address has been changed and every device signed out. Please sign in with your new address.';
export const CHANGE_INVALID_MESSAGE = 'This email change link is invalid or has already been used.';
export const CHANGE_EXPIRED_MESSAGE = 'This email change link has expired. Please change your email again.';
/**
 * Follows the link mailed to the new address: the address becomes the account's (and verified, which
 * grants the registration credits if they were never granted), and every session ends.
 */
export async function confirmEmailChange(
  deps: Pick<Deps, 'database' | 'sessionVersions'>,
  token: string,
): Promise<{ message: string }> {
  const userId = await changeAddressInTransaction(deps, async (tx) => {
    const consumed = await consumeEmailToken(tx, token, 'change_email');
    if (consumed.status === 'expired') throw validationError({ token: CHANGE_EXPIRED_MESSAGE });
    if (consumed.status !== 'ok' || !consumed.email) throw validationError({ token: CHANGE_INVALID_MESSAGE });
    const user = await findUserById(tx, consumed.userId);
    if (!user || user.pendingEmail !== consumed.email)
      throw validationError({ token: CHANGE_INVALID_MESSAGE });
    await setEmail(tx, user.id, consumed.email, { verified: true });
    if (!user.emailVerifiedAt) {
      await grantCredits(tx, {
        userId: user.id,
        amount: REGISTRATION_CREDITS,
        reason: 'registration_bonus',
        reference: user.id,
      });
    }
    await retireEmailTokens(tx, user.id, 'verify_email');
    await retireEmailTokens(tx, user.id, 'reset_password');
    await endAllSessions(tx, user.id);
    return user.id;
  });
  deps.sessionVersions.forget(userId);
  return { message: CHANGE_DONE_MESSAGE };
}
