import { api } from '@/lib/api-client';

/** Works without a session: the mailed link may open in another browser. */
export function confirmEmailVerification(token: string): Promise<{ message?: string }> {
  return api('/auth/email-verification-confirm', { method: 'POST', auth: false, body: { token } });
}
