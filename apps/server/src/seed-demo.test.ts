import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { users } from './db/schema.ts';
import { ledgerSum } from './modules/credits/credit-ledger.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, demoAccountExists, seedDemoAccount } from './seed-demo.ts';

describe('demo account seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // On a shared PostgreSQL database an earlier run may have left the demo account behind.
    await t.deps.database.db.delete(users).where(eq(users.email, DEMO_EMAIL));
  });
  afterAll(() => t.close());

  it('creates the verified demo account with 10 ledger credits, once', async () => {
    const { db } = t.deps.database;
    expect(await demoAccountExists(db)).toBe(false);
    expect(await seedDemoAccount(db)).toEqual({ created: true });
    expect(await seedDemoAccount(db)).toEqual({ created: false });
    expect(await demoAccountExists(db)).toBe(true);

    const rows = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(rows).toHaveLength(1);
    expect(rows[0].emailVerifiedAt).not.toBeNull();
    expect(rows[0].credits).toBe(10);
    expect(await ledgerSum(db, rows[0].id)).toBe(10);

    const login = await post(t, '/api/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().isEmailVerified).toBe(true);
  });
});
