import type { LoginBody, LoginResponse } from '@ai-realty/shared/schemas/auth';
import type { Deps } from '../../deps.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { findUserByEmail, recordLogin } from '../account/user-repo.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { startSession } from './refresh-sessions.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

function accountLocked(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, retryAfterSeconds);
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'ACCOUNT_LOCKED',
    `Account locked due to too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    423,
    { lockedUntil: new Date(Date.now() + seconds * 1000).toISOString(), retryAfter: seconds },
    { 'retry-after': String(seconds) },
  );
}

// Lockout counters (docs/decisions/0005-login-lockout-per-account-and-address.md). They are keyed by
// the submitted address whether or not it has an account, so a lock answers alike for both.
//   failures of one address from one client IP: LOGIN_MAX_ATTEMPTS in LOCKOUT_MINUTES lock that pair
//     for LOCKOUT_MINUTES; the owner signing in from elsewhere is not affected;
//   failures of one address from all IPs: LOGIN_ACCOUNT_FAILURES_PER_MINUTE lock it for the rest of
//     that minute, a short backstop against guessing from many addresses.
export const lockoutKeys = (email: string, ip: string) => ({
  failures: `login-fail:${email}:${ip}`,
  lock: `login-lock:${email}:${ip}`,
  account: `login-fail-account:${email}`,
});

type LoginDeps = Pick<Deps, 'config' | 'database' | 'tokens' | 'rateLimiter'>;

/** 423 when the address is locked for this client, before any password work is spent. */
async function assertNotLocked(deps: LoginDeps, keys: ReturnType<typeof lockoutKeys>): Promise<void> {
  const [lock, account] = await Promise.all([
    deps.rateLimiter.peek(keys.lock),
    deps.rateLimiter.peek(keys.account),
  ]);
  if (lock.count > 0) throw accountLocked(lock.retryAfterSeconds);
  if (account.count >= deps.config.LOGIN_ACCOUNT_FAILURES_PER_MINUTE)
    throw accountLocked(account.retryAfterSeconds);
}

/** Counts a failure; answers the error to throw (423 when this failure locks, else 401). */
async function countFailure(deps: LoginDeps, keys: ReturnType<typeof lockoutKeys>): Promise<AppError> {
  const { config, rateLimiter } = deps;
  const lockSeconds = Math.round(config.LOCKOUT_MINUTES * 60);
  await rateLimiter.hit(keys.account, config.LOGIN_ACCOUNT_FAILURES_PER_MINUTE, 60);
  if (lockSeconds > 0) {
    const failures = await rateLimiter.hit(keys.failures, config.LOGIN_MAX_ATTEMPTS, lockSeconds);
    if (failures.count >= config.LOGIN_MAX_ATTEMPTS) {
      // The lock runs its full length from this failure; the counter starts again after it.
      await rateLimiter.reset(keys.lock);
      await rateLimiter.hit(keys.lock, 1, lockSeconds);
      await rateLimiter.reset(keys.failures);
      return accountLocked(lockSeconds);
    }
  }
  return unauthorized(INVALID_CREDENTIALS_MESSAGE);
}

/** Lifts the locks of an address (after its owner proved control of the mailbox). */
export async function liftLockout(deps: Pick<Deps, 'rateLimiter'>, email: string, ip: string): Promise<void> {
  const keys = lockoutKeys(email, ip);
  await Promise.all([
    deps.rateLimiter.reset(keys.failures),
    deps.rateLimiter.reset(keys.lock),
    deps.rateLimiter.reset(keys.account),
  ]);
}

/**
 * Checks the password and starts a session. Unknown emails and wrong passwords get the same 401
 * after the same argon2 work, and the same 423 once locked; a lock is checked before any argon2
 * work. Unverified accounts may log in.
 */
export async function login(
  deps: LoginDeps,
  body: LoginBody,
  client: { ip: string },
): Promise<LoginResponse> {
  const { db } = deps.database;
  const keys = lockoutKeys(body.email, client.ip);
  await assertNotLocked(deps, keys);

  const user = await findUserByEmail(db, body.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !valid) throw await countFailure(deps, keys);

  await deps.rateLimiter.reset(keys.failures);
  return db.transaction(async (tx) => {
    await recordLogin(tx, user.id);
    const pair = await startSession(deps, tx, {
      userId: user.id,
      rememberMe: body.rememberMe,
      deviceFingerprint: body.deviceFingerprint,
    });
    return { ...pair, isEmailVerified: user.emailVerifiedAt !== null };
  });
}
