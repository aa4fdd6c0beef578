import { z } from 'zod';

// The environment, parsed and validated once at start-up. Nothing else reads process.env.
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

function jsonRecord<T extends z.ZodType>(value: T, message: string) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v || v.trim() === '') return {} as Record<string, z.infer<T>>;
      try {
        return z.record(z.string(), value).parse(JSON.parse(v)) as Record<string, z.infer<T>>;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    });
}

/**
 * Which proxies may name the client in X-Forwarded-For: none by default (the socket's address is the
 * client), a hop count, or a comma list of proxy addresses and CIDR ranges.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = v?.trim() ?? '';
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (value === 'true' || list.some((s) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s))) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count (e.g. 1) or a comma list of proxy addresses or CIDR ranges',
      });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: trustProxy,
  /** Time to receive a whole request, headers and body; multipart uploads get UPLOAD_TIMEOUT_MS. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  DATA_DIR: z.string().default('./data'),
  APP_URL: optionalString,
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(24 * 60 * 60),
  REFRESH_TOKEN_REMEMBER_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(30 * 24 * 60 * 60),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOCKOUT_MINUTES: z.coerce.number().min(0).default(15),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_MAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Free trial, per client IP: calls to each trial endpoint per minute, and new sessions per hour. */
  RATE_LIMIT_TRIAL_PER_MINUTE: z.coerce.number().int().min(1).default(40),
  RATE_LIMIT_TRIAL_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** First-party analytics batches per client IP per minute (a page sends one every few seconds at most). */
  RATE_LIMIT_ANALYTICS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Failed logins per account from all addresses in one minute before every address must wait (docs/decisions/0005). */
  LOGIN_ACCOUNT_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** A refresh token presented again this soon after its rotation (two tabs at once) gets a fresh pair instead of counting as theft. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('AI Realty <no-reply@airealty.local>'),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  SEED_DEMO: bool,
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Retries of one model call on 429/5xx/network errors, made by the AI SDK with exponential backoff. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** The endpoint accepts a JSON schema as response_format (OpenAI does; many compatible servers only take json_object). */
  AI_STRUCTURED_OUTPUTS: bool,
  /** Price overrides of the generation catalogue, e.g. {"social_media":3}. */
  GENERATION_PRICES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v || v.trim() === '') return {} as Record<string, number>;
      try {
        const parsed = z.record(z.string(), z.number().int().min(0)).parse(JSON.parse(v));
        return parsed;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a JSON object of generation names to credit prices',
        });
        return z.NEVER;
      }
    }),
  /** Job queue (pg-boss): attempts after the first, delay before a retry, poll interval of idle workers. */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(5),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  QUEUE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .default('pgboss'),
  /** Card payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK connects (a local Stripe-compatible server in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optionalString,
  /** Price overrides of the billing catalogue in dollars, e.g. {"starter":25,"pack_150":35}. */
  BILLING_PRICES: jsonRecord(z.number().min(0), 'must be a JSON object of plan or pack ids to dollar prices'),
  /** Stripe Price ids of the plans, e.g. {"starter":"price_1Q..."}. */
  STRIPE_PRICE_IDS: jsonRecord(z.string().min(1), 'must be a JSON object of plan ids to Stripe Price ids'),
  /** Days between retries of a failed renewal (sandbox); after the last one the subscription is canceled. */
  RENEWAL_RETRY_DAYS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v && v.trim() !== '' ? v : '1,3,5').split(',').map((d) => Number(d.trim()));
      if (list.some((d) => !Number.isFinite(d) || d < 0)) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma list of day counts, e.g. 1,3,5' });
        return z.NEVER;
      }
      return list;
    }),
  /** AI Detect's document limits (docs/decisions/0014-isolated-bounded-pdf-analysis.md). */
  PDF_MAX_PAGES: z.coerce.number().int().min(1).default(60),
  PDF_MAX_TEXT_CHARS: z.coerce.number().int().min(1000).default(200_000),
  PDF_MAX_INFLATED_MB: z.coerce.number().int().min(1).default(64),
  PDF_WORKER_MEMORY_MB: z.coerce.number().int().min(32).default(256),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Document threads at once; default: the cores less one. */
  PDF_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Pages without a text layer (scans) read by text recognition, first ones first; 0 turns it off. */
  PDF_OCR_MAX_PAGES: z.coerce.number().int().min(0).max(20).default(3),
  /** Uploads one account may send at once, and how long an upload may go without sending a byte
   * (the whole upload is bounded by UPLOAD_TIMEOUT_MS). */
  PDF_UPLOADS_PER_USER: z.coerce.number().int().min(1).default(2),
  PDF_UPLOAD_IDLE_MS: z.coerce.number().int().min(100).default(30_000),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool,
});

export type Config = z.infer<typeof envSchema> & { APP_URL: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const c = parsed.data;
  // Renewals and 3-D Secure payments are only known through verified webhooks.
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid environment:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  return { ...c, APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
