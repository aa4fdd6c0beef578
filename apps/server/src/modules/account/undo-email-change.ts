import type { Deps } from '../../deps.ts';
import { validationError } from '../../lib/app-error.ts';
import { consumeEmailToken, retireEmailTokens } from '../auth/email-tokens.ts';
import { endAllSessions } from '../auth/refresh-sessions.ts';
import { changeAddressInTransaction } from './update-user.ts';
import { setEmail } from './user-repo.ts';

export const UNDO_DONE_MESSAGE =
  'The email change was cancelled: your account keeps this address and every device has been signed out. If you did not ask for the change, reset your password now.';
export const UNDO_INVALID_MESSAGE = 'This link is invalid, has expired or has already been used.';

/**
 * Follows the link mailed to the old address: a pending change is cancelled, a confirmed one reverted
 * to the address the link was sent to, and every session ends, so whoever made the change is out.
 */
export async function undoEmailChange(
  deps: Pick<Deps, 'database' | 'sessionVersions'>,
  token: string,
): Promise<{ message: string }> {
  const userId = await changeAddressInTransaction(deps, async (tx) => {
    const consumed = await consumeEmailToken(tx, token, 'undo_email_change');
    if (consumed.status !== 'ok' || !consumed.email) throw validationError({ token: UNDO_INVALID_MESSAGE });
    await setEmail(tx, consumed.userId, consumed.email, { verified: false });
    for (const kind of ['change_email', 'verify_email', 'reset_password'] as const) {
      await retireEmailTokens(tx, consumed.userId, kind);
    }
    await endAllSessions(tx, consumed.userId);
    return consumed.userId;
  });
  deps.sessionVersions.forget(userId);
  return { message: UNDO_DONE_MESSAGE };
}
