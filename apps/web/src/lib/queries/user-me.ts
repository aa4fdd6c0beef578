import { type User, userSchema } from '@ai-realty/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { readTokens } from '../token-storage';

// The signed-in user (credits, counts, permissions). Every mutation that spends credits or adds a
// property invalidates this key so the header's credit count stays true.
export const userMeQueryKey = ['user', 'me'] as const;

export function getMe(): Promise<User> {
  return api('/user/get/me', { schema: userSchema });
}

export const userMeQueryOptions = () =>
  queryOptions({ queryKey: userMeQueryKey, queryFn: getMe, enabled: Boolean(readTokens().accessToken) });

export function useMe() {
  return useQuery(userMeQueryOptions());
}
