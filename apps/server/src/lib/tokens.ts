import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/** 256 bits of randomness, URL-safe. Used for refresh, verification and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** `version` is the user's token version when the token was signed (0 for tokens without one). */
export type AccessClaims = { userId: string; exp: number; version: number };

export type AccessTokens = {
  /** Signs an access token carrying the user's current token version (see modules/auth/session-versions.ts). */
  sign(userId: string, ttlSeconds: number, version?: number): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<AccessClaims | null>;
};

/**
 * The signing key comes from JWT_SECRET, or is generated once and kept in the database so that every
 * API process of a scaled-out deployment, and every restart, agrees on it.
 */
export async function loadSigningKey(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return new TextEncoder().encode(row.value);
}

/**
 * A named random secret kept in the database, created on first use, so every process of a
 * scaled-out deployment signs and checks with the same one (signed photo addresses use it).
 */
export async function loadAppSecret(db: Db, name: string): Promise<Uint8Array> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return new TextEncoder().encode(row.value);
}

export function createAccessTokens(key: Uint8Array): AccessTokens {
  return {
    async sign(userId, ttlSeconds, version = 0) {
      const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .setAudience('ai-realty')
        // A unique id, so two tokens signed for one user in the same second (a sign-in and an
        // early refresh) still differ, and a client can tell the new token from the old.
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: 'ai-realty' });
        if (!payload.sub || typeof payload.exp !== 'number') return null;
        const version = typeof payload.ver === 'number' ? payload.ver : 0;
        return { userId: payload.sub, exp: payload.exp, version };
      } catch {
        return null;
      }
    },
  };
}
