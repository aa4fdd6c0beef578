import { pricingResponseSchema } from '@ai-realty/shared/schemas/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

// The plans and credit packs as the server sells them (GET /api/billing/pricing, no sign-in needed):
// the public Pricing page and the billing pages read the same catalogue.
export const pricingQueryKey = ['billing', 'pricing'] as const;

export function usePricing() {
  return useQuery({
    queryKey: pricingQueryKey,
    queryFn: () => api('/billing/pricing', { schema: pricingResponseSchema, auth: false }),
    staleTime: 10 * 60_000,
  });
}
