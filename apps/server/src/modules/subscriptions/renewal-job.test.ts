import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBalance, postJson } from '../../../test/billing-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { sandboxSubscriptions } from '../../db/schema.ts';
import { QUEUE_NAMES } from '../../jobs/queue-definitions.ts';
import { findSubscription } from './subscription-repo.ts';

// The sandbox's billing clock as it runs in production: a scheduled pg-boss job on the workers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { workers: true });
});
afterAll(async () => {
  await t?.close();
});

describe('billing-renewals job', () => {
  it('is scheduled every minute and renews a subscription whose period has ended', async () => {
    const schedules = await t.deps.database.db.execute(
      sql.raw(`select name, cron from "${t.deps.queue.schema}".schedule`),
    );
    expect(schedules.rows).toContainEqual(
      expect.objectContaining({ name: QUEUE_NAMES.billingRenewals, cron: '* * * * *' }),
    );

    const { user, headers } = await createTestUser(t);
    expect(
      (
        await postJson(t, '/api/subscriptions/create', headers, {
          plan: 'starter',
          paymentMethodId: 'pm_card_visa',
        })
      ).statusCode,
    ).toBe(200);
    const sub = (await findSubscription(t.deps.database.db, user.id))!;
    // The period ended a second ago.
    await t.deps.database.db
      .update(sandboxSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(sandboxSubscriptions.id, sub.providerSubscriptionId));
    // The tick the schedule would send.
    await t.deps.queue.send(QUEUE_NAMES.billingRenewals, {});
    t.deps.queue.wake(QUEUE_NAMES.billingRenewals);
    const started = Date.now();
    while ((await creditsOf(t, user.id)) < 200 && Date.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expectBalance(t, user.id, 200);
  });
});
