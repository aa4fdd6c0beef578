import { type AdminFunnel, adminFunnelSchema } from '@ai-realty/shared/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAdminFunnel(): Promise<AdminFunnel> {
  return api('/admin/funnel', { schema: adminFunnelSchema });
}

const adminFunnelQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'funnel'] as const, queryFn: getAdminFunnel, staleTime: 60_000 });

export function useAdminFunnel() {
  return useQuery(adminFunnelQueryOptions());
}
