import { api } from '@/lib/api-client';

export type TrialRegisterBody = { sessionId: string; fullName: string; email: string; password: string };

/** Creates the account and carries the trial session's property and results into it. */
export function registerFromTrial(body: TrialRegisterBody): Promise<unknown> {
  return api('/trial/register', { method: 'POST', auth: false, body });
}
