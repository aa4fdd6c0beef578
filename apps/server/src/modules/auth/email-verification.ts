import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { validationError } from '../../lib/app-error.ts';
import { findUserByEmail, findUserById, markEmailVerified } from '../account/user-repo.ts';
import { grantCredits } from '../credits/credit-ledger.ts';
import { verificationMail } from './account-mails.ts';
import { consumeEmailToken, createEmailToken, VERIFY_EMAIL_TTL_SECONDS } from './email-tokens.ts';
import { queueAccountMail } from './queue-account-mail.ts';

type MailDeps = Pick<Deps, 'config' | 'database' | 'mail'>;

export const VERIFICATION_REQUEST_MESSAGE =
  'If that address belongs to an account awaiting verification, a verification email is on its way.';
export const VERIFIED_MESSAGE = `Email verified successfully. Your ${REGISTRATION_CREDITS} free credits have been added to your account.`;
export const ALREADY_VERIFIED_MESSAGE = 'Email already verified. You can now log in.';
export const VERIFICATION_EXPIRED_MESSAGE =
  'Verification token has expired. Please request a new verification email.';
export const VERIFICATION_INVALID_MESSAGE = 'Email verification failed. The link may be expired or invalid.';

/** Mails a fresh single-use verification link (valid 24 h) to the user's current address. */
export async function sendVerificationMail(deps: MailDeps, user: Pick<UserRow, 'id' | 'email'>) {
  const token = await createEmailToken(deps.database.db, user.id, 'verify_email', VERIFY_EMAIL_TTL_SECONDS);
  await deps.mail.send(
    verificationMail({
      to: user.email,
      url: `${deps.config.APP_URL}/verify-email?token=${encodeURIComponent(token)}`,
    }),
  );
}

/**
 * Queues a new link for an account that is not verified yet; answers the same in every case, after
 * the same work (docs/decisions/0002). The signed-in user, when there is one, is the account;
 * otherwise the account with that email.
 */
export async function requestEmailVerification(
  deps: Pick<Deps, 'queue'>,
  target: { userId: string } | { email: string },
): Promise<{ message: string }> {
  await queueAccountMail(deps, { kind: 'verification', ...target });
  return { message: VERIFICATION_REQUEST_MESSAGE };
}

/** The account-mail worker's part: mails the link when the account exists and is not verified. */
export async function requestedVerificationMail(
  deps: MailDeps,
  target: { userId: string } | { email: string },
): Promise<void> {
  const { db } = deps.database;
  const user =
    'userId' in target ? await findUserById(db, target.userId) : await findUserByEmail(db, target.email);
  if (user && !user.emailVerifiedAt) await sendVerificationMail(deps, user);
}

/**
 * Marks the address verified and grants the registration credits in the same transaction. Safe to
 * call twice: the token is single-use and the grant is keyed by the user id, so the credits arrive
 * exactly once in the account's life.
 */
export async function confirmEmailVerification(
  deps: Pick<Deps, 'database'>,
  token: string,
): Promise<{ message: string }> {
  return deps.database.db.transaction(async (tx) => {
    const consumed = await consumeEmailToken(tx, token, 'verify_email');
    if (consumed.status === 'invalid') throw validationError({ token: VERIFICATION_INVALID_MESSAGE });
    const user = await findUserById(tx, consumed.userId);
    if (!user) throw validationError({ token: VERIFICATION_INVALID_MESSAGE });
    if (user.emailVerifiedAt) return { message: ALREADY_VERIFIED_MESSAGE };
    if (consumed.status === 'expired') throw validationError({ token: VERIFICATION_EXPIRED_MESSAGE });
    // A used token of an unverified account was retired by an email change: that link is dead.
    if (consumed.status === 'used') throw validationError({ token: VERIFICATION_INVALID_MESSAGE });
    await markEmailVerified(tx, user.id);
    await grantCredits(tx, {
      userId: user.id,
      amount: REGISTRATION_CREDITS,
      reason: 'registration_bonus',
      reference: user.id,
    });
    return { message: VERIFIED_MESSAGE };
  });
}
