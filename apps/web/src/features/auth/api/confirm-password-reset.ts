import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function confirmPasswordReset(body: { token: string; newPassword: string }): Promise<unknown> {
  return api('/auth/password-reset-confirm', { method: 'POST', auth: false, body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
