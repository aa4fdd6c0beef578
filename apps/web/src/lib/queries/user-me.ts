import type { User } from '@ai-realty/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { readTokens } from '../token-storage';

// The signed-in user (credits, counts, permissions). Every mutation that spends credits or adds a
// property invalidates this key so the header's credit count stays true.
export const userMeQueryKey = ['user', 'me'] as const;

export async function getMe(): Promise<User> {
  // Loaded with the first signed-in call, so the public pages do not carry the schemas and zod.
  const { userSchema } = await import('@ai-realty/shared/schemas/auth');
  return api('/user/get/me', { schema: userSchema });
}

export const userMeQueryOptions = () =>
  queryOptions({ queryKey: userMeQueryKey, queryFn: getMe, enabled: Boolean(readTokens().accessToken) });

export function useMe() {
  return useQuery(userMeQueryOptions());
}
