import { generationNeeds } from '@ai-realty/shared/rules/generation-readiness';
import type { WritingTone } from '@ai-realty/shared/schemas/compliance';
import type { UserRow } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { validationError } from '../../lib/app-error.ts';
import { getOwnedProperty } from '../properties/owned-property.ts';
import { createGeneration, type GenerationStarted } from './create-generation.ts';
import { findGenerationOption, generationOptions } from './generation-options.ts';

export type StartGenerationInput = {
  user: UserRow;
  propertyId: string;
  generationType: string;
  customInstructions?: string;
  tone?: WritingTone;
  idempotencyKey?: string;
};

/** POST /ai/generate: checks the type and the property, then pays for and queues the generation. */
export async function startGeneration(deps: Deps, input: StartGenerationInput): Promise<GenerationStarted> {
  const option = findGenerationOption(deps.config, input.generationType);
  if (!option) {
    const names = generationOptions(deps.config).map((o) => o.name);
    throw validationError(
      { generationType: 'Invalid generation type' },
      `Invalid generation type "${input.generationType}". Available types: ${names.join(', ')}`,
    );
  }
  const owned = await getOwnedProperty(deps.database.db, input.user.id, input.propertyId);
  // A type the data is too thin for would only produce a checklist: say what to add, charge nothing.
  const needs = generationNeeds(option.name, owned.property, input.customInstructions);
  if (needs.length) {
    const message = `To generate ${option.title}, add ${needs.join(' and ')}. No credits were spent.`;
    throw validationError({ generationType: message }, message);
  }
  return createGeneration(deps, {
    userId: input.user.id,
    propertyId: owned.id,
    address: owned.address,
    generationType: option.name,
    price: option.price,
    reason: 'generation',
    insufficientMessage: `Insufficient credits. You need ${option.price} credit(s) to generate ${option.title}. Please purchase more credits or upgrade your plan.`,
    customInstructions: input.customInstructions,
    tone: input.tone,
    idempotencyKey: input.idempotencyKey,
  });
}
