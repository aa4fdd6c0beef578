import { POLL_INTERVAL_MS } from '@ai-realty/shared/constants';
import {
  type PdfJob,
  type PdfJobStatus,
  pdfJobListSchema,
  pdfJobSchema,
} from '@ai-realty/shared/schemas/pdf-job';
import { hashKey, type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { completeOnboardingStep } from '../onboarding';
import { propertiesQueryKey } from './properties';
import { userMeQueryKey } from './user-me';

// AI analysis (AI Detect) job queries, used by more than one feature (AI Detect, properties).

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
