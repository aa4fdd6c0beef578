import type { AnalyticsEventName } from '@ai-realty/shared/analytics-events';
import type { Deps } from '../../deps.ts';
import { countVisitors } from './analytics-repo.ts';

/** Distinct visitors since `since`: of any event, and of each of `names`. For the admin funnel. */
export async function countEventVisitors(
  deps: Pick<Deps, 'database'>,
  since: Date,
  names: readonly AnalyticsEventName[],
): Promise<{ anyEvent: number; byName: Record<string, number> }> {
  return countVisitors(deps.database.db, since, names);
}
