import { api } from '@/lib/api-client';

// The two links of an email change (docs/decisions/0006): they work without a session, since the
// mail may be opened in another browser.

/** The link mailed to the new address: the change takes effect and every session ends. */
export function confirmEmailChange(token: string): Promise<{ message?: string }> {
  return api('/auth/email-change-confirm', { method: 'POST', auth: false, body: { token } });
}

/** The link mailed to the old address: the change is cancelled or reverted and every session ends. */
export function undoEmailChange(token: string): Promise<{ message?: string }> {
  return api('/auth/email-change-undo', { method: 'POST', auth: false, body: { token } });
}
