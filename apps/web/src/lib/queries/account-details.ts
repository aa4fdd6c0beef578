import { accountDetailsSchema } from '@ai-realty/shared/schemas/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

// The account's plan, subscription and card on file: the dashboard and the billing pages read it.
export const accountDetailsQueryKey = ['account', 'details'] as const;

export function useAccountDetails() {
  return useQuery({
    queryKey: accountDetailsQueryKey,
    queryFn: () => api('/account/details', { schema: accountDetailsSchema }),
  });
}
