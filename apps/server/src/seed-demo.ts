import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import type { Db } from './db/client.ts';
import { countUsers, findUserByEmail, insertUserUnlessEmailTaken } from './modules/account/user-repo.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { grantCredits } from './modules/credits/credit-ledger.ts';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password';

export async function hasNoUsers(db: Db): Promise<boolean> {
  return (await countUsers(db)) === 0;
}

export async function demoAccountExists(db: Db): Promise<boolean> {
  return (await findUserByEmail(db, DEMO_EMAIL)) !== null;
}

/**
 * Creates the verified demo account with its registration credits, granted through the ledger like
 * any verification. Safe to run any number of times, also from several processes at once: the
 * insert skips an existing address and the grant is keyed by the user id.
 */
export async function seedDemoAccount(db: Db): Promise<{ created: boolean }> {
  if (await demoAccountExists(db)) return { created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const user = await insertUserUnlessEmailTaken(tx, {
      fullName: 'Demo Agent',
      email: DEMO_EMAIL,
      passwordHash,
      emailVerifiedAt: new Date(),
    });
    if (!user) return { created: false };
    await grantCredits(tx, {
      userId: user.id,
      amount: REGISTRATION_CREDITS,
      reason: 'registration_bonus',
      reference: user.id,
    });
    return { created: true };
  });
}
