import type { LoginBody, LoginResponse } from '@ai-realty/shared/schemas/auth';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { startSession } from './refresh-sessions.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

function accountLocked(lockedUntil: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'ACCOUNT_LOCKED',
    `Account locked due to too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    423,
    { lockedUntil: lockedUntil.toISOString(), retryAfter: seconds },
    { 'retry-after': String(seconds) },
  );
}

/**
 * Checks the password and starts a session. Unknown emails and wrong passwords get the same 401
 * after the same argon2 work; LOGIN_MAX_ATTEMPTS failures in a row lock the account (423) for
 * LOCKOUT_MINUTES. Unverified accounts may log in.
 */
export async function login(
  deps: Pick<Deps, 'config' | 'database' | 'tokens'>,
  body: LoginBody,
): Promise<LoginResponse> {
  const { db } = deps.database;
  const { config } = deps;
  const [user] = await db.select().from(users).where(eq(users.email, body.email));
  if (!user) {
    await verifyAgainstDummy(body.password);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw accountLocked(user.lockedUntil);

  if (!(await verifyPassword(user.passwordHash, body.password))) {
    // One atomic update, so concurrent failures are all counted; the counter restarts once it locks.
    const lockUntil = new Date(Date.now() + config.LOCKOUT_MINUTES * 60_000).toISOString();
    const reachesMax = sql`${users.failedLoginCount} + 1 >= ${config.LOGIN_MAX_ATTEMPTS}`;
    const [after] = await db
      .update(users)
      .set({
        failedLoginCount: sql`case when ${reachesMax} then 0 else ${users.failedLoginCount} + 1 end`,
        lockedUntil: sql`case when ${reachesMax} then ${lockUntil}::timestamptz else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, user.id))
      .returning({ lockedUntil: users.lockedUntil });
    if (after?.lockedUntil && after.lockedUntil.getTime() > Date.now())
      throw accountLocked(after.lockedUntil);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }

  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() })
      .where(eq(users.id, user.id));
    const pair = await startSession(deps, tx, {
      userId: user.id,
      rememberMe: body.rememberMe,
      deviceFingerprint: body.deviceFingerprint,
    });
    return { ...pair, isEmailVerified: user.emailVerifiedAt !== null };
  });
}
