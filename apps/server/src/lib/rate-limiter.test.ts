import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const limiters: [string, () => RateLimiter][] = [['memory', () => createMemoryRateLimiter()]];
if (redis) limiters.push(['redis', () => createRedisRateLimiter(redis, `test-${randomUUID()}:`)]);

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

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.hit(key, 2, 1)).toMatchObject({ allowed: true, count: 1 });
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
