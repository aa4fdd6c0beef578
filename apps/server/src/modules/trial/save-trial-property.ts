import type { Property } from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import { assertValidProperty } from '../properties/create-property.ts';
import { requireTrialSession } from './require-trial-session.ts';
import { setTrialProperty } from './trial-repo.ts';

/**
 * POST /trial/property/create: the session's one trial property, checked with the wizard's rules
 * like any property. A second call replaces it (the visitor went back and changed the wizard).
 */
export async function saveTrialProperty(
  db: DbOrTx,
  input: { sessionId: string; property: Property },
): Promise<{ property: Property }> {
  const session = await requireTrialSession(db, input.sessionId);
  assertValidProperty(input.property);
  await setTrialProperty(db, session.id, input.property);
  return { property: input.property };
}
