import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { isConnectionError, isUniqueViolation } from './db/db-errors.ts';
import type { Deps } from './deps.ts';
import { AppError } from './lib/app-error.ts';
import { enforceBodyDeadline, headersTimeoutMs, serverTimeoutOptions } from './lib/request-timeouts.ts';
import { usersRoutes } from './modules/account/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import { pdfAnalysisRoutes } from './modules/ai-detect/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { leadsRoutes } from './modules/auth/lead-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { complianceRoutes } from './modules/compliance/routes.ts';
import { followUpRoutes } from './modules/follow-ups/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox-routes.ts';
import { photoRoutes } from './modules/photos/routes.ts';
import { propertyRoutes } from './modules/properties/routes.ts';
import { responsesRoutes } from './modules/responses/routes.ts';
import { createPageHtml } from './modules/site/page-html.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { trialRoutes } from './modules/trial/routes.ts';
import { unsubscribeRoutes } from './modules/unsubscribe/routes.ts';

const DISCONNECT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** An error caused by the client closing the connection mid-request, not by the server. */
function isClientDisconnect(error: unknown, request: FastifyRequest): boolean {
  const e = error as { code?: string; message?: string };
  const gone = request.raw.aborted || request.raw.destroyed || request.raw.socket?.destroyed === true;
  return (
    gone && (DISCONNECT_CODES.has(e.code ?? '') || e.message === 'aborted' || e.message === 'Premature close')
  );
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest to the server. */
function trustedProxies(setting: Deps['config']['TRUST_PROXY']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The whole app as a Fastify instance that tests boot without listening; `deps` are used as given. */
export async function buildApp(
  deps: Deps,
  opts: { logger?: boolean | object; serveWeb?: boolean; webRoot?: string } = {},
) {
  const { config } = deps;
  const app = Fastify({
    logger: opts.logger ?? false,
    // Off unless configured: otherwise X-Forwarded-For would choose the client IP of every per-IP limit.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    ...serverTimeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = headersTimeoutMs(config);
  app.addHook('onRequest', enforceBodyDeadline(config));
  deps.database.setLogger(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await deps.queue.stop();
  });
  app.decorateRequest('authUserId', undefined);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .headers(error.headers)
        .status(error.status)
        .send({ error: error.message, code: error.code, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return reply
        .status(400)
        .send({ error: Object.values(fields)[0] ?? 'Invalid request', code: 'VALIDATION_ERROR', fields });
    }
    if (isClientDisconnect(error, request)) {
      // The client went away (closed the tab, lost the network): nothing is wrong with the server.
      request.log.info({ code: (error as { code?: string }).code }, 'client disconnected');
      return reply.status(400).send({ error: 'Request aborted', code: 'VALIDATION_ERROR' });
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        error: 'The service is briefly unavailable. Please try again.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    if (isUniqueViolation(error)) {
      // A write raced with another one for the same key (or repeated an earlier one): a conflict.
      request.log.info({ err: error }, 'unique violation');
      return reply.status(409).send({
        error: 'This conflicts with an earlier request. Please reload and try again.',
        code: 'CONFLICT',
      });
    }
    const err = error as { statusCode?: number; code?: string; message?: string };
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ error: 'File too large', code: 'FILE_TOO_LARGE' });
    }
    if (status === 415) {
      return reply.status(415).send({ error: 'Unsupported media type', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        error: err.message ?? 'Bad request',
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' });
  });

  // With Stripe, the card form is Stripe.js and its iframes, served by Stripe (PCI: card numbers never
  // reach this server); the sandbox needs nothing from outside.
  const stripe = deps.payments.kind === 'stripe';
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: stripe ? ["'self'", 'https://js.stripe.com'] : ["'self'"],
        connectSrc: stripe ? ["'self'", 'https://api.stripe.com'] : ["'self'"],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: 'ai-realty-rl:',
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        'Too many requests. Please try again later.',
        429,
        { retryAfter: Math.ceil(ctx.ttl / 1000) },
        { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) },
      ),
  });
  await app.register(multipart, { limits: { fileSize: 52_428_800, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: { info: { title: 'AI Realty API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      const a = api.withTypeProvider<ZodTypeProvider>();
      await a.register(healthRoutes);
      await a.register(authRoutes);
      await a.register(usersRoutes);
      await a.register(leadsRoutes);
      await a.register(propertyRoutes);
      await a.register(photoRoutes);
      await a.register(aiRoutes);
      await a.register(followUpRoutes);
      await a.register(responsesRoutes);
      await a.register(complianceRoutes);
      await a.register(pdfAnalysisRoutes);
      await a.register(billingRoutes);
      await a.register(subscriptionRoutes);
      await a.register(trialRoutes);
      await a.register(unsubscribeRoutes);
      await a.register(analyticsRoutes);
      await a.register(adminRoutes);
    },
    { prefix: '/api' },
  );

  if (deps.config.NODE_ENV !== 'production') await app.register(devMailboxRoutes);

  const webRoot = opts.webRoot ?? webDist;
  const serveWeb = opts.serveWeb ?? existsSync(path.join(webRoot, 'index.html'));
  if (serveWeb) {
    // The build writes a brotli and a gzip copy of each text asset (apps/web/vite.config.ts): they are
    // sent as they are to browsers that accept them. Hashed assets never change under their name, so
    // browsers keep them for a year; index.html is checked on every visit so a release shows at once.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    await app.register(siteRoutes, { origin: config.APP_URL });
  }
  const sendPage = createPageHtml(path.join(webRoot, 'index.html'), config.APP_URL);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || !page || !serveWeb) {
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    }
    // History fallback: the SPA owns every other path and its router decides what unknown paths do.
    // HEAD answers like GET without the body (link checkers and uptime probes ask HEAD /). A public
    // page's copy carries its own title, description and sharing tags (modules/site/page-html.ts).
    return sendPage(request, reply);
  });

  return app;
}
