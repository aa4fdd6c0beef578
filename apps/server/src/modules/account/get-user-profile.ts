import type { User } from '@ai-realty/shared/schemas/auth';
import { count, eq } from 'drizzle-orm';
import { aiResponses, properties, type UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../lib/guards.ts';

/** The account as the shared `userSchema` describes it, with live counts of its properties and responses. */
export async function getUserProfile(deps: Pick<Deps, 'config' | 'database'>, user: UserRow): Promise<User> {
  const { db } = deps.database;
  const [[responses], [props]] = await Promise.all([
    db.select({ n: count() }).from(aiResponses).where(eq(aiResponses.userId, user.id)),
    db.select({ n: count() }).from(properties).where(eq(properties.userId, user.id)),
  ]);
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    pendingEmail: user.pendingEmail,
    isEmailVerified: user.emailVerifiedAt !== null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    credits: user.credits,
    requestCount: Number(responses?.n ?? 0),
    propertyCount: Number(props?.n ?? 0),
    userPermissions: isAdmin(user, deps.config.ADMIN_EMAILS) ? ['admin'] : [],
    createdAt: user.createdAt.toISOString(),
    mlsRemarksLimit: user.mlsRemarksLimit,
  };
}
