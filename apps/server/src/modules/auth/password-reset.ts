import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema.ts';
import { validationError } from '../../lib/app-error.ts';
import { passwordResetMail } from './account-mails.ts';
import {
  consumeEmailToken,
  createEmailToken,
  RESET_PASSWORD_TTL_SECONDS,
  retireEmailTokens,
} from './email-tokens.ts';
import { hashPassword } from './passwords.ts';
import { revokeAllSessions } from './refresh-sessions.ts';

export const RESET_REQUEST_MESSAGE =
  'If an account exists for that email, a password reset link has been sent. Please check your inbox.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in with your new password.';
export const RESET_EXPIRED_MESSAGE = 'This password reset link has expired. Please request a new one.';
export const RESET_INVALID_MESSAGE = 'This password reset link is invalid or has already been used.';

/** Mails a reset link (single-use, 1 h) when the account exists; answers the same either way. */
export async function requestPasswordReset(
  deps: Pick<Deps, 'config' | 'database' | 'mail'>,
  email: string,
): Promise<{ message: string }> {
  const { db } = deps.database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (user) {
    const token = await createEmailToken(db, user.id, 'reset_password', RESET_PASSWORD_TTL_SECONDS);
    await deps.mail.send(
      passwordResetMail({
        to: user.email,
        fullName: user.fullName,
        url: `${deps.config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`,
      }),
    );
  }
  return { message: RESET_REQUEST_MESSAGE };
}

/**
 * Sets the new password. Proving ownership of the mailbox also lifts a lockout; every session is
 * revoked and every other outstanding reset link retired, in one transaction.
 */
export async function confirmPasswordReset(
  deps: Pick<Deps, 'database'>,
  opts: { token: string; newPassword: string },
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(opts.newPassword);
  return deps.database.db.transaction(async (tx) => {
    const consumed = await consumeEmailToken(tx, opts.token, 'reset_password');
    if (consumed.status === 'expired') throw validationError({ token: RESET_EXPIRED_MESSAGE });
    if (consumed.status !== 'ok') throw validationError({ token: RESET_INVALID_MESSAGE });
    await tx
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(users.id, consumed.userId));
    await retireEmailTokens(tx, consumed.userId, 'reset_password');
    await revokeAllSessions(tx, consumed.userId);
    return { message: RESET_DONE_MESSAGE };
  });
}
