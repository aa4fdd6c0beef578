import { type AiResponse, aiResponseSchema, responseVersionListSchema } from '@ai-realty/shared/schemas/ai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responseQueryKey, responsesQueryKey } from '@/lib/queries/responses';

// Editable drafts: an edit is saved as a new version; earlier versions can be brought back.
const versionsQueryKey = (id: string) => ['responses', id, 'versions'] as const;
const path = (id: string) => `/responses/${encodeURIComponent(id)}`;

export function useResponseVersions(responseId: string, enabled: boolean) {
  return useQuery({
    queryKey: versionsQueryKey(responseId),
    queryFn: async () =>
      (await api(`${path(responseId)}/versions`, { schema: responseVersionListSchema })).versions,
    enabled,
  });
}

function useVersionMutation<V>(responseId: string, run: (vars: V) => Promise<AiResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (response) => {
      queryClient.setQueryData(responseQueryKey(responseId), response);
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(responseId) });
      void queryClient.invalidateQueries({ queryKey: responsesQueryKey, exact: true });
    },
  });
}

export function useEditResponse(responseId: string) {
  return useVersionMutation(responseId, (text: string) =>
    api(`${path(responseId)}/text`, { method: 'PUT', body: { text }, schema: aiResponseSchema }),
  );
}

export function useRestoreVersion(responseId: string) {
  return useVersionMutation(responseId, (versionId: string) =>
    api(`${path(responseId)}/versions/${encodeURIComponent(versionId)}/restore`, {
      method: 'POST',
      schema: aiResponseSchema,
    }),
  );
}
