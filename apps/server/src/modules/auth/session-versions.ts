import type { Db, DbOrTx } from '../../db/client.ts';
import {
  raiseTokenVersion as raiseStoredTokenVersion,
  tokenVersionOf as storedTokenVersionOf,
} from '../account/user-repo.ts';

// Access tokens carry the user's token version; the guard compares it with the stored one, so raising
// the stored version ends every access token at once instead of when it lapses (docs/decisions/0006).
// A small cache saves a query per request. It is bounded, entries live a few seconds, and this process
// forgets a user's entry the moment it raises their version; another API process notices within the
// entry lifetime.

export const SESSION_VERSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

export type SessionVersions = {
  /** The user's current token version, or null when the account no longer exists. */
  current(userId: string): Promise<number | null>;
  /** Drops the cached version after a change, so this process sees the new one on the next request. */
  forget(userId: string): void;
};

export function createSessionVersions(db: Db, opts: { ttlMs?: number } = {}): SessionVersions {
  const ttlMs = opts.ttlMs ?? SESSION_VERSION_CACHE_MS;
  const cache = new Map<string, { version: number | null; until: number }>();
  return {
    async current(userId) {
      const now = Date.now();
      const hit = cache.get(userId);
      if (hit && hit.until > now) return hit.version;
      const version = await storedTokenVersionOf(db, userId);
      if (cache.size >= MAX_ENTRIES) {
        // Oldest first: a Map iterates in insertion order.
        for (const key of cache.keys()) {
          cache.delete(key);
          if (cache.size < MAX_ENTRIES * 0.9) break;
        }
      }
      cache.delete(userId);
      cache.set(userId, { version, until: now + ttlMs });
      return version;
    },
    forget(userId) {
      cache.delete(userId);
    },
  };
}

/**
 * Raises the user's token version: every access token signed before stops working. Call
 * `sessionVersions.forget(userId)` once the transaction has committed.
 */
export async function raiseTokenVersion(tx: DbOrTx, userId: string): Promise<void> {
  await raiseStoredTokenVersion(tx, userId);
}

/** The version a new access token for this user must carry. */
export async function tokenVersionOf(tx: DbOrTx, userId: string): Promise<number> {
  return (await storedTokenVersionOf(tx, userId)) ?? 0;
}
