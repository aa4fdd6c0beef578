import {
  TRIAL_SESSION_TIMEOUT_MS,
  type TrialSession,
  trialSessionSchema,
} from '@ai-realty/shared/schemas/trial';
import { api } from '@/lib/api-client';

/** Starts a 24-hour trial session, or gets the stored one back while it is valid (10 s limit). */
export function createTrialSession(sessionId: string | null): Promise<TrialSession> {
  return api('/trial/session/create', {
    method: 'POST',
    auth: false,
    body: sessionId ? { sessionId } : {},
    schema: trialSessionSchema,
    signal: AbortSignal.timeout(TRIAL_SESSION_TIMEOUT_MS),
  });
}
