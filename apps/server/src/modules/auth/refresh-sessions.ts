import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@ai-realty/shared/schemas/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { raiseTokenVersion, tokenVersionOf } from './session-versions.ts';

// A session is a family of refresh tokens: one login and its chain of rotations. Each refresh token
// works once; presenting one that was already used or revoked means it leaked, so the whole family
// is revoked. The family's absolute expiry is set at login and never extended by rotation.
// One exception: two tabs of one browser refresh with the same token at the same moment. A token
// presented again within REFRESH_REUSE_GRACE_SECONDS of its rotation, from the same device, gets a
// fresh pair of the same family instead of ending the session (docs/decisions/0006).

type SessionDeps = Pick<Deps, 'config' | 'tokens'>;

const REUSED_MESSAGE = 'Refresh token has already been used. Please log in again.';

async function insertRefreshToken(
  tx: DbOrTx,
  row: { userId: string; familyId: string; rememberMe: boolean; expiresAt: Date; deviceFingerprint?: string },
): Promise<string> {
  const token = randomToken();
  await tx.insert(refreshTokens).values({ ...row, tokenHash: sha256(token) });
  return token;
}

/** An access token carrying the user's current token version, so ending all sessions ends it too. */
async function accessTokenFor(deps: SessionDeps, tx: DbOrTx, userId: string) {
  return deps.tokens.sign(userId, deps.config.ACCESS_TOKEN_TTL_SECONDS, await tokenVersionOf(tx, userId));
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
  const access = await accessTokenFor(deps, tx, opts.userId);
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

type RefreshRow = typeof refreshTokens.$inferSelect;

/**
 * A used token presented again shortly after its rotation by the device it was issued to is a
 * concurrent refresh (two tabs), not a theft. A revoked family never qualifies.
 */
function withinReuseGrace(
  deps: SessionDeps,
  row: RefreshRow,
  deviceFingerprint: string | undefined,
): boolean {
  if (!row.usedAt || row.revokedAt) return false;
  if (Date.now() - row.usedAt.getTime() > deps.config.REFRESH_REUSE_GRACE_SECONDS * 1000) return false;
  return !row.deviceFingerprint || row.deviceFingerprint === deviceFingerprint;
}

/**
 * Exchanges a refresh token for a new pair. Safe against replay: the old token is marked used by a
 * conditional update, and a token already used or revoked revokes its family and answers 401, except
 * a concurrent refresh within the reuse grace, which gets its own pair of the same family.
 */
export async function rotateRefreshToken(
  deps: SessionDeps & Pick<Deps, 'database'>,
  opts: { refreshToken: string; deviceFingerprint?: string },
): Promise<TokenPair> {
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const read = async () =>
      (
        await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(opts.refreshToken)))
      )[0];
    let row = await read();
    if (!row) return { error: 'Invalid refresh token' } as const;
    if (row.expiresAt.getTime() <= Date.now()) return { error: 'Refresh token has expired' } as const;
    let rotated = false;
    if (!row.usedAt && !row.revokedAt) {
      const marked = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(
          and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      rotated = marked.length === 1;
      // Another request rotated it between our read and write: judge it as a second presentation.
      if (!rotated) row = (await read()) ?? row;
    }
    if (!rotated && !withinReuseGrace(deps, row, opts.deviceFingerprint)) {
      await revokeFamily(tx, row.familyId);
      return { error: REUSED_MESSAGE } as const;
    }
    const refreshToken = await insertRefreshToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      rememberMe: row.rememberMe,
      expiresAt: row.expiresAt,
      deviceFingerprint: opts.deviceFingerprint ?? row.deviceFingerprint ?? undefined,
    });
    const access = await accessTokenFor(deps, tx, row.userId);
    return { refreshToken, expiresAt: row.expiresAt, access } as const;
  });
  // The family revocation must commit, so the 401 is thrown only after the transaction.
  if ('error' in outcome) throw unauthorized(outcome.error);
  return {
    accessToken: outcome.access.token,
    accessExpiresAt: outcome.access.expiresAt,
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

/** Revokes every refresh token of a user; see endAllSessions for ending their access tokens too. */
async function revokeAllSessions(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every session of a user at once: the refresh tokens are revoked and the token version raised,
 * so access tokens already handed out stop working too (not only when they lapse).
 */
export async function endAllSessions(tx: DbOrTx, userId: string): Promise<void> {
  await revokeAllSessions(tx, userId);
  await raiseTokenVersion(tx, userId);
}

/** POST /auth/revoke: one session (the given refresh token's family) or, with revokeAll, every one. */
export async function endSessions(
  deps: Pick<Deps, 'database' | 'sessionVersions'>,
  userId: string,
  opts: { refreshToken?: string; revokeAll: boolean },
): Promise<{ message: string }> {
  const { db } = deps.database;
  if (opts.revokeAll) {
    await db.transaction((tx) => endAllSessions(tx, userId));
    deps.sessionVersions.forget(userId);
    return { message: 'Signed out of all devices.' };
  }
  if (opts.refreshToken) await revokeSession(db, userId, opts.refreshToken);
  return { message: 'Signed out.' };
}
