import { idempotencyHeadersSchema } from '@ai-realty/shared/schemas/ai';
import {
  subscriptionCancelBodySchema,
  subscriptionCreateBodySchema,
  subscriptionCreateResponseSchema,
  subscriptionGetResponseSchema,
  subscriptionMessageResponseSchema,
  subscriptionUpdateBodySchema,
  subscriptionUpdateResponseSchema,
} from '@ai-realty/shared/schemas/billing';
import { z } from 'zod';
import type { App } from '../../deps.ts';
import { requireUser, requireUserId, requireVerifiedUser } from '../../lib/guards.ts';
import { idempotentCall } from '../billing/idempotent-call.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { changeSubscriptionPlan } from './change-subscription-plan.ts';
import { createSubscription } from './create-subscription.ts';
import { getSubscription } from './get-subscription.ts';
import { reactivateSubscription } from './reactivate-subscription.ts';
import { advanceSubscription } from './run-renewals.ts';

const tags = ['subscriptions'];
const cardError = z
  .object({ error: z.string(), type: z.string(), code: z.string(), decline_code: z.string().optional() })
  .describe('The card was refused');
const idempotent = 'Send an Idempotency-Key header to make retries safe.';

export async function subscriptionRoutes(app: App) {
  const { deps } = app;

  app.post(
    '/subscriptions/create',
    {
      schema: {
        tags,
        summary: 'Subscribe to a paid plan',
        description: `Charges the first month at once. With 3-D Secure the answer has requiresAction and a clientSecret. ${idempotent}`,
        headers: idempotencyHeadersSchema,
        body: subscriptionCreateBodySchema,
        response: { 200: subscriptionCreateResponseSchema, 402: cardError },
      },
    },
    async (request, reply) => {
      const user = await requireVerifiedUser(request);
      const key = request.headers['idempotency-key'];
      const answer = await idempotentCall(
        deps,
        { userId: user.id, scope: 'subscription-create', key, request: request.body },
        () => createSubscription(deps, user, { ...request.body, idempotencyKey: key }),
      );
      return reply.status(answer.statusCode as 200).send(answer.body as never);
    },
  );

  app.get(
    '/subscriptions/get',
    {
      schema: {
        tags,
        summary: "The account's plan and subscription",
        response: { 200: subscriptionGetResponseSchema },
      },
    },
    async (request) => getSubscription(deps, await requireUserId(request)),
  );

  app.post(
    '/subscriptions/update',
    {
      schema: {
        tags,
        summary: 'Change plan now, prorated',
        description: `An upgrade charges the difference for the rest of the period at once; a downgrade credits it to the next bill. ${idempotent}`,
        headers: idempotencyHeadersSchema,
        body: subscriptionUpdateBodySchema,
        response: { 200: subscriptionUpdateResponseSchema, 402: cardError },
      },
    },
    async (request, reply) => {
      const user = await requireVerifiedUser(request);
      const key = request.headers['idempotency-key'];
      const answer = await idempotentCall(
        deps,
        { userId: user.id, scope: 'subscription-update', key, request: request.body },
        () => changeSubscriptionPlan(deps, user, { ...request.body, idempotencyKey: key }),
      );
      return reply.status(answer.statusCode as 200).send(answer.body as never);
    },
  );

  app.post(
    '/subscriptions/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel at the end of the period (default) or at once',
        headers: idempotencyHeadersSchema,
        body: subscriptionCancelBodySchema,
        response: { 200: subscriptionMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const answer = await idempotentCall(
        deps,
        {
          userId: user.id,
          scope: 'subscription-cancel',
          key: request.headers['idempotency-key'],
          request: request.body,
        },
        () => cancelSubscription(deps, user, request.body),
      );
      return reply.status(answer.statusCode as 200).send(answer.body as never);
    },
  );

  app.post(
    '/subscriptions/reactivate',
    {
      schema: {
        tags,
        summary: 'Undo a cancel at period end',
        headers: idempotencyHeadersSchema,
        response: { 200: subscriptionMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const answer = await idempotentCall(
        deps,
        {
          userId: user.id,
          scope: 'subscription-reactivate',
          key: request.headers['idempotency-key'],
          request: {},
        },
        () => reactivateSubscription(deps, user),
      );
      return reply.status(answer.statusCode as 200).send(answer.body as never);
    },
  );

  // The sandbox's clock, for tests and local trials: the next renewal, retry or end happens now.
  if (deps.payments.kind === 'sandbox' && deps.config.NODE_ENV !== 'production') {
    app.post(
      '/billing/sandbox/subscriptions/advance',
      {
        schema: {
          tags: ['billing sandbox'],
          summary: "Run the next due step of the caller's sandbox subscription now (not in production)",
          response: { 200: subscriptionGetResponseSchema },
        },
      },
      async (request) => {
        const userId = await requireUserId(request);
        await advanceSubscription(deps, userId);
        return getSubscription(deps, userId);
      },
    );
  }
}
