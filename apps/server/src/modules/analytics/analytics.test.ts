import { randomBytes } from 'node:crypto';
import { ANALYTICS_BATCH_MAX, ANALYTICS_BODY_MAX_BYTES } from '@ai-realty/shared/analytics-events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { analyticsEvents } from '../../db/schema.ts';

// First-party analytics ingestion (docs/product/commercial.md#analytics-events): what is stored, and
// the limits on what a browser may send.

const visitor = () => randomBytes(16).toString('base64url');

describe('POST /api/analytics/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ANALYTICS_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  const send = (
    payload: unknown,
    opts: { ip?: string; headers?: Record<string, string>; raw?: boolean } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: opts.headers,
      payload: opts.raw ? (payload as string) : (payload as object),
      remoteAddress: opts.ip ?? randomIp(),
    });

  const rowsOf = (visitorId: string) =>
    t.deps.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));

  it('stores a batch with its values, parameters and path, anonymously without a session', async () => {
    const visitorId = visitor();
    const res = await send({
      visitorId,
      events: [
        { name: 'page_view', path: '/pricing', title: 'Pricing · AI Realty' },
        { name: 'pricing_cta_click', value: 3, params: { plan_name: 'Professional' }, path: '/pricing' },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    const rows = await rowsOf(visitorId);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.name === 'pricing_cta_click')).toMatchObject({
      value: 3,
      params: { plan_name: 'Professional' },
      path: '/pricing',
      userId: null,
    });
    expect(rows.find((r) => r.name === 'page_view')).toMatchObject({
      title: 'Pricing · AI Realty',
      value: null,
    });
  });

  it('records the account of a valid session, and ignores a stale token instead of refusing', async () => {
    const { user, headers } = await createTestUser(t);
    const signedIn = visitor();
    expect(
      (await send({ visitorId: signedIn, events: [{ name: 'login_success', value: 2 }] }, { headers }))
        .statusCode,
    ).toBe(202);
    expect((await rowsOf(signedIn))[0].userId).toBe(user.id);

    const stale = visitor();
    const res = await send(
      { visitorId: stale, events: [{ name: 'cta_click', value: 1 }] },
      { headers: { authorization: 'Bearer not-a-real-token' } },
    );
    expect(res.statusCode).toBe(202);
    expect((await rowsOf(stale))[0].userId).toBeNull();
  });

  it('reads a beacon: JSON sent as text/plain', async () => {
    const visitorId = visitor();
    const res = await send(JSON.stringify({ visitorId, events: [{ name: 'page_view', path: '/' }] }), {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      raw: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await rowsOf(visitorId)).toHaveLength(1);

    const broken = await send('{"visitorId": ', { headers: { 'content-type': 'text/plain' }, raw: true });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The body must be JSON', code: 'VALIDATION_ERROR' });
  });

  it(`refuses more than ${ANALYTICS_BATCH_MAX} events in one request, and an empty batch`, async () => {
    const visitorId = visitor();
    const events = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => ({ name: 'page_view', path: '/' }));
    const tooMany = await send({ visitorId, events });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      error: `At most ${ANALYTICS_BATCH_MAX} events per request`,
      code: 'VALIDATION_ERROR',
      fields: { events: `At most ${ANALYTICS_BATCH_MAX} events per request` },
    });
    expect((await send({ visitorId, events: events.slice(1) })).statusCode).toBe(202);
    const empty = await send({ visitorId: visitor(), events: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'At least one event is required' });
  });

  it(`refuses a body over ${ANALYTICS_BODY_MAX_BYTES / 1024} KB with 413 before reading it`, async () => {
    const visitorId = visitor();
    // The largest valid batch fits well under the limit; this one pads its titles past it.
    const title = 'x'.repeat(1000);
    const events = Array.from({ length: ANALYTICS_BATCH_MAX }, () => ({
      name: 'page_view',
      path: '/',
      title,
    }));
    const body = JSON.stringify({ visitorId, events });
    expect(body.length).toBeGreaterThan(ANALYTICS_BODY_MAX_BYTES);
    const res = await send(body, { headers: { 'content-type': 'application/json' }, raw: true });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowsOf(visitorId)).toHaveLength(0);
  });

  it('refuses anything that could carry personal data: unknown events, unknown parameters, queries in paths', async () => {
    const visitorId = visitor();
    const cases: [unknown, string][] = [
      [{ visitorId, events: [{ name: 'email_captured' }] }, 'events.0.name'],
      [
        { visitorId, events: [{ name: 'cta_click', params: { email: 'jane@example.com' } }] },
        'events.0.params.email',
      ],
      [
        { visitorId, events: [{ name: 'page_view', path: '/unsubscribe?email=jane@example.com' }] },
        'events.0.path',
      ],
      [
        { visitorId, events: [{ name: 'cta_click', params: { cta_type: 'y'.repeat(101) } }] },
        'events.0.params.cta_type',
      ],
      [{ visitorId: 'jane@example.com', events: [{ name: 'page_view' }] }, 'visitorId'],
      [{ visitorId, events: [{ name: 'cta_click', value: 'one' }] }, 'events.0.value'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, field).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(typeof body.error).toBe('string');
      expect(
        Object.keys(body.fields).some((k) => k.startsWith(field.split('.').slice(0, 3).join('.'))),
        `${field} in ${JSON.stringify(body.fields)}`,
      ).toBe(true);
    }
    expect(await rowsOf(visitorId)).toHaveLength(0);
  });

  it('limits the batches of one client address per minute (429 with Retry-After)', async () => {
    const ip = randomIp();
    const visitorId = visitor();
    for (let i = 0; i < 5; i++) {
      expect((await send({ visitorId, events: [{ name: 'page_view', path: '/' }] }, { ip })).statusCode).toBe(
        202,
      );
    }
    const refused = await send({ visitorId, events: [{ name: 'page_view', path: '/' }] }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Too many requests. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Malformed requests count too: the limit runs before the body is read.
    const other = randomIp();
    for (let i = 0; i < 5; i++)
      await send('nonsense', { ip: other, headers: { 'content-type': 'text/plain' }, raw: true });
    expect((await send({ visitorId, events: [{ name: 'page_view' }] }, { ip: other })).statusCode).toBe(429);
    expect(await rowsOf(visitorId)).toHaveLength(5);
  });
});
