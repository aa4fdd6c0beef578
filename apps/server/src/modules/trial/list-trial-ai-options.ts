import { GENERATION_OPTIONS } from '@ai-realty/shared/generation-catalogue';
import { TRIAL_AI_OPTION_NAMES, type TrialAiOption } from '@ai-realty/shared/schemas/trial';
import type { DbOrTx } from '../../db/client.ts';
import { requireTrialSession } from './require-trial-session.ts';

const NAMES: readonly string[] = TRIAL_AI_OPTION_NAMES;

/** GET /trial/ai/list: what the visitor could generate after registering, read from the catalogue. */
export async function listTrialAiOptions(
  db: DbOrTx,
  sessionId: string,
): Promise<{ availableOptions: TrialAiOption[] }> {
  await requireTrialSession(db, sessionId);
  return {
    availableOptions: GENERATION_OPTIONS.filter((o) => NAMES.includes(o.name)).map(
      ({ name, title, description }) => ({ name, title, description }),
    ),
  };
}
