import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailTokens } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

export type EmailTokenKind = 'verify_email' | 'reset_password';

export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;

/** A new mailed token; only its SHA-256 is stored, the raw value goes into the link. */
export async function createEmailToken(
  tx: DbOrTx,
  userId: string,
  kind: EmailTokenKind,
  ttlSeconds: number,
): Promise<string> {
  const token = randomToken();
  await tx.insert(emailTokens).values({
    userId,
    kind,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export type ConsumedToken =
  | { status: 'ok'; userId: string }
  | { status: 'used'; userId: string }
  | { status: 'expired'; userId: string }
  | { status: 'invalid' };

/**
 * Marks a token used, once: the update is conditional on it being unused, so two concurrent
 * confirmations cannot both succeed.
 */
export async function consumeEmailToken(
  tx: DbOrTx,
  token: string,
  kind: EmailTokenKind,
): Promise<ConsumedToken> {
  const [row] = await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.kind, kind)));
  if (!row) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired', userId: row.userId };
  const marked = await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return marked.length === 1 ? { status: 'ok', userId: row.userId } : { status: 'used', userId: row.userId };
}

/** Retires a user's outstanding tokens of one kind (after an email change or a completed reset). */
export async function retireEmailTokens(tx: DbOrTx, userId: string, kind: EmailTokenKind): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}
