import type { TrialRegisterBody } from '@ai-realty/shared/schemas/trial';
import { api } from '@/lib/api-client';

/** Creates the account and carries the trial session's property into it. */
export function registerFromTrial(body: TrialRegisterBody): Promise<unknown> {
  return api('/trial/register', { method: 'POST', auth: false, body });
}
