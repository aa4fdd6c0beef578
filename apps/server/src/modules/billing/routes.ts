import { idempotencyHeadersSchema } from '@ai-realty/shared/schemas/ai';
import {
  accountDetailsSchema,
  billingHistoryQuerySchema,
  billingHistoryResponseSchema,
  packPurchaseBodySchema,
  paymentMethodUpdateBodySchema,
  paymentMethodUpdateResponseSchema,
  paymentOutcomeSchema,
  pricingResponseSchema,
  sandboxAuthenticateBodySchema,
  sandboxCardBodySchema,
  sandboxCardResponseSchema,
} from '@ai-realty/shared/schemas/billing';
import { z } from 'zod';
import type { App } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, requireUserId, requireVerifiedUser } from '../../lib/guards.ts';
import { CardError } from '../../providers/payments/payment-provider.ts';
import { type SandboxPayments, sandboxPaymentMethodFor } from '../../providers/payments/sandbox-payments.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { authenticateSandboxPayment } from './authenticate-sandbox-payment.ts';
import { cardErrorResponse } from './card-errors.ts';
import { getAccountDetails } from './get-account-details.ts';
import { getPricing } from './get-pricing.ts';
import { idempotentCall } from './idempotent-call.ts';
import { listBillingHistory } from './list-billing-history.ts';
import { purchaseCreditPack } from './purchase-credit-pack.ts';
import { updatePaymentMethod } from './update-payment-method.ts';

const tags = ['billing'];
const cardError = z
  .object({ error: z.string(), type: z.string(), code: z.string(), decline_code: z.string().optional() })
  .describe('The card was refused');

export async function billingRoutes(app: App) {
  const { deps } = app;

  app.get(
    '/billing/pricing',
    {
      schema: { tags, summary: 'Plans and credit packs (no auth)', response: { 200: pricingResponseSchema } },
    },
    async () => getPricing(deps),
  );

  app.get(
    '/account/details',
    {
      schema: {
        tags,
        summary: 'Plan, credits, subscription and card on file',
        response: { 200: accountDetailsSchema },
      },
    },
    async (request) => getAccountDetails(deps, await requireUser(request)),
  );

  app.get(
    '/billing/history',
    {
      schema: {
        tags,
        summary: 'Payment attempts, newest first, failed ones included',
        querystring: billingHistoryQuerySchema,
        response: { 200: billingHistoryResponseSchema },
      },
    },
    async (request) => listBillingHistory(deps, await requireUserId(request), request.query.limit),
  );

  app.post(
    '/payments/token-packs/purchase',
    {
      schema: {
        tags,
        summary: 'Buy a credit pack',
        description:
          'Charges the card; the credits are granted once the payment succeeds. With 3-D Secure the answer is requires_action with a clientSecret. Send an Idempotency-Key header to make retries safe.',
        headers: idempotencyHeadersSchema,
        body: packPurchaseBodySchema,
        response: { 200: paymentOutcomeSchema, 402: cardError },
      },
    },
    async (request, reply) => {
      const user = await requireVerifiedUser(request);
      const key = request.headers['idempotency-key'];
      const answer = await idempotentCall(
        deps,
        { userId: user.id, scope: 'token-pack', key, request: request.body },
        () => purchaseCreditPack(deps, user, { ...request.body, idempotencyKey: key }),
      );
      return reply.status(answer.statusCode as 200).send(answer.body as never);
    },
  );

  app.post(
    '/billing/payment-method',
    {
      schema: {
        tags,
        summary: 'Change the card on file (it pays the next renewals)',
        body: paymentMethodUpdateBodySchema,
        response: { 200: paymentMethodUpdateResponseSchema, 402: cardError },
      },
    },
    async (request) => {
      const user = await requireVerifiedUser(request);
      return { paymentMethod: await updatePaymentMethod(deps, user, request.body.paymentMethodId) };
    },
  );

  // Stripe signs the exact bytes it sends, so this route reads the body raw.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/billing/webhook',
      { schema: { tags, summary: 'Stripe webhook endpoint (verified by signature)' } },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (deps.payments.kind !== 'stripe') throw new AppError('NOT_FOUND', 'Webhooks are not enabled', 404);
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new AppError('VALIDATION_ERROR', 'Missing Stripe signature', 400);
        }
        let event: Awaited<ReturnType<typeof deps.payments.parseWebhook>>;
        try {
          event = await deps.payments.parseWebhook(request.body, signature);
        } catch {
          throw new AppError('VALIDATION_ERROR', 'Invalid webhook signature', 400);
        }
        if (!event) return { received: true, status: 'ignored' };
        return { received: true, status: await applyPaymentEvent(deps, event) };
      },
    );
  });

  if (deps.payments.kind === 'sandbox') sandboxRoutes(app, deps.payments as SandboxPayments);
}

/** The sandbox's stand-ins for what Stripe.js does in the browser: the card form and 3-D Secure. */
function sandboxRoutes(app: App, sandbox: SandboxPayments) {
  const tags = ['billing sandbox'];

  app.post(
    '/billing/sandbox/payment-methods',
    {
      schema: {
        tags,
        summary: 'Sandbox card form: a test card number becomes its test PaymentMethod id',
        body: sandboxCardBodySchema,
        response: { 200: sandboxCardResponseSchema, 402: cardError },
      },
    },
    async (request) => {
      await requireUserId(request);
      try {
        return { paymentMethodId: sandboxPaymentMethodFor(request.body) };
      } catch (err) {
        if (err instanceof CardError) throw cardErrorResponse(err.failure);
        throw err;
      }
    },
  );

  app.post(
    '/billing/sandbox/payments/:paymentId/authenticate',
    {
      schema: {
        tags,
        summary: 'Sandbox 3-D Secure: the card holder approves or fails the challenge',
        params: z.object({ paymentId: z.string().min(1).max(100) }),
        body: sandboxAuthenticateBodySchema,
        response: { 200: paymentOutcomeSchema, 402: cardError },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return authenticateSandboxPayment(app.deps, sandbox, userId, {
        paymentId: request.params.paymentId,
        outcome: request.body.outcome,
      });
    },
  );
}
