import { ANALYTICS_BODY_MAX_BYTES } from '@ai-realty/shared/analytics-events';
import { analyticsAcceptedSchema, analyticsBatchSchema } from '@ai-realty/shared/schemas/analytics';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { optionalUserId } from '../../lib/guards.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { recordAnalyticsEvents } from './record-analytics-events.ts';

/** RATE_LIMIT_ANALYTICS_PER_MINUTE batches per client IP: a page sends one every few seconds at most. */
async function limitAnalyticsPerIp(request: FastifyRequest) {
  const { deps } = request.server;
  await enforceRateLimit(
    deps.rateLimiter,
    `analytics:ip:${request.ip}`,
    deps.config.RATE_LIMIT_ANALYTICS_PER_MINUTE,
    60,
  );
}

export async function analyticsRoutes(app: App) {
  const { deps } = app;

  // A page that is being closed hands its last events to navigator.sendBeacon, which browsers send as
  // text/plain (a JSON type would need a preflight, and a beacon cannot make one): read it as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError('VALIDATION_ERROR', 'The body must be JSON', 400), undefined);
    }
  });

  app.post(
    '/analytics/events',
    {
      onRequest: limitAnalyticsPerIp,
      bodyLimit: ANALYTICS_BODY_MAX_BYTES,
      schema: {
        tags: ['analytics'],
        summary: 'Store a batch of first-party analytics events from the browser',
        description:
          'JSON (or text/plain holding JSON, as sendBeacon sends it). The account is taken from the access token when there is a valid one; a request without one is stored anonymously, never refused.',
        body: analyticsBatchSchema,
        response: { 202: analyticsAcceptedSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await recordAnalyticsEvents(deps, request.body, await optionalUserId(request))),
  );
}
