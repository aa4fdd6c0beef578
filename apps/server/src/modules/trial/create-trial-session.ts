import { TRIAL_SESSION_HOURS, type TrialSession } from '@ai-realty/shared/schemas/trial';
import type { Deps } from '../../deps.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { findTrialSession, insertTrialSession } from './trial-repo.ts';
import { trialSessionView } from './trial-session-view.ts';

/**
 * POST /trial/session/create: answers the caller's session again while it is valid, otherwise
 * starts a new 24-hour one. Only new sessions count against the hourly per-IP allowance, so a
 * browser that reloads the page never runs out.
 */
export async function createTrialSession(
  deps: Pick<Deps, 'config' | 'database' | 'rateLimiter'>,
  input: { sessionId?: string; ip: string },
): Promise<TrialSession> {
  const { db } = deps.database;
  if (input.sessionId) {
    const existing = await findTrialSession(db, input.sessionId);
    if (existing && existing.expiresAt.getTime() > Date.now()) return trialSessionView(db, existing);
  }
  await enforceRateLimit(
    deps.rateLimiter,
    `trial-new-session:ip:${input.ip}`,
    deps.config.RATE_LIMIT_TRIAL_SESSIONS_PER_HOUR,
    60 * 60,
  );
  const session = await insertTrialSession(db, new Date(Date.now() + TRIAL_SESSION_HOURS * 60 * 60 * 1000));
  return trialSessionView(db, session);
}
