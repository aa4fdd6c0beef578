import {
  generateBodySchema,
  generateResponseSchema,
  generationOptionsResponseSchema,
  idempotencyHeadersSchema,
} from '@ai-realty/shared/schemas/ai';
import type { App } from '../../deps.ts';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { generationOptions } from './generation-options.ts';
import { startGeneration } from './start-generation.ts';

export async function aiRoutes(app: App) {
  app.get(
    '/ai/list',
    {
      schema: {
        tags: ['ai'],
        description:
          'The generation catalogue with configured prices. Public: pricing and trial pages name costs too.',
        response: { 200: generationOptionsResponseSchema },
      },
    },
    async () => ({ availableOptions: generationOptions(app.deps.config) }),
  );

  app.post(
    '/ai/generate',
    {
      schema: {
        tags: ['ai'],
        description:
          'Spends the option price and queues the generation; the response is Pending at once. Send an Idempotency-Key header to make retries safe.',
        headers: idempotencyHeadersSchema,
        body: generateBodySchema,
        response: { 200: generateResponseSchema },
      },
    },
    async (request) => {
      const user = await requireVerifiedUser(request);
      return startGeneration(app.deps, {
        user,
        propertyId: request.body.propertyId,
        generationType: request.body.generationType,
        customInstructions: request.body.customInstructions,
        tone: request.body.tone,
        idempotencyKey: request.headers['idempotency-key'],
      });
    },
  );
}
