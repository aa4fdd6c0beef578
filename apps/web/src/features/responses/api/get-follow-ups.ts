import { FOLLOW_UP_POLL_MAX_ATTEMPTS, POLL_INTERVAL_MS } from '@ai-realty/shared/constants';
import { followUpListResponseSchema } from '@ai-realty/shared/schemas/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type FollowUpList = z.infer<typeof followUpListResponseSchema>;

export const followUpsQueryKey = (responseId: string) => ['responses', responseId, 'follow-ups'] as const;

export function getFollowUps(responseId: string): Promise<FollowUpList> {
  return api(`/ai/follow-up/${encodeURIComponent(responseId)}`, { schema: followUpListResponseSchema });
}

/** Suggestions are still being written: no prompts yet and the server has not finished. */
export function isAwaitingSuggestions(data: FollowUpList | undefined): boolean {
  return (
    !data || (data.followUpPrompts.length === 0 && (data.status === 'pending' || data.status === 'none'))
  );
}

/** Every fetch counts as an attempt, whether it answered or failed. */
export function followUpAttempts(state: { dataUpdateCount: number; errorUpdateCount: number }): number {
  return state.dataUpdateCount + state.errorUpdateCount;
}

/**
 * Polls every 3 s while suggestions are awaited, for at most 20 attempts (successful or not).
 * gcTime 0 so that opening the response again starts a fresh count.
 */
export const followUpsQueryOptions = (responseId: string) =>
  queryOptions({
    queryKey: followUpsQueryKey(responseId),
    queryFn: () => getFollowUps(responseId),
    retry: false,
    gcTime: 0,
    refetchInterval: (q) => {
      if (followUpAttempts(q.state) >= FOLLOW_UP_POLL_MAX_ATTEMPTS) return false;
      return isAwaitingSuggestions(q.state.data) ? POLL_INTERVAL_MS : false;
    },
  });

export function useFollowUps(responseId: string, enabled: boolean) {
  return useQuery({ ...followUpsQueryOptions(responseId), enabled });
}
