import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, register, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createRedisRateLimiter } from '../../lib/rate-limiter.ts';

// With REDIS_URL set the counters live in Redis (as in a scaled-out deployment), under a key prefix
// of their own so runs never share counts; otherwise in memory.
const redisUrl = process.env.REDIS_URL;

describe(`rate limits (${redisUrl ? 'redis' : 'memory'} counters)`, () => {
  let t: TestApp;
  let redis: Redis | undefined;
  beforeAll(async () => {
    redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
    t = await createTestApp(
      { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_MAIL_PER_HOUR: '2' },
      redis ? { redis, rateLimiter: createRedisRateLimiter(redis, `test-${randomUUID()}:`) } : {},
    );
  });
  afterAll(async () => {
    await t.close();
    await redis?.quit();
  });

  const send = (url: string, payload: object, ip = randomIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  function expectRateLimited(res: Awaited<ReturnType<typeof send>>, maxSeconds: number) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      error: 'Too many requests. Please try again later.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  }

  it('limits logins per IP with 429 and Retry-After, other addresses unaffected', async () => {
    const ip = randomIp();
    const creds = { email: uniqueEmail(), password: 'whatever-1' };
    for (let i = 0; i < 3; i++) expect((await send('/api/login', creds, ip)).statusCode).toBe(401);
    expectRateLimited(await send('/api/login', creds, ip), 60);
    // Malformed attempts count too: the limit runs before the body is read.
    expectRateLimited(await send('/api/login', {}, ip), 60);
    expect((await send('/api/login', creds)).statusCode).toBe(401);
  });

  it('limits registrations per IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const res = await send(
        '/api/user/create',
        { fullName: 'Jane', email: uniqueEmail(), password: 'secret-12' },
        ip,
      );
      expect(res.statusCode).toBe(201);
    }
    expectRateLimited(
      await send('/api/user/create', { fullName: 'Jane', email: uniqueEmail(), password: 'secret-12' }, ip),
      60,
    );
  });

  it('limits reset mails per address, the same for unknown addresses', async () => {
    const account = await register(t);
    const unknown = uniqueEmail('nobody');
    for (const email of [account.email, unknown]) {
      for (let i = 0; i < 2; i++) {
        expect((await send('/api/auth/password-reset-request', { email })).statusCode).toBe(200);
      }
      expectRateLimited(await send('/api/auth/password-reset-request', { email }), 3600);
    }
  });

  it('limits verification mails per address and reset requests per IP', async () => {
    const account = await register(t);
    for (let i = 0; i < 2; i++) {
      const res = await send('/api/auth/email-verification-request', { email: account.email });
      expect(res.statusCode).toBe(200);
    }
    expectRateLimited(await send('/api/auth/email-verification-request', { email: account.email }), 3600);

    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      expect((await send('/api/auth/password-reset-request', { email: uniqueEmail() }, ip)).statusCode).toBe(
        200,
      );
    }
    expectRateLimited(await send('/api/auth/password-reset-request', { email: uniqueEmail() }, ip), 60);
  });

  it('limits registration mails per address', async () => {
    const email = uniqueEmail();
    const body = { fullName: 'Jane', email, password: 'secret-12' };
    expect((await send('/api/user/create', body)).statusCode).toBe(201);
    expect((await send('/api/user/create', body)).statusCode).toBe(201);
    expectRateLimited(await send('/api/user/create', body), 3600);
  });
});
