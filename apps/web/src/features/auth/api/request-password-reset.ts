import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server answers the same whether or not an account exists for the email. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api('/auth/password-reset-request', { method: 'POST', auth: false, body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
