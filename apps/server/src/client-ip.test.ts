import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, uniqueEmail } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/test-users.ts';

// Every per-IP limit keys on the client address. X-Forwarded-For is set by whoever sends the
// request, so it may name the client only when a trusted proxy in front of the app wrote it.

const LIMIT = 3;

async function loginsFrom(t: TestApp, socketIp: string, forwardedFor: () => string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: socketIp,
      headers: { 'x-forwarded-for': forwardedFor() },
      payload: { email: uniqueEmail('nobody'), password: 'wrong-password-1' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client IP without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a rotating header does not get past the login limit', async () => {
    const statuses = await loginsFrom(t, randomIp(), randomIp, LIMIT + 3);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
  });

  // The other per-IP limits, attacked the same way: one socket address, a new forwarded address on
  // every request. The limits run before the body is read, so any body counts; a fresh address each
  // time keeps the per-address mail limits out of the way.
  const routes = [
    {
      name: 'registration',
      url: '/api/user/create',
      body: () => ({ fullName: 'Sam Spray', email: uniqueEmail('spray'), password: 'long-enough-1' }),
    },
    {
      name: 'password reset request',
      url: '/api/auth/password-reset-request',
      body: () => ({ email: uniqueEmail('spray') }),
    },
    {
      name: 'verification resend',
      url: '/api/auth/email-verification-request',
      body: () => ({ email: uniqueEmail('spray') }),
    },
    {
      name: 'lead tracking',
      url: '/api/lead/track',
      body: () => ({ email: uniqueEmail('spray'), fullName: 'Sam Spray' }),
    },
  ];
  for (const route of routes) {
    it(`a rotating X-Forwarded-For does not get past the ${route.name} limit`, async () => {
      const socketIp = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          remoteAddress: socketIp,
          headers: { 'x-forwarded-for': randomIp() },
          payload: route.body(),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    });
  }

  it('a rotating X-Forwarded-For does not get past the CSV upload limit (20 a minute)', async () => {
    const { headers } = await createTestUser(t);
    const socketIp = randomIp();
    const form = new FormData();
    form.append('note', 'no file');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/property/upload',
        remoteAddress: socketIp,
        headers: {
          ...headers,
          'content-type': request.headers.get('content-type') ?? '',
          'x-forwarded-for': randomIp(),
        },
        payload,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('client IP with TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('takes the client from the header the proxy wrote', async () => {
    const proxy = randomIp();
    // Different clients behind the same proxy each have their own count...
    expect(await loginsFrom(t, proxy, randomIp, LIMIT + 2)).not.toContain(429);
    // ...and one client is limited whatever proxy socket its requests arrive on.
    const client = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push(...(await loginsFrom(t, randomIp(), () => client, 1)));
    expect(statuses.at(-1)).toBe(429);
  });

  it('trusts only the nearest hop: an address the client prepended does not count', async () => {
    const client = randomIp();
    // The proxy appends the real client after whatever the client sent.
    const statuses = await loginsFrom(t, randomIp(), () => `${randomIp()}, ${client}`, LIMIT + 1);
    expect(statuses.at(-1)).toBe(429);
  });
});
