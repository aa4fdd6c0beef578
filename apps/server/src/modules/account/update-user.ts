import type { UpdateUserBody } from '@ai-realty/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../auth/account-mails.ts';
import {
  CHANGE_EMAIL_TTL_SECONDS,
  createEmailToken,
  retireEmailTokens,
  UNDO_EMAIL_CHANGE_TTL_SECONDS,
} from '../auth/email-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { isEmailTakenByAnother, updateUserProfile } from './user-repo.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const WRONG_OLD_PASSWORD_MESSAGE = 'Current password is incorrect';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your email';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

export const emailTaken = () =>
  new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, 409, { fields: { email: EMAIL_TAKEN_MESSAGE } });

/**
 * Updates the name and (with the current password) the password. A new email address needs the
 * current password too, and takes effect only once its owner follows the link mailed to it
 * (confirmEmailChange); until then it is the account's `pendingEmail`. The current address is told at
 * once, with a link that cancels or reverts the change and ends every session
 * (docs/decisions/0006-sessions-end-on-demand-and-email-change.md).
 */
export async function updateUser(
  deps: Pick<Deps, 'config' | 'database' | 'mail'>,
  user: UserRow,
  body: UpdateUserBody,
): Promise<UserRow> {
  const { db } = deps.database;
  let passwordHash: string | undefined;
  if (body.password) {
    if (!(await verifyPassword(user.passwordHash, body.oldPassword ?? ''))) {
      throw validationError({ oldPassword: WRONG_OLD_PASSWORD_MESSAGE });
    }
    passwordHash = await hashPassword(body.password);
  }
  const emailChanged = body.email !== user.email;
  if (emailChanged) {
    const current = body.currentPassword || body.oldPassword;
    if (!current) throw validationError({ currentPassword: CURRENT_PASSWORD_REQUIRED_MESSAGE });
    if (!(await verifyPassword(user.passwordHash, current))) {
      throw validationError({ currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
    }
    if (await isEmailTakenByAnother(db, body.email, user.id)) throw emailTaken();
  }

  const { updated, confirmToken, undoToken } = await db.transaction(async (tx) => {
    const row = await updateUserProfile(tx, user.id, {
      fullName: body.fullName,
      ...(emailChanged ? { pendingEmail: body.email } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (!emailChanged) return { updated: row };
    // Only the newest request can be confirmed.
    await retireEmailTokens(tx, user.id, 'change_email');
    return {
      updated: row,
      confirmToken: await createEmailToken(tx, user.id, 'change_email', CHANGE_EMAIL_TTL_SECONDS, body.email),
      undoToken: await createEmailToken(
        tx,
        user.id,
        'undo_email_change',
        UNDO_EMAIL_CHANGE_TTL_SECONDS,
        user.email,
      ),
    };
  });
  if (confirmToken && undoToken) {
    const link = (page: string, token: string) =>
      `${deps.config.APP_URL}/${page}?token=${encodeURIComponent(token)}`;
    await deps.mail.send(
      emailChangeConfirmMail({ to: body.email, url: link('confirm-email-change', confirmToken) }),
    );
    await deps.mail.send(
      emailChangeNoticeMail({
        to: user.email,
        newEmail: body.email,
        url: link('undo-email-change', undoToken),
      }),
    );
  }
  return updated;
}

/** Runs a change of the account's address; the unique index answers a race for the address. */
export async function changeAddressInTransaction<T>(
  deps: Pick<Deps, 'database'>,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  try {
    return await deps.database.db.transaction((tx) => work(tx));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
