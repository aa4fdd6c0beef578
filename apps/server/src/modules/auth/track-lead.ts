import type { LeadTrackBody } from '@ai-realty/shared/schemas/auth';
import { leads } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

/** Records a sign-up lead (made after registration step 1); source defaults to 'unknown', time to now. */
export async function trackLead(
  deps: Pick<Deps, 'database'>,
  body: LeadTrackBody,
): Promise<{ message: string }> {
  await deps.database.db.insert(leads).values({
    fullName: body.fullName || null,
    email: body.email || null,
    source: body.source || 'unknown',
    trackedAt: body.timestamp ? new Date(body.timestamp) : new Date(),
  });
  return { message: 'Lead tracked' };
}
