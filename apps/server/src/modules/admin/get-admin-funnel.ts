import { type AdminFunnel, FUNNEL_DAYS, FUNNEL_STEPS } from '@ai-realty/shared/schemas/analytics';
import type { Deps } from '../../deps.ts';
import { countAccountsCreatedSince } from '../account/user-repo.ts';
import { countEventVisitors } from '../analytics/count-event-visitors.ts';
import { hasSucceededPayment } from '../billing/billing-repo.ts';
import { hasCompletedResponse } from '../responses/response-repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sign-up funnel of the last 30 days (docs/decisions/0021-first-party-analytics-and-funnel.md).
 * The anonymous steps can only come from the browser's events: distinct visitors who sent each one.
 * The account steps come from the tables that decide them, for the accounts created in the window:
 * how many verified, how many have a completed generation, how many a succeeded payment. Trial rows
 * are deleted a day after the trial ends, so they cannot count a month.
 */
export async function getAdminFunnel(
  deps: Pick<Deps, 'database'>,
  now: Date = new Date(),
): Promise<AdminFunnel> {
  const { db } = deps.database;
  const since = new Date(now.getTime() - FUNNEL_DAYS * DAY_MS);
  const visitors = await countEventVisitors(deps, since, [
    'trial_start',
    'trial_pdf_upload',
    'trial_property_created',
  ]);

  // One query over the accounts created in the window; each condition is written by the module that
  // owns the table it reads (docs/decisions/0010-table-ownership.md).
  const accounts = await countAccountsCreatedSince(db, since, {
    generated: (userId) => hasCompletedResponse(db, userId),
    purchased: (userId) => hasSucceededPayment(db, userId),
  });

  const counts: Record<(typeof FUNNEL_STEPS)[number]['key'], number> = {
    visitors: visitors.anyEvent,
    trial_start: visitors.byName.trial_start,
    pdf_upload: visitors.byName.trial_pdf_upload,
    trial_property: visitors.byName.trial_property_created,
    sign_up: accounts.signUps,
    verified: accounts.verified,
    first_generation: accounts.generated,
    first_purchase: accounts.purchased,
  };
  return {
    days: FUNNEL_DAYS,
    since: since.toISOString(),
    steps: FUNNEL_STEPS.map((step, i) => {
      const count = counts[step.key];
      const previous = i === 0 ? 0 : counts[FUNNEL_STEPS[i - 1].key];
      return { key: step.key, label: step.label, count, conversion: previous > 0 ? count / previous : null };
    }),
  };
}
