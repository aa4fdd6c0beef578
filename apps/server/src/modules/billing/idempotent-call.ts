import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  takeOverIdempotencyKey,
} from './billing-repo.ts';

// Every purchase and subscription call takes an Idempotency-Key header. The first request with a key
// claims it and stores its answer, refusals included (as Stripe keeps them); a repeat gets that answer
// and runs nothing. A repeat that arrives while the first is still running waits for its answer.

export type CallAnswer<T> = { statusCode: number; body: T | { error: string; code: string } };

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 15_000;
/** A claim older than this whose request never answered belongs to a process that died: take it over. */
const STALE_LOCK_MS = 60_000;

/** The key the provider gets for the same call, so a taken-over call finds the provider's first object. */
export function providerIdempotencyKey(
  userId: string,
  scope: string,
  key: string | undefined,
): string | null {
  return key ? `${scope}:${userId}:${key}` : null;
}

export async function idempotentCall<T>(
  deps: Deps,
  input: { userId: string; scope: string; key: string | undefined; request: unknown },
  run: () => Promise<T>,
): Promise<CallAnswer<T>> {
  if (!input.key) return answer(run);
  const { db } = deps.database;
  const k = { userId: input.userId, scope: input.scope, key: input.key };
  const requestHash = createHash('sha256').update(JSON.stringify(input.request)).digest('hex');
  const claimed = await claimIdempotencyKey(db, { ...k, requestHash });
  if (!claimed) {
    for (let waited = 0; ; waited += WAIT_STEP_MS) {
      const row = await findIdempotencyKey(db, k);
      if (!row) return idempotentCall(deps, input, run);
      if (row.requestHash !== requestHash) {
        throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.', 409);
      }
      if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response as T };
      if (
        Date.now() - row.lockedAt.getTime() > STALE_LOCK_MS &&
        (await takeOverIdempotencyKey(db, k, row.lockedAt))
      ) {
        break;
      }
      if (waited >= WAIT_LIMIT_MS) {
        throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed.', 409);
      }
      await sleep(WAIT_STEP_MS);
    }
  }
  try {
    const result = await answer(run);
    await storeIdempotentAnswer(db, k, result.statusCode, result.body);
    return result;
  } catch (err) {
    // Nothing definite happened (a provider outage, a bug): the key is free for a retry.
    await releaseIdempotencyKey(db, k);
    throw err;
  }
}

/** Runs the call; a refusal the client must see (4xx) becomes an answer that a repeat gets again. */
async function answer<T>(run: () => Promise<T>): Promise<CallAnswer<T>> {
  try {
    return { statusCode: 200, body: await run() };
  } catch (err) {
    if (err instanceof AppError && err.status < 500 && err.code !== 'CONFLICT') {
      return { statusCode: err.status, body: { error: err.message, code: err.code, ...err.details } };
    }
    throw err;
  }
}

/**
 * Runs `run` while holding a per-user lock named `name`, so two different requests (no key, or two
 * keys) cannot both start, say, a subscription at the provider. A second request meanwhile is 409; a
 * lock left by a process that died frees itself after a minute.
 */
export async function withUserLock<T>(
  deps: Deps,
  userId: string,
  name: string,
  run: () => Promise<T>,
): Promise<T> {
  const { db } = deps.database;
  const lock = { userId, scope: 'lock', key: name };
  if (!(await claimIdempotencyKey(db, { ...lock, requestHash: '' }))) {
    const row = await findIdempotencyKey(db, lock);
    const stale = row && Date.now() - row.lockedAt.getTime() > STALE_LOCK_MS;
    if (!row || !stale || !(await takeOverIdempotencyKey(db, lock, row.lockedAt))) {
      throw new AppError(
        'CONFLICT',
        'Another payment request is still being processed. Please wait a moment.',
        409,
      );
    }
  }
  try {
    return await run();
  } finally {
    await releaseIdempotencyKey(db, lock);
  }
}
