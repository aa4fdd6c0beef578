import { TRIAL_MESSAGES } from '@ai-realty/shared/schemas/trial';
import type { DbOrTx } from '../../db/client.ts';
import type { TrialSessionRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findTrialSession } from './trial-repo.ts';

/**
 * The trial session the caller names, or a 4xx: 404 for an id that names nothing, 410 for a session
 * past its 24 hours (its rows may linger until the clean-up job runs, but it is no longer usable).
 */
export async function requireTrialSession(db: DbOrTx, sessionId: string): Promise<TrialSessionRow> {
  const session = await findTrialSession(db, sessionId);
  if (!session) throw new AppError('NOT_FOUND', TRIAL_MESSAGES.noSession, 404);
  if (session.expiresAt.getTime() <= Date.now()) throw new AppError('NOT_FOUND', TRIAL_MESSAGES.expired, 410);
  return session;
}
