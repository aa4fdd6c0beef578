import { and, count, eq, gte, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';

// Every query of the users table (docs/decisions/0010-table-ownership.md). Sign-in, sessions, the
// credit balance and billing mails all need the user row, so other modules call these functions;
// none of them queries the table itself.

export async function findUserById(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

/** The new account, or null when the address already has one (nothing is written then). */
export async function insertUserUnlessEmailTaken(
  db: DbOrTx,
  values: {
    fullName: string;
    email: string;
    passwordHash: string;
    promoCode?: string | null;
    emailVerifiedAt?: Date;
  },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/** Whether another account than `userId` uses the address. */
export async function isEmailTakenByAnother(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

export async function recordLogin(tx: DbOrTx, userId: string): Promise<void> {
  await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/** The account's id and address after the change, or null when it no longer exists. */
export async function setPasswordHash(
  tx: DbOrTx,
  userId: string,
  passwordHash: string,
): Promise<{ id: string; email: string } | null> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}

export async function markEmailVerified(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Profile fields; a new address waits in `pendingEmail` until its link is followed. */
export async function updateUserProfile(
  tx: DbOrTx,
  userId: string,
  fields: { fullName: string; pendingEmail?: string; passwordHash?: string },
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * The account's address becomes `email` and no change is pending any more. A confirmed new address
 * is verified by the link that was followed; an undone change restores the old address as it was.
 */
export async function setEmail(
  tx: DbOrTx,
  userId: string,
  email: string,
  opts: { verified: boolean },
): Promise<void> {
  await tx
    .update(users)
    .set({
      email,
      pendingEmail: null,
      ...(opts.verified ? { emailVerifiedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function setMlsRemarksLimit(
  db: DbOrTx,
  userId: string,
  mlsRemarksLimit: number,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ mlsRemarksLimit }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

export async function mlsRemarksLimitOf(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db.select({ limit: users.mlsRemarksLimit }).from(users).where(eq(users.id, userId));
  return row?.limit ?? null;
}

/** Name and address for a mail to the account holder. */
export async function contactOf(
  db: DbOrTx,
  userId: string,
): Promise<{ email: string; fullName: string } | null> {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The token version access tokens must carry, or null when the account no longer exists. */
export async function tokenVersionOf(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId));
  return row ? row.version : null;
}

export async function raiseTokenVersion(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Takes the account's row lock until the transaction ends, so checks and writes about the account
 * (how many properties it may still create) run one at a time.
 */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

// The credit balance. Only the ledger (modules/credits/credit-ledger.ts) changes it, in the same
// transaction as the ledger row that records the change.

/** The balance, or null when the account does not exist. */
export async function creditsOf(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row ? row.credits : null;
}

/** The new balance, or null when the account does not exist. */
export async function addCredits(tx: DbOrTx, userId: string, amount: number): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  return row ? row.credits : null;
}

/**
 * Takes `amount` in one conditional update, so concurrent spends can never overdraw. The new balance,
 * or null when the balance is short (nothing is taken then).
 */
export async function takeCredits(tx: DbOrTx, userId: string, amount: number): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), gte(users.credits, amount)))
    .returning({ credits: users.credits });
  return row ? row.credits : null;
}

/**
 * Accounts created since `since`: how many, how many verified, and how many meet each further
 * condition. A condition is written by the owner of the table it reads, given the account's id
 * column (for example "has a completed response"), so one query counts them all.
 */
export async function countAccountsCreatedSince<K extends string>(
  db: DbOrTx,
  since: Date,
  conditions: Record<K, (userId: typeof users.id) => SQL>,
): Promise<{ signUps: number; verified: number } & Record<K, number>> {
  const counted: Record<string, SQL<number>> = {};
  for (const [key, condition] of Object.entries(conditions) as [K, (userId: typeof users.id) => SQL][]) {
    counted[key] = sql<number>`(count(*) filter (where ${condition(users.id)}))::int`;
  }
  const [row] = await db
    .select({
      signUps: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${isNotNull(users.emailVerifiedAt)}))::int`,
      ...counted,
    })
    .from(users)
    .where(gte(users.createdAt, since));
  return row as { signUps: number; verified: number } & Record<K, number>;
}
