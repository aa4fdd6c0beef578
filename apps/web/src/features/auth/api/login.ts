import { type LoginResponse, loginResponseSchema } from '@ai-realty/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { deviceFingerprint } from '@/lib/device-fingerprint';

export type LoginInput = { email: string; password: string; rememberMe: boolean };

export async function login(input: LoginInput): Promise<LoginResponse> {
  return api('/login', {
    method: 'POST',
    auth: false,
    body: { ...input, email: input.email.trim().toLowerCase(), deviceFingerprint: await deviceFingerprint() },
    schema: loginResponseSchema,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
