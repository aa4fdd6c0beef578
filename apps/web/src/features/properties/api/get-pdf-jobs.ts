import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

// The AI analysis jobs of the signed-in user. The list page only needs how many there are.
export const pdfJobsQueryKey = ['pdf-jobs'] as const;

export function getPdfJobs(): Promise<unknown[]> {
  return api('/property/pdf/jobs', { schema: z.array(z.unknown()) });
}

export const pdfJobsQueryOptions = () =>
  queryOptions({ queryKey: pdfJobsQueryKey, queryFn: getPdfJobs, retry: false });

export function usePdfJobs() {
  return useQuery(pdfJobsQueryOptions());
}
