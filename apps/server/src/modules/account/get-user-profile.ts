import type { User } from '@ai-realty/shared/schemas/auth';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../lib/guards.ts';
import { countPropertiesOf } from '../properties/owned-property.ts';
import { countResponsesOf } from '../responses/response-repo.ts';

/** The account as the shared `userSchema` describes it, with live counts of its properties and responses. */
export async function getUserProfile(deps: Pick<Deps, 'config' | 'database'>, user: UserRow): Promise<User> {
  const { db } = deps.database;
  const [requestCount, propertyCount] = await Promise.all([
    countResponsesOf(db, user.id),
    countPropertiesOf(db, user.id),
  ]);
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    pendingEmail: user.pendingEmail,
    isEmailVerified: user.emailVerifiedAt !== null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    credits: user.credits,
    requestCount,
    propertyCount,
    userPermissions: isAdmin(user, deps.config.ADMIN_EMAILS) ? ['admin'] : [],
    createdAt: user.createdAt.toISOString(),
    mlsRemarksLimit: user.mlsRemarksLimit,
  };
}
