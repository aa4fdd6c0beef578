import { leadTrackBodySchema, messageResponseSchema } from '@ai-realty/shared/schemas/auth';
import type { App } from '../../deps.ts';
import { limitPerIp } from '../../lib/rate-limiter.ts';
import { trackLead } from './track-lead.ts';

export async function leadsRoutes(app: App) {
  app.post(
    '/lead/track',
    {
      onRequest: limitPerIp('lead'),
      schema: { tags: ['leads'], body: leadTrackBodySchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await trackLead(app.deps, request.body)),
  );
}
