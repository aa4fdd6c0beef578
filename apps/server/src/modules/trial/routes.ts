import { messageResponseSchema } from '@ai-realty/shared/schemas/auth';
import {
  trialAiListQuerySchema,
  trialAiListSchema,
  trialPdfJobSchema,
  trialPdfProcessResultSchema,
  trialPdfStatusBodySchema,
  trialPropertyBodySchema,
  trialPropertyResultSchema,
  trialRegisterBodySchema,
  trialSessionCreateBodySchema,
  trialSessionSchema,
} from '@ai-realty/shared/schemas/trial';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../deps.ts';
import { enforceRateLimit, limitMailsTo } from '../../lib/rate-limiter.ts';
import { createTrialSession } from './create-trial-session.ts';
import { getTrialPdfStatus } from './get-trial-pdf-status.ts';
import { listTrialAiOptions } from './list-trial-ai-options.ts';
import { registerFromTrial } from './register-from-trial.ts';
import { saveTrialProperty } from './save-trial-property.ts';
import { startTrialPdfAnalysis } from './start-trial-pdf-analysis.ts';

const tags = ['trial'];

/**
 * Each trial endpoint answers one client address RATE_LIMIT_TRIAL_PER_MINUTE times a minute: the
 * trial needs no account, so without it the trial would be a free extraction API. It runs before
 * the body is read, so refused uploads cost nothing.
 */
function limitTrialPerIp(name: string) {
  return async (request: FastifyRequest) => {
    const { deps } = request.server;
    await enforceRateLimit(
      deps.rateLimiter,
      `trial-${name}:ip:${request.ip}`,
      deps.config.RATE_LIMIT_TRIAL_PER_MINUTE,
      60,
    );
  };
}

export async function trialRoutes(app: App) {
  const { deps } = app;
  const { db } = deps.database;

  app.post(
    '/trial/session/create',
    {
      onRequest: limitTrialPerIp('session'),
      schema: {
        tags,
        summary: 'Start a 24-hour trial session, or answer the caller’s still-valid one again',
        body: trialSessionCreateBodySchema,
        response: { 200: trialSessionSchema },
      },
    },
    async (request) => createTrialSession(deps, { sessionId: request.body?.sessionId, ip: request.ip }),
  );

  app.post(
    '/trial/pdf/process',
    {
      onRequest: limitTrialPerIp('pdf'),
      schema: {
        tags,
        summary: 'Send the session’s one listing PDF for analysis (free)',
        description:
          'multipart/form-data with fields `sessionId`, `pdf` (the file), `address` and optionally `customInstructions`. Checked like AI Detect uploads.',
        consumes: ['multipart/form-data'],
        response: { 202: trialPdfProcessResultSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await startTrialPdfAnalysis(deps, request)),
  );

  app.post(
    '/trial/pdf/status',
    {
      onRequest: limitTrialPerIp('status'),
      schema: {
        tags,
        summary: 'The session’s PDF analysis',
        body: trialPdfStatusBodySchema,
        response: { 200: trialPdfJobSchema },
      },
    },
    async (request) => getTrialPdfStatus(db, request.body),
  );

  app.post(
    '/trial/property/create',
    {
      onRequest: limitTrialPerIp('property'),
      schema: {
        tags,
        summary: 'Store the session’s trial property (replaces an earlier one)',
        body: trialPropertyBodySchema,
        response: { 200: trialPropertyResultSchema },
      },
    },
    async (request) => saveTrialProperty(db, request.body),
  );

  app.get(
    '/trial/ai/list',
    {
      onRequest: limitTrialPerIp('ai'),
      schema: {
        tags,
        summary: 'The AI options a trial visitor can register for',
        querystring: trialAiListQuerySchema,
        response: { 200: trialAiListSchema },
      },
    },
    async (request) => listTrialAiOptions(db, request.query.sessionId),
  );

  app.post(
    '/trial/register',
    {
      onRequest: limitTrialPerIp('register'),
      schema: {
        tags,
        summary: 'Register as POST /user/create does, carrying the trial property into the new account',
        body: trialRegisterBodySchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await limitMailsTo(request, 'register', request.body.email);
      return reply.status(201).send(await registerFromTrial(deps, request.body));
    },
  );
}
