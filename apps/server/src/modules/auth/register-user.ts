import type { RegisterBody } from '@ai-realty/shared/schemas/auth';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { findUserByEmail, insertUserUnlessEmailTaken } from '../account/user-repo.ts';
import { registrationAttemptMail } from './account-mails.ts';
import { sendVerificationMail } from './email-verification.ts';
import { hashPassword } from './passwords.ts';

export const REGISTRATION_MESSAGE = 'Account created. Please check your email to verify your address.';

/**
 * Creates the account and mails a verification link. For an email that already has an account it
 * mails that address a notice instead, and answers the same: the reply never tells whether an
 * address is registered (docs/decisions/0002).
 */
export async function registerUser(
  deps: Pick<Deps, 'config' | 'database' | 'mail'>,
  body: RegisterBody,
  opts: { onCreated?: (user: UserRow) => Promise<void> } = {},
) {
  const { db } = deps.database;
  // Hash first on both paths so the answer takes as long whether or not the email is known.
  const passwordHash = await hashPassword(body.password);
  const created = await insertUserUnlessEmailTaken(db, {
    fullName: body.fullName,
    email: body.email,
    passwordHash,
    promoCode: body.promoCode || null,
  });

  if (created) {
    // Work that belongs to a new account only (the free trial's property), never an existing one.
    await opts.onCreated?.(created);
    await sendVerificationMail(deps, created);
  } else {
    const existing = await findUserByEmail(db, body.email);
    if (existing) {
      await deps.mail.send(
        registrationAttemptMail({
          to: existing.email,
          loginUrl: `${deps.config.APP_URL}/login`,
          resetUrl: `${deps.config.APP_URL}/reset-password`,
        }),
      );
    }
  }
  return { message: REGISTRATION_MESSAGE };
}
