import path from 'node:path';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { type AccessTokens, createAccessTokens, loadSigningKey } from './lib/tokens.ts';
import { createSessionVersions, type SessionVersions } from './modules/auth/session-versions.ts';
import { createLiveTextHub, type LiveTextHub } from './modules/responses/live-text-hub.ts';
import { unsubscribeAwareMail } from './modules/unsubscribe/unsubscribe-aware-mail.ts';
import type { AiWriter } from './providers/ai/ai-writer.ts';
import { createAiWriter } from './providers/ai/create-ai-writer.ts';
import { createMailProvider } from './providers/mail/create-mail-provider.ts';
import type { MailProvider } from './providers/mail/mail-provider.ts';
import { createPaymentProvider } from './providers/payments/create-payment-provider.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import { createPdfExtractor } from './providers/pdf/create-pdf-extractor.ts';
import type { PdfExtractor } from './providers/pdf/pdf-extractor.ts';
import { createPdfReader, type PdfReader, pdfLimitsOf } from './providers/pdf/pdf-reader.ts';
import { createFileStorage } from './providers/storage/create-file-storage.ts';
import type { FileStorage } from './providers/storage/file-storage.ts';

// The wiring of the whole server, in one place: main.ts and the tests both call createDeps, and
// buildApp takes what it is given. Modules import the Deps and App types from here, never from app.ts.

export type Deps = {
  config: Config;
  database: Database;
  tokens: AccessTokens;
  /** The users' current token versions, which access tokens must match (cached for a few seconds). */
  sessionVersions: SessionVersions;
  /** The configured provider behind the unsubscribe rules: marketing mail skips unsubscribed addresses. */
  mail: MailProvider;
  redis?: Redis;
  /** Counters for the auth and mail rate limits: Redis when REDIS_URL is set, else memory. */
  rateLimiter: RateLimiter;
  /** The AI writer: a model behind an OpenAI-compatible API, or the built-in offline writer. */
  ai: AiWriter;
  /** The job queue (pg-boss on the app's database); buildApp stops it when the app closes. */
  queue: JobQueue;
  /** Live text of responses being written, from the worker to the stream endpoint in this process. */
  liveText: LiveTextHub;
  /** Uploaded files: DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: FileStorage;
  /** Listing PDF text → property object: a model when configured, else the built-in rules. */
  pdfExtractor: PdfExtractor;
  /** Uploaded PDFs opened and read in a bounded worker thread, within the PDF_* limits. */
  pdfReader: PdfReader;
  /** Card payments: Stripe when STRIPE_SECRET_KEY is set, else the sandbox that answers like Stripe's test mode. */
  payments: PaymentProvider;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    authUserId?: string;
  }
}

export type CreateDepsOptions = {
  /** An already open database (tests open one per file); otherwise opened from the configuration. */
  database?: Database;
  /** A separate job-queue schema (test apps sharing one PostgreSQL database). */
  queueSchema?: string;
  /** Replacements for single providers, e.g. a fake AI writer in a test. */
  overrides?: Partial<Omit<Deps, 'config' | 'database'>>;
};

/** Opens the database and builds every provider once, as the configuration chooses them. */
export async function createDeps(config: Config, options: CreateDepsOptions = {}): Promise<Deps> {
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') }));
  const o = options.overrides ?? {};
  const redis =
    o.redis ?? (config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined);
  return {
    config,
    database,
    redis,
    tokens: o.tokens ?? createAccessTokens(await loadSigningKey(database.db, config.JWT_SECRET)),
    sessionVersions: o.sessionVersions ?? createSessionVersions(database.db),
    // Whatever sends the mail, the unsubscribe rules apply to it (docs/product/commercial.md#unsubscribe).
    mail: unsubscribeAwareMail(o.mail ?? createMailProvider(config), { database, appUrl: config.APP_URL }),
    rateLimiter: o.rateLimiter ?? createRateLimiter(redis),
    ai: o.ai ?? createAiWriter(config),
    queue: o.queue ?? createJobQueue(database, { config, schema: options.queueSchema }),
    liveText: o.liveText ?? createLiveTextHub(),
    storage: o.storage ?? createFileStorage(config),
    pdfExtractor: o.pdfExtractor ?? createPdfExtractor(config),
    pdfReader: o.pdfReader ?? createPdfReader(pdfLimitsOf(config)),
    payments: o.payments ?? createPaymentProvider(config, database),
  };
}
