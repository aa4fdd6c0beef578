import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const limiters: [string, () => RateLimiter][] = [['memory', () => createMemoryRateLimiter()]];
if (redis) limiters.push(['redis', () => createRedisRateLimiter(redis, `test-${randomUUID()}:`)]);

afterEach(() => {
  vi.useRealTimers();
});

describe('memory rate limiter windows', () => {
  it('opens again when the window has passed', async () => {
    vi.useFakeTimers();
    const limiter = createMemoryRateLimiter();
    await limiter.hit('k', 1, 1);
    expect((await limiter.hit('k', 1, 1)).allowed).toBe(false);
    vi.advanceTimersByTime(999);
    expect((await limiter.hit('k', 1, 1)).allowed).toBe(false);
    vi.advanceTimersByTime(2);
    expect(await limiter.hit('k', 1, 1)).toMatchObject({ allowed: true, count: 1 });
  });
});

if (redis) {
  describe('redis rate limiter windows', () => {
    it('sets the window to expire on the server', async () => {
      const prefix = `test-${randomUUID()}:`;
      const limiter = createRedisRateLimiter(redis, prefix);
      await limiter.hit('k', 1, 1);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toHaveLength(1);
      const ttl = await redis.pttl(keys[0]);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(1000);
    });
  });
}

describe.each(limiters)('%s rate limiter', (_kind, create) => {
  it('allows the limit within a window, then refuses with the seconds left, then opens again', async () => {
    const limiter = create();
    const key = `k-${randomUUID()}`;
    expect(await limiter.hit(key, 2, 1)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.hit(key, 2, 1)).toMatchObject({ allowed: true, count: 2 });
    const refused = await limiter.hit(key, 2, 1);
    expect(refused).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 1 });

    // Other keys count separately.
    expect((await limiter.hit(`${key}-other`, 2, 1)).allowed).toBe(true);
  });

  it('reports Retry-After as the whole seconds left in the window', async () => {
    const limiter = create();
    const key = `k-${randomUUID()}`;
    await limiter.hit(key, 1, 60);
    const refused = await limiter.hit(key, 1, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});

describe.each(limiters)('%s rate limiter peek and reset', (_kind, create) => {
  it('reads a window without counting, and a reset starts it over', async () => {
    const limiter = create();
    const key = `k-${randomUUID()}`;
    expect(await limiter.peek(key)).toEqual({ count: 0, retryAfterSeconds: 0 });
    await limiter.hit(key, 5, 60);
    await limiter.hit(key, 5, 60);
    const peeked = await limiter.peek(key);
    expect(peeked.count).toBe(2);
    expect(peeked.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect((await limiter.peek(key)).count).toBe(2);
    await limiter.reset(key);
    expect((await limiter.peek(key)).count).toBe(0);
    expect(await limiter.hit(key, 5, 60)).toMatchObject({ count: 1 });
  });
});
