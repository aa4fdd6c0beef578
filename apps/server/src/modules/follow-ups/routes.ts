import {
  followUpExecuteBodySchema,
  followUpExecuteResponseSchema,
  followUpListResponseSchema,
  idempotencyHeadersSchema,
} from '@ai-realty/shared/schemas/ai';
import { z } from 'zod';
import type { App } from '../../deps.ts';
import { requireUserId, requireVerifiedUser } from '../../lib/guards.ts';
import { executeFollowUp } from './execute-follow-up.ts';
import { listFollowUps } from './list-follow-ups.ts';

export async function followUpRoutes(app: App) {
  app.get(
    '/ai/follow-up/:id',
    {
      schema: {
        tags: ['ai'],
        description:
          'Follow-up suggestions of a response. status: none (not started), pending (being written), complete, failed.',
        params: z.object({ id: z.string().min(1) }),
        response: { 200: followUpListResponseSchema },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return listFollowUps(app.deps.database.db, userId, request.params.id);
    },
  );

  app.post(
    '/ai/follow-up/execute',
    {
      schema: {
        tags: ['ai'],
        description:
          'Runs a suggestion as a new response for 1 credit. Send an Idempotency-Key header to make retries safe.',
        headers: idempotencyHeadersSchema,
        body: followUpExecuteBodySchema,
        response: { 200: followUpExecuteResponseSchema },
      },
    },
    async (request) => {
      const user = await requireVerifiedUser(request);
      return executeFollowUp(app.deps, {
        user,
        followUpPromptId: request.body.followUpPromptId,
        propertyId: request.body.propertyId,
        customInstructions: request.body.customInstructions,
        idempotencyKey: request.headers['idempotency-key'],
      });
    },
  );
}
