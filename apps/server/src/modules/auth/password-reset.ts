import type { Deps } from '../../deps.ts';
import { validationError } from '../../lib/app-error.ts';
import { findUserByEmail, setPasswordHash } from '../account/user-repo.ts';
import { passwordResetMail } from './account-mails.ts';
import {
  consumeEmailToken,
  createEmailToken,
  peekEmailToken,
  RESET_PASSWORD_TTL_SECONDS,
  retireEmailTokens,
} from './email-tokens.ts';
import { liftLockout } from './login.ts';
import { hashPassword } from './passwords.ts';
import { queueAccountMail } from './queue-account-mail.ts';
import { endAllSessions } from './refresh-sessions.ts';

export const RESET_REQUEST_MESSAGE =
  'If an account exists for that email, a password reset link has been sent. Please check your inbox.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in with your new password.';
export const RESET_EXPIRED_MESSAGE = 'This password reset link has expired. Please request a new one.';
export const RESET_INVALID_MESSAGE = 'This password reset link is invalid or has already been used.';

/**
 * Queues the reset mail and answers at once, the same whether or not the account exists: the
 * request does the same work (one queued job) on both paths, and the worker (sendAccountMail) looks
 * the address up and mails a single-use 1 h link only when there is an account.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'queue'>,
  email: string,
): Promise<{ message: string }> {
  await queueAccountMail(deps, { kind: 'password-reset', email });
  return { message: RESET_REQUEST_MESSAGE };
}

/** Mails the reset link, in the account-mail worker; nothing for an address without an account. */
export async function sendPasswordResetMail(
  deps: Pick<Deps, 'config' | 'database' | 'mail'>,
  email: string,
): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await createEmailToken(db, user.id, 'reset_password', RESET_PASSWORD_TTL_SECONDS);
  await deps.mail.send(
    passwordResetMail({
      to: user.email,
      url: `${deps.config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`,
    }),
  );
}

/**
 * Sets the new password. The link is checked before the new password is hashed, so bogus links cost
 * one indexed read, not an argon2 run. Proving ownership of the mailbox also lifts a lockout of the
 * address from this client; every session (refresh and access tokens) ends and every other
 * outstanding reset link is retired, in one transaction.
 */
export async function confirmPasswordReset(
  deps: Pick<Deps, 'database' | 'rateLimiter' | 'sessionVersions'>,
  opts: { token: string; newPassword: string; ip: string },
): Promise<{ message: string }> {
  const { db } = deps.database;
  const refusal = (status: string) =>
    validationError({ token: status === 'expired' ? RESET_EXPIRED_MESSAGE : RESET_INVALID_MESSAGE });
  const status = await peekEmailToken(db, opts.token, 'reset_password');
  if (status !== 'ok') throw refusal(status);
  const passwordHash = await hashPassword(opts.newPassword);
  const user = await db.transaction(async (tx) => {
    // Consumed for real now: a concurrent confirm of the same link may have won in between.
    const consumed = await consumeEmailToken(tx, opts.token, 'reset_password');
    if (consumed.status !== 'ok') throw refusal(consumed.status);
    const row = await setPasswordHash(tx, consumed.userId, passwordHash);
    if (!row) throw refusal('invalid');
    await retireEmailTokens(tx, consumed.userId, 'reset_password');
    await endAllSessions(tx, consumed.userId);
    return row;
  });
  deps.sessionVersions.forget(user.id);
  await liftLockout(deps, user.email, opts.ip);
  return { message: RESET_DONE_MESSAGE };
}
