import { type PdfJob, pdfJobSchema } from '@ai-realty/shared/schemas/pdf-job';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// One AI analysis job. Its key sits under the jobs' root key ['pdf-jobs'], so invalidating the jobs
// refreshes it too.
export const pdfJobQueryKey = (jobId: string) => ['pdf-jobs', 'job', jobId] as const;

export function getPdfJob(jobId: string, signal?: AbortSignal): Promise<PdfJob> {
  return api(`/property/pdf/status/${encodeURIComponent(jobId)}`, { schema: pdfJobSchema, signal });
}

/** Always asks the server: a job is read when its status may just have changed. */
export const pdfJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: pdfJobQueryKey(jobId),
    queryFn: ({ signal }) => getPdfJob(jobId, signal),
    staleTime: 0,
    retry: false,
  });
