import type { AnalyticsBatch } from '@ai-realty/shared/schemas/analytics';
import type { Deps } from '../../deps.ts';
import { insertAnalyticsEvents } from './analytics-repo.ts';

/**
 * Stores one batch from the browser. Only what the contract allows is kept (event name, value, listed
 * parameters, the page path without its query, the page title), with the random visitor id and, when
 * the request carried a valid session, the account id: nothing that names a person. The time is the
 * server's, so a browser with a wrong clock cannot move events in or out of the funnel's window.
 */
export async function recordAnalyticsEvents(
  deps: Pick<Deps, 'database'>,
  batch: AnalyticsBatch,
  userId: string | undefined,
): Promise<{ accepted: number }> {
  await insertAnalyticsEvents(
    deps.database.db,
    batch.events.map((e) => ({
      name: e.name,
      value: e.value ?? null,
      params: e.params ?? {},
      path: e.path ?? null,
      title: e.title ?? null,
      visitorId: batch.visitorId,
      userId: userId ?? null,
    })),
  );
  return { accepted: batch.events.length };
}
