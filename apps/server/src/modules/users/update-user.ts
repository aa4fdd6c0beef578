import type { UpdateUserBody } from '@ai-realty/shared/schemas/auth';
import { and, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { retireEmailTokens } from '../auth/email-tokens.ts';
import { sendVerificationMail } from '../auth/email-verification.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const WRONG_OLD_PASSWORD_MESSAGE = 'Current password is incorrect';

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * Updates name, email and (with the current password) the password. A new email address is
 * unverified until its owner clicks the link mailed to it; links sent to the old address die.
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
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, body.email), ne(users.id, user.id)));
    if (taken)
      throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, 409, { fields: { email: EMAIL_TAKEN_MESSAGE } });
  }

  let updated: UserRow;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          fullName: body.fullName,
          ...(emailChanged ? { email: body.email, emailVerifiedAt: null } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (emailChanged) await retireEmailTokens(tx, user.id, 'verify_email');
      return row;
    });
  } catch (error) {
    // Someone took the address between the check and the update.
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, 409, { fields: { email: EMAIL_TAKEN_MESSAGE } });
    }
    throw error;
  }
  if (emailChanged) await sendVerificationMail(deps, updated);
  return updated;
}
