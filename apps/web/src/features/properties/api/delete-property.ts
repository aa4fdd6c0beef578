import { type PropertyRecord, propertyDeleteResultSchema } from '@ai-realty/shared/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertiesQueryKey, propertyQueryKey } from '@/lib/queries/properties';
import { responsesQueryKey } from '@/lib/queries/responses';
import { userMeQueryKey } from '@/lib/queries/user-me';

export function deleteProperty(id: string): Promise<{ message: string }> {
  return api(`/property/${encodeURIComponent(id)}`, { method: 'DELETE', schema: propertyDeleteResultSchema });
}

/** Deleting a property also removes its AI content on the server, so responses and counts refetch. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<PropertyRecord[]>(propertiesQueryKey, (list) =>
        list?.filter((r) => r.id !== id),
      );
      queryClient.removeQueries({ queryKey: propertyQueryKey(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: responsesQueryKey });
      void queryClient.invalidateQueries({ queryKey: userMeQueryKey });
    },
  });
}
