import { type PropertyUploadResult, propertyUploadResultSchema } from '@ai-realty/shared/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { completeOnboardingStep } from '@/lib/onboarding';
import { propertiesQueryKey } from '@/lib/queries/properties';
import { userMeQueryKey } from '@/lib/queries/user-me';
import { readTokens } from '@/lib/token-storage';

export class AuthenticationRequiredError extends Error {
  constructor() {
    super('Authentication required');
    this.name = 'AuthenticationRequiredError';
  }
}

/**
 * Bulk import from a CSV file (multipart field `csvfile`). Needs an access token
 * (docs/product/properties.md#csv-import).
 */
export function uploadProperties(file: File): Promise<PropertyUploadResult> {
  if (!readTokens().accessToken) return Promise.reject(new AuthenticationRequiredError());
  const formData = new FormData();
  formData.append('csvfile', file);
  return api('/property/upload', { method: 'POST', formData, schema: propertyUploadResultSchema });
}

export function useUploadProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProperties,
    onSuccess: (result) => {
      if (result.created > 0) completeOnboardingStep('add-property');
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: userMeQueryKey });
    },
  });
}
