import type { Property, PropertyRecord } from '@ai-realty/shared/schemas/property';
import { propertyRecordSchema } from '@ai-realty/shared/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { completeOnboardingStep } from '@/lib/onboarding';
import { propertiesQueryKey } from '@/lib/queries/properties';
import { userMeQueryKey } from '@/lib/queries/user-me';

export function createProperty(property: Property): Promise<PropertyRecord> {
  return api('/property/create', { method: 'POST', body: property, schema: propertyRecordSchema });
}

/** A new property refreshes the list and the user's property count, and completes onboarding's first step. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => {
      completeOnboardingStep('add-property');
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: userMeQueryKey });
    },
  });
}
