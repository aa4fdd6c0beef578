import type { RegisterBody } from '@ai-realty/shared/schemas/auth';
import { api } from '@/lib/api-client';

/** Creates the account (201, no tokens: the caller signs in with the same credentials). */
export function registerAccount(body: RegisterBody): Promise<unknown> {
  return api('/user/create', { method: 'POST', auth: false, body });
}
