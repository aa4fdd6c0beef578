import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailTokens } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

export type EmailTokenKind = 'verify_email' | 'reset_password' | 'change_email' | 'undo_email_change';

export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;
export const CHANGE_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const UNDO_EMAIL_CHANGE_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A new mailed token; only its SHA-256 is stored, the raw value goes into the link. */
export async function createEmailToken(
  tx: DbOrTx,
  userId: string,
  kind: EmailTokenKind,
  ttlSeconds: number,
  email?: string,
): Promise<string> {
  const token = randomToken();
  await tx.insert(emailTokens).values({
    userId,
    kind,
    email: email ?? null,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export type ConsumedToken =
  | { status: 'ok'; userId: string; email: string | null }
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
  return marked.length === 1
    ? { status: 'ok', userId: row.userId, email: row.email }
    : { status: 'used', userId: row.userId };
}

/**
 * Whether a token could be consumed now, without consuming it: a cheap check that lets a caller
 * refuse a bogus link before doing expensive work (hashing a new password).
 */
export async function peekEmailToken(
  tx: DbOrTx,
  token: string,
  kind: EmailTokenKind,
): Promise<'ok' | 'used' | 'expired' | 'invalid'> {
  const [row] = await tx
    .select({ usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.kind, kind)));
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'ok';
}

/** Retires a user's outstanding tokens of one kind (after an email change or a completed reset). */
export async function retireEmailTokens(tx: DbOrTx, userId: string, kind: EmailTokenKind): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}
