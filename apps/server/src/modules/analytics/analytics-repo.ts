import type { AnalyticsEventName } from '@ai-realty/shared/analytics-events';
import { and, countDistinct, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema.ts';

// The only queries of the `analytics_events` table.

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvents(db: DbOrTx, rows: NewAnalyticsEvent[]): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
}

/** Distinct visitors since `since`: of any event, and of each of `names` (0 for a name never sent). */
export async function countVisitors(
  db: DbOrTx,
  since: Date,
  names: readonly AnalyticsEventName[],
): Promise<{ anyEvent: number; byName: Record<string, number> }> {
  const [all] = await db
    .select({ n: countDistinct(analyticsEvents.visitorId) })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since));
  const rows = await db
    .select({ name: analyticsEvents.name, n: countDistinct(analyticsEvents.visitorId) })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.createdAt, since), inArray(analyticsEvents.name, [...names])))
    .groupBy(analyticsEvents.name);
  const byName: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  for (const row of rows) byName[row.name] = Number(row.n);
  return { anyEvent: Number(all?.n ?? 0), byName };
}
