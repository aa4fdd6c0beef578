import {
  emailBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordResetConfirmBodySchema,
  refreshBodySchema,
  registerBodySchema,
  revokeBodySchema,
  tokenBodySchema,
  tokenPairSchema,
  validateResponseSchema,
} from '@ai-realty/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import type { App } from '../../deps.ts';
import { requireUser, requireUserId } from '../../lib/guards.ts';
import { limitMailsTo, limitPerIp } from '../../lib/rate-limiter.ts';
import { confirmEmailChange } from '../account/confirm-email-change.ts';
import { undoEmailChange } from '../account/undo-email-change.ts';
import { confirmEmailVerification, requestEmailVerification } from './email-verification.ts';
import { login } from './login.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { endSessions, rotateRefreshToken } from './refresh-sessions.ts';
import { registerUser } from './register-user.ts';

/** The signed-in user when the request carries a valid bearer token; anonymous callers are fine too. */
async function optionalUser(request: FastifyRequest): Promise<UserRow | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    return await requireUser(request);
  } catch {
    return undefined;
  }
}

export async function authRoutes(app: App) {
  const { deps } = app;

  app.post(
    '/user/create',
    {
      onRequest: limitPerIp('register'),
      schema: { tags: ['auth'], body: registerBodySchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      await limitMailsTo(request, 'register', request.body.email);
      return reply.status(201).send(await registerUser(deps, request.body));
    },
  );

  app.post(
    '/login',
    {
      onRequest: limitPerIp('login'),
      schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request) => login(deps, request.body, { ip: request.ip }),
  );

  app.post(
    '/auth/refresh',
    {
      onRequest: limitPerIp('refresh', { multiplier: 5 }),
      schema: { tags: ['auth'], body: refreshBodySchema, response: { 200: tokenPairSchema } },
    },
    async (request) => rotateRefreshToken(deps, request.body),
  );

  app.post(
    '/auth/revoke',
    {
      onRequest: limitPerIp('revoke'),
      schema: { tags: ['auth'], body: revokeBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return endSessions(deps, userId, request.body);
    },
  );

  app.post(
    '/validate',
    { schema: { tags: ['auth'], response: { 200: validateResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return {
        valid: true as const,
        isEmailVerified: user.emailVerifiedAt !== null,
        lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/auth/email-verification-request',
    {
      onRequest: limitPerIp('verification-request'),
      schema: { tags: ['auth'], body: emailBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const account = await optionalUser(request);
      await limitMailsTo(request, 'verification', account?.email ?? request.body.email);
      return requestEmailVerification(deps, account ? { userId: account.id } : { email: request.body.email });
    },
  );

  app.post(
    '/auth/email-verification-confirm',
    {
      onRequest: limitPerIp('verification-confirm'),
      schema: { tags: ['auth'], body: tokenBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => confirmEmailVerification(deps, request.body.token),
  );

  // The links of an email change (docs/decisions/0006): to the new address, and to the old one.
  app.post(
    '/auth/email-change-confirm',
    {
      onRequest: limitPerIp('email-change-confirm'),
      schema: { tags: ['auth'], body: tokenBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => confirmEmailChange(deps, request.body.token),
  );

  app.post(
    '/auth/email-change-undo',
    {
      onRequest: limitPerIp('email-change-undo'),
      schema: { tags: ['auth'], body: tokenBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => undoEmailChange(deps, request.body.token),
  );

  app.post(
    '/auth/password-reset-request',
    {
      onRequest: limitPerIp('reset-request'),
      schema: { tags: ['auth'], body: emailBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await limitMailsTo(request, 'reset', request.body.email);
      return requestPasswordReset(deps, request.body.email);
    },
  );

  app.post(
    '/auth/password-reset-confirm',
    {
      onRequest: limitPerIp('reset-confirm'),
      schema: {
        tags: ['auth'],
        body: passwordResetConfirmBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => confirmPasswordReset(deps, { ...request.body, ip: request.ip }),
  );
}
