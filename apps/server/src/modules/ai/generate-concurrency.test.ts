import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProperty, ledgerOf } from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { ledgerSum } from '../credits/credit-ledger.ts';

// Parallel generate requests can never overdraw. On PostgreSQL (DATABASE_URL) the requests run on
// parallel connections and race for real; on PGlite the same test checks the logic with the
// requests interleaved on one connection.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`concurrent generation on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('with a balance of N, exactly N of N+20 parallel requests succeed and the rest get 402', async () => {
    const N = 10;
    const { user, headers } = await createTestUser(t, { credits: N });
    const property = await createTestProperty(t, user.id);
    const results = await Promise.all(
      Array.from({ length: N + 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/ai/generate',
          headers,
          payload: { propertyId: property.id, generationType: 'keywords' },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 402);
    expect(ok).toHaveLength(N);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', required: 1 });
    expect(new Set(ok.map((r) => r.json().responseID)).size).toBe(N);
    expect(await creditsOf(t, user.id)).toBe(0);
    expect(await ledgerSum(t.deps.database.db, user.id)).toBe(0);
    const spends = (await ledgerOf(t, user.id)).filter((l) => l.reason === 'generation');
    expect(spends).toHaveLength(N);
    expect(spends.every((l) => l.balanceAfter >= 0)).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/responses/user', headers });
    expect(list.json()).toHaveLength(N);
  });
});
