import type { ListingStatus } from '@ai-realty/shared/constants';
import type { Property, PropertyRecord, PropertyWriteInput } from '@ai-realty/shared/schemas/property';
import { propertyRecordSchema } from '@ai-realty/shared/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertiesQueryKey, propertyQueryKey } from '@/lib/queries/properties';

export type UpdatePropertyInput = { id: string; property: Property; status: ListingStatus };

export function updateProperty({ id, property, status }: UpdatePropertyInput): Promise<PropertyRecord> {
  return api(`/property/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...property, ListingStatus: status } satisfies PropertyWriteInput,
    schema: propertyRecordSchema,
  });
}

/** The saved record replaces the cached one at once; the list refetches behind it. */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: (record) => {
      queryClient.setQueryData(propertyQueryKey(record.id), record);
      queryClient.setQueryData<PropertyRecord[]>(propertiesQueryKey, (list) =>
        list?.map((r) => (r.id === record.id ? record : r)),
      );
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey, exact: true });
    },
  });
}
