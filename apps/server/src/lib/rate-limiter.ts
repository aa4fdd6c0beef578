import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counters keyed by what is being limited (an IP, an email address). In memory for the
 * single-process mode; in Redis when several API processes must share the counts.
 */
export type RateLimiter = {
  readonly kind: 'memory' | 'redis';
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** The count of the key's current window without adding to it (0 when there is none). */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Ends the key's window, e.g. a failure counter after a success. */
  reset(key: string): Promise<void>;
};

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;
  return {
    kind: 'memory',
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      // Expired windows are dropped now and then so the map cannot grow without bound.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      };
    },
    async peek(key) {
      const now = Date.now();
      const window = windows.get(key);
      if (!window || window.resetAt <= now) return { count: 0, retryAfterSeconds: 0 };
      return {
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// One round trip, atomic: the first hit of a window sets its expiry, later hits only count.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

export function createRedisRateLimiter(redis: Redis, prefix = 'ai-realty:rl:'): RateLimiter {
  return {
    kind: 'redis',
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
      };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(`${prefix}${key}`), redis.pttl(`${prefix}${key}`)]);
      if (!count || ttl <= 0) return { count: 0, retryAfterSeconds: 0 };
      return { count: Number(count), retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}

export function createRateLimiter(redis?: Redis): RateLimiter {
  return redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter();
}

/** Counts one hit and throws 429 RATE_LIMITED with Retry-After once the window's limit is passed. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const result = await limiter.hit(key, limit, windowSeconds);
  if (!result.allowed) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many requests. Please try again later.',
      429,
      { retryAfter: result.retryAfterSeconds },
      { 'retry-after': String(result.retryAfterSeconds) },
    );
  }
}

/**
 * An onRequest hook limiting one route per client IP to RATE_LIMIT_AUTH_PER_MINUTE (times
 * `multiplier`, for calls every open tab makes, like refresh). It runs before the body is parsed, so
 * malformed attempts count too.
 */
export function limitPerIp(name: string, opts: { multiplier?: number } = {}) {
  return async (request: FastifyRequest) => {
    const { deps } = request.server;
    await enforceRateLimit(
      deps.rateLimiter!,
      `${name}:ip:${request.ip}`,
      deps.config.RATE_LIMIT_AUTH_PER_MINUTE * (opts.multiplier ?? 1),
      60,
    );
  };
}

/** Limits the mails of one kind that one address can be sent to RATE_LIMIT_MAIL_PER_HOUR. */
export async function limitMailsTo(request: FastifyRequest, kind: string, email: string): Promise<void> {
  const { deps } = request.server;
  await enforceRateLimit(
    deps.rateLimiter!,
    `${kind}:email:${email.toLowerCase()}`,
    deps.config.RATE_LIMIT_MAIL_PER_HOUR,
    3600,
  );
}

/** Limits the mails of one kind that one account causes, whatever the addresses, to RATE_LIMIT_MAIL_PER_HOUR. */
export async function limitMailsOfAccount(
  request: FastifyRequest,
  kind: string,
  userId: string,
): Promise<void> {
  const { deps } = request.server;
  await enforceRateLimit(
    deps.rateLimiter!,
    `${kind}:account:${userId}`,
    deps.config.RATE_LIMIT_MAIL_PER_HOUR,
    3600,
  );
}
