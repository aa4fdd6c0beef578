import { followUpInsufficientMessage, followUpPrice } from '@ai-realty/shared/generation-catalogue';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound, validationError } from '../../lib/app-error.ts';
import { createGeneration, type GenerationStarted } from '../ai/create-generation.ts';
import { findGenerationOption } from '../ai/generation-options.ts';
import { getOwnedProperty } from '../properties/owned-property.ts';
import { findResponseBasis } from '../responses/response-repo.ts';
import { findOwnedFollowUp } from './follow-up-repo.ts';

export type ExecuteFollowUpInput = {
  user: UserRow;
  followUpPromptId: string;
  propertyId: string;
  customInstructions?: string;
  idempotencyKey?: string;
};

/**
 * POST /ai/follow-up/execute: a new response of the suggestion's type, at that type's price within the
 * follow-up range (docs/decisions/0017-follow-up-price.md).
 */
export async function executeFollowUp(deps: Deps, input: ExecuteFollowUpInput): Promise<GenerationStarted> {
  const db = deps.database.db;
  const prompt = await findOwnedFollowUp(db, input.user.id, input.followUpPromptId);
  if (!prompt) throw notFound('Follow-up prompt not found');
  const owned = await getOwnedProperty(db, input.user.id, input.propertyId);
  if (prompt.propertyId && prompt.propertyId !== owned.id) {
    throw validationError({ propertyId: 'This follow-up belongs to a different property' });
  }
  const price = followUpPrice(findGenerationOption(deps.config, prompt.generationType)?.price);
  // A follow-up keeps the tone of the response it builds on.
  const parent = await findResponseBasis(db, prompt.responseId);
  return createGeneration(deps, {
    userId: input.user.id,
    propertyId: owned.id,
    address: owned.address,
    generationType: prompt.generationType,
    price,
    reason: 'follow_up',
    insufficientMessage: followUpInsufficientMessage(price),
    customInstructions: input.customInstructions,
    tone: parent?.tone,
    sourceFollowUpId: prompt.id,
    idempotencyKey: input.idempotencyKey,
  });
}
