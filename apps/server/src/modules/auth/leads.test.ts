import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { leads } from '../../db/schema.ts';

describe('POST /api/lead/track', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const leadsOf = (email: string) => t.deps.database.db.select().from(leads).where(eq(leads.email, email));

  it('stores the lead with its source and timestamp', async () => {
    const email = uniqueEmail();
    const res = await post(t, '/api/lead/track', {
      fullName: 'Jane Realtor',
      email: email.toUpperCase(),
      source: 'registration_trial',
      timestamp: '2025-03-01T10:20:30.000Z',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await leadsOf(email);
    expect(row).toMatchObject({ fullName: 'Jane Realtor', source: 'registration_trial' });
    expect(row.trackedAt.toISOString()).toBe('2025-03-01T10:20:30.000Z');
  });

  it("defaults the source to 'unknown' and the time to now", async () => {
    const email = uniqueEmail();
    const res = await post(t, '/api/lead/track', { fullName: 'Sam', email });
    expect(res.statusCode).toBe(201);
    const [row] = await leadsOf(email);
    expect(row.source).toBe('unknown');
    expect(Math.abs(Date.now() - row.trackedAt.getTime())).toBeLessThan(60_000);
  });

  it('answers 400, never 500, for a NUL byte or a text-direction override in the lead', async () => {
    for (const fullName of ['Jane\u0000', '\u202Eenaj']) {
      const email = uniqueEmail();
      const res = await post(t, '/api/lead/track', { fullName, email });
      expect(res.statusCode, JSON.stringify(fullName)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(await leadsOf(email)).toEqual([]);
    }
  });

  it('refuses a timestamp that is not an ISO date', async () => {
    const res = await post(t, '/api/lead/track', { email: uniqueEmail(), timestamp: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ timestamp: 'Timestamp must be an ISO 8601 date' });
  });
});
