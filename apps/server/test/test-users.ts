import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { grantCredits } from '../src/modules/credits/credit-ledger.ts';
import type { TestApp } from './test-app.ts';

/**
 * A user straight in the database with a signed access token, so a test of another feature starts
 * signed in. Credits go through the ledger like any real grant. The password hash is a placeholder:
 * these users never log in by password (the auth tests register real users).
 */
export async function createTestUser(
  t: TestApp,
  opts: {
    verified?: boolean;
    credits?: number;
    email?: string;
    fullName?: string;
    permissions?: string[];
  } = {},
) {
  const email = opts.email ?? `user-${randomUUID()}@example.com`;
  const [user] = await t.deps.database.db
    .insert(users)
    .values({
      fullName: opts.fullName ?? 'Test Agent',
      email,
      passwordHash: 'test-user-without-password',
      emailVerifiedAt: opts.verified === false ? null : new Date(),
      permissions: opts.permissions ?? [],
    })
    .returning();
  if (opts.credits) {
    await t.deps.database.db.transaction((tx) =>
      grantCredits(tx, { userId: user.id, amount: opts.credits!, reason: 'test_grant', reference: user.id }),
    );
  }
  const { token } = await t.deps.tokens.sign(user.id, 3600);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export async function creditsOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row.credits;
}
