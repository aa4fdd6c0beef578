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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
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
  /** Retries of one model call on 429/5xx/network errors, with exponential backoff from AI_RETRY_BASE_MS. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_RETRY_BASE_MS: z.coerce.number().int().min(0).default(1000),
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
  return { ...c, APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
