import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPack, expectBalance, ledgerRows, transactionsOf } from '../../../test/billing-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';

// Parallel pack purchases grant exactly what was paid. On PostgreSQL (DATABASE_URL) the requests run
// on parallel connections and race for real; on PGlite the same test checks the logic with the
// requests interleaved on one connection.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`concurrent pack purchases on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('20 purchases with distinct Idempotency-Keys: 20 payments, 20 grants, the ledger sums to the balance', async () => {
    const { user, headers } = await createTestUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => buyPack(t, headers, { key: `distinct-${i}` })),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json().paymentId)).size).toBe(20);
    await expectBalance(t, user.id, 20 * 55);
    const grants = (await ledgerRows(t, user.id)).filter((l) => l.reason === 'credit_pack');
    expect(grants).toHaveLength(20);
    expect(new Set(grants.map((g) => g.reference)).size).toBe(20);
    expect((await transactionsOf(t, user.id)).filter((x) => x.status === 'succeeded')).toHaveLength(20);
  });

  it('20 purchases with one shared Idempotency-Key: one payment, one grant, every answer the same', async () => {
    const { user, headers } = await createTestUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => buyPack(t, headers, { key: 'shared-key' })),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    await expectBalance(t, user.id, 55);
    expect((await ledgerRows(t, user.id)).filter((l) => l.reason === 'credit_pack')).toHaveLength(1);
    expect(await transactionsOf(t, user.id)).toHaveLength(1);
  });
});
