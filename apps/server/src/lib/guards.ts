import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type UserRow, users } from '../db/schema.ts';
import { AppError, forbidden, unauthorized } from './app-error.ts';

// Guards throw instead of returning booleans, so a handler reads top to bottom:
//   const user = await requireVerifiedUser(request);

/** The id of the user whose valid access token is on the request, or 401. */
export async function requireUserId(request: FastifyRequest): Promise<string> {
  if (request.authUserId) return request.authUserId;
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match) throw unauthorized('Authentication required');
  const claims = await request.server.deps.tokens.verify(match[1].trim());
  if (!claims) throw unauthorized('Invalid or expired token');
  request.authUserId = claims.userId;
  return claims.userId;
}

/** The signed-in user's row; a token whose user no longer exists is 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const userId = await requireUserId(request);
  const [user] = await request.server.deps.database.db.select().from(users).where(eq(users.id, userId));
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

export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!isAdmin(user, request.server.deps.config.ADMIN_EMAILS)) throw forbidden('Admin access required');
  return user;
}

export function isAdmin(user: Pick<UserRow, 'email' | 'permissions'>, adminEmails: string[]): boolean {
  return user.permissions.includes('admin') || adminEmails.includes(user.email.toLowerCase());
}
