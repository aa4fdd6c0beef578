import { parseStoredProperty } from '@ai-realty/shared/schemas/property';
import type { TrialRegisterBody } from '@ai-realty/shared/schemas/trial';
import type { Deps } from '../../deps.ts';
import { registerUser } from '../auth/register-user.ts';
import { createProperty } from '../properties/create-property.ts';
import { requireTrialSession } from './require-trial-session.ts';
import { deleteTrialSessions, findSessionPdfJob } from './trial-repo.ts';

/**
 * POST /trial/register: registration exactly as `POST /user/create` does it (verification mail, the
 * credits come with verification, the same answer whether or not the email is taken), and a new
 * account receives the trial property in its portfolio. An existing account never does: that would
 * let anyone put listings into someone else's portfolio. The session ends either way.
 */
export async function registerFromTrial(
  deps: Pick<Deps, 'config' | 'database' | 'mail' | 'storage'>,
  body: TrialRegisterBody,
): Promise<{ message: string }> {
  const { db } = deps.database;
  const session = await requireTrialSession(db, body.sessionId);
  const { sessionId: _sessionId, ...registration } = body;
  const result = await registerUser(deps, registration, {
    onCreated: async (user) => {
      if (session.property === null) return;
      await createProperty(db, user.id, {
        property: parseStoredProperty(session.property),
        allowIncomplete: true,
      });
    },
  });
  const job = await findSessionPdfJob(db, session.id);
  if (job) await deps.storage.delete(job.storageKey).catch(() => undefined);
  await deleteTrialSessions(db, [session.id]);
  return result;
}
