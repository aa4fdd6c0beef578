import { POLL_INTERVAL_MS } from '@ai-realty/shared/constants';
import { type AiResponse, aiResponseSchema } from '@ai-realty/shared/schemas/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client';

// Response queries used by more than one feature (responses, dashboard, property detail).
export const responsesQueryKey = ['responses'] as const;
export const responseQueryKey = (id: string) => ['responses', id] as const;

const isRunning = (r: AiResponse) => r.Status === 'Pending' || r.Status === 'Processing';

export function getResponses(): Promise<AiResponse[]> {
  return api('/responses/user', { schema: z.array(aiResponseSchema) });
}

export function getResponse(id: string): Promise<AiResponse> {
  return api(`/responses/get/${encodeURIComponent(id)}`, { schema: aiResponseSchema });
}

/** Newest first; re-polls every 3 s while any response is Pending or Processing. */
export const responsesQueryOptions = () =>
  queryOptions({
    queryKey: responsesQueryKey,
    queryFn: getResponses,
    refetchInterval: (q) => (q.state.data?.some(isRunning) ? POLL_INTERVAL_MS : false),
  });

export const responseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: responseQueryKey(id),
    queryFn: () => getResponse(id),
    retry: false,
    refetchInterval: (q) => (q.state.data && isRunning(q.state.data) ? POLL_INTERVAL_MS : false),
  });

export function useResponses() {
  return useQuery(responsesQueryOptions());
}

export function useResponse(id: string) {
  return useQuery(responseQueryOptions(id));
}
