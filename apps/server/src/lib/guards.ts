import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { findUserById } from '../modules/account/user-repo.ts';
import { AppError, unauthorized } from './app-error.ts';

// Guards throw instead of returning booleans, so a handler reads top to bottom:
//   const user = await requireVerifiedUser(request);

/**
 * The id of the user whose valid access token is on the request, or 401. Only the Authorization
 * header is read: a token in a URL ends up in logs and browser history. A token signed before the
 * user's sessions were ended (its version is older than the account's) is refused.
 */
export async function requireUserId(request: FastifyRequest): Promise<string> {
  if (request.authUserId) return request.authUserId;
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match) throw unauthorized('Authentication required');
  const { tokens, sessionVersions } = request.server.deps;
  const claims = await tokens.verify(match[1].trim());
  if (!claims) throw unauthorized('Invalid or expired token');
  const version = await sessionVersions.current(claims.userId);
  if (version === null) throw unauthorized('Account not found');
  if (claims.version !== version) throw unauthorized('Invalid or expired token');
  request.authUserId = claims.userId;
  return claims.userId;
}

/**
 * The id of the signed-in user when the request carries a valid access token, else undefined: for
 * calls that work the same for visitors (analytics), where a stale token must not turn into a 401.
 */
export async function optionalUserId(request: FastifyRequest): Promise<string | undefined> {
  if (!request.headers.authorization) return undefined;
  return requireUserId(request).catch(() => undefined);
}

/** The signed-in user's row; a token whose user no longer exists is 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const userId = await requireUserId(request);
  const user = await findUserById(request.server.deps.database.db, userId);
  if (!user) throw unauthorized('Account not found');
  return user;
}

/** Every call that spends credits goes through this: unverified accounts get 403. */
export async function requireVerifiedUser(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!user.emailVerifiedAt) {
    throw new AppError(
      'EMAIL_VERIFICATION_REQUIRED',
      'Please verify your email address to use this feature.',
      403,
    );
  }
  return user;
}

export function isAdmin(user: Pick<UserRow, 'email' | 'permissions'>, adminEmails: string[]): boolean {
  return user.permissions.includes('admin') || adminEmails.includes(user.email.toLowerCase());
}

/** Admin-only calls: 401 without a session, 403 FORBIDDEN for an account without the admin role. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!isAdmin(user, request.server.deps.config.ADMIN_EMAILS)) {
    throw new AppError('FORBIDDEN', 'Admin access required', 403);
  }
  return user;
}
