import { randomBytes, randomUUID } from 'node:crypto';
import type { AdminFunnel, FunnelStepKey } from '@ai-realty/shared/schemas/analytics';
import { FUNNEL_STEPS } from '@ai-realty/shared/schemas/analytics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/auth-helpers.ts';
import { buyPack } from '../../../test/billing-helpers.ts';
import { createTestProperty, waitForResponse } from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { analyticsEvents, users } from '../../db/schema.ts';

// The admin funnel (docs/product/commercial.md#admin-funnel): who may read it, and what it counts.

const ADMIN_EMAIL = `admin-${randomUUID()}@example.com`;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/admin/funnel', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Generations complete in the job workers.
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL }, {}, { workers: true });
  });
  afterAll(() => t.close());

  const funnel = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin/funnel', headers });

  const counts = (body: AdminFunnel) =>
    Object.fromEntries(body.steps.map((s) => [s.key, s.count])) as Record<FunnelStepKey, number>;

  it('answers 401 without a session and 403 FORBIDDEN to an account that is not an admin', async () => {
    const anonymous = await funnel();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });

    const { headers } = await createTestUser(t);
    const agent = await funnel(headers);
    expect(agent.statusCode).toBe(403);
    expect(agent.json()).toEqual({ error: 'Admin access required', code: 'FORBIDDEN' });
  });

  it('answers admins, by role and by ADMIN_EMAILS, with the eight steps in order', async () => {
    const byRole = await createTestUser(t, { permissions: ['admin'] });
    const byConfig = await createTestUser(t, { email: ADMIN_EMAIL });
    for (const { headers } of [byRole, byConfig]) {
      const res = await funnel(headers);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as AdminFunnel;
      expect(body.days).toBe(30);
      expect(body.steps.map((s) => [s.key, s.label])).toEqual(FUNNEL_STEPS.map((s) => [s.key, s.label]));
      expect(Date.now() - Date.parse(body.since)).toBeGreaterThanOrEqual(30 * DAY_MS - 60_000);
    }
  });

  it('counts distinct visitors per step and the accounts of the last 30 days, with step conversion', async () => {
    const admin = await createTestUser(t, { permissions: ['admin'] });
    const before = counts((await funnel(admin.headers)).json());
    const { db } = t.deps.database;

    // Three visitors: one goes through the whole trial (starting it twice counts once), one starts
    // the trial only, one just looks. A fourth came 31 days ago and is out of the window.
    const sendEvents = (visitorId: string, names: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: { visitorId, events: names.map((name) => ({ name, path: '/try-free' })) },
        remoteAddress: randomIp(),
      });
    const [v1, v2, v3, v4] = Array.from({ length: 4 }, () => randomBytes(16).toString('base64url'));
    for (const [visitor, names] of [
      [v1, ['page_view', 'trial_start', 'trial_start', 'trial_pdf_upload', 'trial_property_created']],
      [v2, ['page_view', 'trial_start']],
      [v3, ['page_view']],
      [v4, ['page_view', 'trial_start']],
    ] as const) {
      expect((await sendEvents(visitor, [...names])).statusCode).toBe(202);
    }
    await db
      .update(analyticsEvents)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(analyticsEvents.visitorId, v4));

    // Accounts: unverified; verified; verified with a generation; verified with a generation and a
    // purchase. One more verified account was created 31 days ago and is out of the window.
    await createTestUser(t, { verified: false });
    await createTestUser(t);
    const writer = await createTestUser(t, { credits: 5 });
    const buyer = await createTestUser(t, { credits: 5 });
    for (const { user, headers } of [writer, buyer]) {
      const property = await createTestProperty(t, user.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai/generate',
        headers,
        payload: { propertyId: property.id, generationType: 'listing_description' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await waitForResponse(t, headers, res.json().responseID)).Status).toBe('Complete');
    }
    const purchase = await buyPack(t, buyer.headers);
    expect(purchase.json()).toMatchObject({ status: 'succeeded' });
    // A declined card is not a purchase.
    const declined = await createTestUser(t);
    expect(
      (await buyPack(t, declined.headers, { paymentMethodId: 'pm_card_chargeDeclined' })).statusCode,
    ).toBe(402);
    const old = await createTestUser(t);
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(users.id, old.user.id));

    const res = await funnel(admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminFunnel;
    const after = counts(body);
    const added = Object.fromEntries(
      Object.entries(after).map(([key, n]) => [key, n - before[key as FunnelStepKey]]),
    );
    const expected = {
      visitors: 3,
      trial_start: 2,
      pdf_upload: 1,
      trial_property: 1,
      sign_up: 5,
      verified: 4,
      first_generation: 2,
      first_purchase: 1,
    };
    // On PGlite each test file has its own database, so the numbers are exact; on a PostgreSQL shared
    // with test files running at the same time, others can only add to them.
    if (t.deps.database.kind === 'pglite') expect(added).toEqual(expected);
    else for (const [key, n] of Object.entries(expected)) expect(added[key]).toBeGreaterThanOrEqual(n);

    expect(body.steps[0].conversion).toBeNull();
    for (let i = 1; i < body.steps.length; i++) {
      const previous = body.steps[i - 1].count;
      expect(body.steps[i].conversion).toBe(previous > 0 ? body.steps[i].count / previous : null);
    }
  });
});
