import { followUpExecuteResponseSchema } from '@ai-realty/shared/schemas/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responsesQueryKey } from '@/lib/queries/responses';
import { userMeQueryKey } from '@/lib/queries/user-me';

export type ExecuteFollowUpInput = {
  followUpPromptId: string;
  propertyId: string;
  customInstructions?: string;
};

export function executeFollowUp(body: ExecuteFollowUpInput) {
  return api('/ai/follow-up/execute', { method: 'POST', body, schema: followUpExecuteResponseSchema });
}

/** Spends a credit and starts a new response: the user and the responses list are refetched. */
export function useExecuteFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeFollowUp,
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: userMeQueryKey });
      queryClient.invalidateQueries({ queryKey: responsesQueryKey });
    },
  });
}
