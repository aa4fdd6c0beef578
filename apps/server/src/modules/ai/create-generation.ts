import { createHash, randomUUID } from 'node:crypto';
import { typeFromName } from '@ai-realty/shared/generation-catalogue';
import type { WritingTone } from '@ai-realty/shared/schemas/compliance';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { Deps } from '../../deps.ts';
import { QUEUE_NAMES } from '../../jobs/queue-definitions.ts';
import { AppError } from '../../lib/app-error.ts';
import { creditBalance, spendCredits } from '../credits/credit-ledger.ts';
import { findOwnedResponse, insertPendingResponse } from '../responses/response-repo.ts';

export type GenerationInput = {
  userId: string;
  propertyId: string;
  address: string;
  generationType: string;
  price: number;
  /** Ledger reason of the spend: 'generation' or 'follow_up'. */
  reason: string;
  insufficientMessage: string;
  customInstructions?: string;
  /** The tone the agent chose (professional when not given). */
  tone?: WritingTone;
  sourceFollowUpId?: string;
  /** The client's Idempotency-Key: a retried request returns the first response and charges nothing. */
  idempotencyKey?: string;
};

export type GenerationStarted = { responseID: string; newCreditBalance: number };

/** A UUID derived from the user, the kind of request and the key, so the same key names the same response. */
export function idFromIdempotencyKey(userId: string, scope: string, key: string): string {
  const h = createHash('sha256').update(`${userId}\n${scope}\n${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function replay(deps: Deps, input: GenerationInput, id: string): Promise<GenerationStarted | null> {
  const existing = await findOwnedResponse(deps.database.db, input.userId, id);
  if (!existing) return null;
  if (existing.generationType !== input.generationType || existing.propertyId !== input.propertyId) {
    throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.', 409);
  }
  return { responseID: existing.id, newCreditBalance: await creditBalance(deps.database.db, input.userId) };
}

/**
 * Spends the price, records the response as Pending and enqueues its job in one transaction: all three
 * commit or none does, so a paid response always gets written and an unpaid one never exists.
 * Safe to retry with the same Idempotency-Key: the response id, and so the ledger reference, derive
 * from the key, and a repeat returns the first response without charging again.
 */
export async function createGeneration(deps: Deps, input: GenerationInput): Promise<GenerationStarted> {
  const { database, queue } = deps;
  await queue.start();
  const scope = input.reason;
  const id = input.idempotencyKey
    ? idFromIdempotencyKey(input.userId, scope, input.idempotencyKey)
    : randomUUID();
  if (input.idempotencyKey) {
    const earlier = await replay(deps, input, id);
    if (earlier) return earlier;
  }
  try {
    const newCreditBalance = await database.db.transaction(async (tx) => {
      const balance = await spendCredits(tx, {
        userId: input.userId,
        amount: input.price,
        reason: input.reason,
        reference: id,
        insufficientMessage: input.insufficientMessage,
      });
      await insertPendingResponse(tx, {
        id,
        userId: input.userId,
        propertyId: input.propertyId,
        generationType: input.generationType,
        type: typeFromName(input.generationType),
        address: input.address,
        prompt: input.customInstructions ?? null,
        tone: input.tone ?? 'professional',
        cost: input.price,
        sourceFollowUpId: input.sourceFollowUpId ?? null,
      });
      await queue.send(QUEUE_NAMES.generation, { responseId: id }, { tx });
      return balance;
    });
    queue.wake(QUEUE_NAMES.generation);
    return { responseID: id, newCreditBalance };
  } catch (err) {
    // Two requests with the same key raced: the loser's insert hit the unique reference.
    if (input.idempotencyKey && isUniqueViolation(err)) {
      const earlier = await replay(deps, input, id);
      if (earlier) return earlier;
      // The key's spend exists but its response does not: it went with its property.
      throw new AppError(
        'CONFLICT',
        'This Idempotency-Key was already used for a request whose property has since been deleted.',
        409,
      );
    }
    throw err;
  }
}
