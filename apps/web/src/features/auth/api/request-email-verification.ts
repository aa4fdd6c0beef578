import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readTokens } from '@/lib/token-storage';

export function requestEmailVerification(email: string): Promise<unknown> {
  return api('/auth/email-verification-request', {
    method: 'POST',
    // Signed-in users resend from the banner; a visitor with an expired link resends from the page.
    auth: Boolean(readTokens().accessToken),
    body: { email },
  });
}

export function useRequestEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification });
}
