import { trialAiListSchema } from '@ai-realty/shared/schemas/trial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getTrialAiOptions(sessionId: string) {
  return api(`/trial/ai/list?sessionId=${encodeURIComponent(sessionId)}`, {
    auth: false,
    schema: trialAiListSchema,
  });
}

export const trialAiOptionsQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['trial', 'ai-options', sessionId],
    queryFn: () => getTrialAiOptions(sessionId),
    retry: false,
  });

export function useTrialAiOptions(sessionId: string | null) {
  return useQuery({ ...trialAiOptionsQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
