import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@ai-realty/shared/schemas/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

// A session is a family of refresh tokens: one login and its chain of rotations. Each refresh token
// works once; presenting one that was already used or revoked means it leaked, so the whole family
// is revoked. The family's absolute expiry is set at login and never extended by rotation.

type SessionDeps = Pick<Deps, 'config' | 'tokens'>;

async function insertRefreshToken(
  tx: DbOrTx,
  row: { userId: string; familyId: string; rememberMe: boolean; expiresAt: Date; deviceFingerprint?: string },
): Promise<string> {
  const token = randomToken();
  await tx.insert(refreshTokens).values({ ...row, tokenHash: sha256(token) });
  return token;
}

async function accessTokenFor(deps: SessionDeps, userId: string) {
  return deps.tokens.sign(userId, deps.config.ACCESS_TOKEN_TTL_SECONDS);
}

/** Starts a new session (a new token family) for a user who has just proven who they are. */
export async function startSession(
  deps: SessionDeps,
  tx: DbOrTx,
  opts: { userId: string; rememberMe: boolean; deviceFingerprint?: string },
): Promise<TokenPair> {
  const ttl = opts.rememberMe
    ? deps.config.REFRESH_TOKEN_REMEMBER_TTL_SECONDS
    : deps.config.REFRESH_TOKEN_TTL_SECONDS;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  const refreshToken = await insertRefreshToken(tx, {
    userId: opts.userId,
    familyId: randomUUID(),
    rememberMe: opts.rememberMe,
    expiresAt,
    deviceFingerprint: opts.deviceFingerprint,
  });
  const access = await accessTokenFor(deps, opts.userId);
  return {
    accessToken: access.token,
    accessExpiresAt: access.expiresAt,
    refreshToken,
    refreshExpiresAt: Math.floor(expiresAt.getTime() / 1000),
  };
}

async function revokeFamily(tx: DbOrTx, familyId: string) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Exchanges a refresh token for a new pair. Safe against replay: the old token is marked used by a
 * conditional update, and a token already used or revoked revokes its family and answers 401.
 */
export async function rotateRefreshToken(
  deps: SessionDeps & Pick<Deps, 'database'>,
  opts: { refreshToken: string; deviceFingerprint?: string },
): Promise<TokenPair> {
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(opts.refreshToken)));
    if (!row) return { error: 'Invalid refresh token' } as const;
    if (row.usedAt || row.revokedAt) {
      await revokeFamily(tx, row.familyId);
      return { error: 'Refresh token has already been used. Please log in again.' } as const;
    }
    if (row.expiresAt.getTime() <= Date.now()) return { error: 'Refresh token has expired' } as const;
    const marked = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (marked.length === 0) {
      // Another request rotated it between our read and write: that is a reuse too.
      await revokeFamily(tx, row.familyId);
      return { error: 'Refresh token has already been used. Please log in again.' } as const;
    }
    const refreshToken = await insertRefreshToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      rememberMe: row.rememberMe,
      expiresAt: row.expiresAt,
      deviceFingerprint: opts.deviceFingerprint ?? row.deviceFingerprint ?? undefined,
    });
    return { userId: row.userId, refreshToken, expiresAt: row.expiresAt } as const;
  });
  // The family revocation must commit, so the 401 is thrown only after the transaction.
  if ('error' in outcome) throw unauthorized(outcome.error);
  const access = await accessTokenFor(deps, outcome.userId);
  return {
    accessToken: access.token,
    accessExpiresAt: access.expiresAt,
    refreshToken: outcome.refreshToken,
    refreshExpiresAt: Math.floor(outcome.expiresAt.getTime() / 1000),
  };
}

/** Ends the session the given refresh token belongs to (only if it is the caller's). */
export async function revokeSession(tx: DbOrTx, userId: string, refreshToken: string): Promise<void> {
  const [row] = await tx
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(refreshToken)), eq(refreshTokens.userId, userId)));
  if (row) await revokeFamily(tx, row.familyId);
}

/** Ends every session of a user: all devices must log in again once their access token lapses. */
export async function revokeAllSessions(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** POST /auth/revoke: one session (the given refresh token's family) or, with revokeAll, every one. */
export async function endSessions(
  deps: Pick<Deps, 'database'>,
  userId: string,
  opts: { refreshToken?: string; revokeAll: boolean },
): Promise<{ message: string }> {
  const { db } = deps.database;
  if (opts.revokeAll) {
    await revokeAllSessions(db, userId);
    return { message: 'Signed out of all devices.' };
  }
  if (opts.refreshToken) await revokeSession(db, userId, opts.refreshToken);
  return { message: 'Signed out.' };
}
