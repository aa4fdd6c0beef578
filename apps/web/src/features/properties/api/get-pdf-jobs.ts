import { POLL_INTERVAL_MS } from '@ai-realty/shared/constants';
import { type PdfJob, type PdfJobStatus, pdfJobListSchema } from '@ai-realty/shared/schemas/pdf-job';
import { hashKey, type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { completeOnboardingStep } from '@/lib/onboarding';
import { propertiesQueryKey } from '@/lib/queries/properties';
import { userMeQueryKey } from '@/lib/queries/user-me';
import { pdfJobQueryOptions } from './get-pdf-job';

// The signed-in user's AI analysis jobs, newest first, optionally of one status. Every job query
// lives under the root key ['pdf-jobs']; invalidate that after anything that adds or changes a job.
export const pdfJobsQueryKey = ['pdf-jobs'] as const;
export const pdfJobListQueryKey = (status?: PdfJobStatus) =>
  [...pdfJobsQueryKey, 'list', status ?? 'all'] as const;

export function getPdfJobs(status?: PdfJobStatus, signal?: AbortSignal): Promise<PdfJob[]> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return api(`/property/pdf/jobs${query}`, { schema: pdfJobListSchema, signal });
}

const isJobInFlight = (job: PdfJob) => job.status === 'pending' || job.status === 'processing';

const hasJobsInFlight = (jobs: readonly PdfJob[] | undefined) => Boolean(jobs?.some(isJobInFlight));

/**
 * Compares a fresh answer with the one it replaces and acts on what happened in between: a job that
 * completed has created a property (the portfolio, the user's counts and the onboarding step follow),
 * a job that failed was refunded (the balance follows), and the other job lists catch up.
 */
async function noticeJobChanges(
  client: QueryClient,
  queryKey: QueryKey,
  before: readonly PdfJob[] | undefined,
  after: readonly PdfJob[],
) {
  // The first answer has nothing to compare with: what finished earlier is already in the portfolio.
  if (!before) return;
  const previous = new Map(before.map((job) => [job.jobId, job.status]));
  const current = new Set(after.map((job) => job.jobId));
  let changed = before.length !== after.length;
  const finished: PdfJob[] = [];
  for (const job of after) {
    const was = previous.get(job.jobId);
    if (was !== job.status) changed = true;
    // A job absent before is new to this list; finished jobs new to it finished in between.
    if ((was === undefined || was === 'pending' || was === 'processing') && !isJobInFlight(job)) {
      finished.push(job);
    }
  }
  // A list of one status loses a job whose status moved on: ask the job where it went.
  const vanished = before.filter((job) => isJobInFlight(job) && !current.has(job.jobId));
  const moved = await Promise.all(
    vanished.map((job) => client.fetchQuery(pdfJobQueryOptions(job.jobId)).catch(() => null)),
  );
  for (const job of moved) if (job && !isJobInFlight(job)) finished.push(job);

  if (changed || vanished.length > 0) {
    const self = hashKey(queryKey);
    // Not this query: it is answering right now, and refetching it would cancel this very answer.
    void client.invalidateQueries({
      queryKey: pdfJobsQueryKey,
      predicate: (query) => query.queryHash !== self,
    });
  }
  if (finished.length === 0) return;
  void client.invalidateQueries({ queryKey: userMeQueryKey });
  if (finished.some((job) => job.status === 'completed')) {
    void client.invalidateQueries({ queryKey: propertiesQueryKey });
    completeOnboardingStep('add-property');
  }
}

/** Polls every 3 seconds while any job it holds is pending or processing. */
export const pdfJobsQueryOptions = (status?: PdfJobStatus) =>
  queryOptions({
    queryKey: pdfJobListQueryKey(status),
    queryFn: async ({ client, queryKey, signal }) => {
      const before = client.getQueryData<PdfJob[]>(queryKey);
      const jobs = await getPdfJobs(status, signal);
      await noticeJobChanges(client, queryKey, before, jobs);
      return jobs;
    },
    refetchInterval: (query) => (hasJobsInFlight(query.state.data) ? POLL_INTERVAL_MS : false),
    retry: false,
  });

export function usePdfJobs(status?: PdfJobStatus) {
  return useQuery(pdfJobsQueryOptions(status));
}
