import { type GenerateBody, generateResponseSchema } from '@ai-realty/shared/schemas/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responsesQueryKey } from '@/lib/queries/responses';
import { userMeQueryKey } from '@/lib/queries/user-me';

export function generateContent(body: GenerateBody) {
  return api('/ai/generate', { method: 'POST', body, schema: generateResponseSchema });
}

/** Spends credits: the user (header balance) and the responses list are refetched after it. */
export function useGenerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateContent,
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: userMeQueryKey });
      queryClient.invalidateQueries({ queryKey: responsesQueryKey });
    },
  });
}
