import { PDF_JOB_STATUSES, type PdfJobStatus } from '@ai-realty/shared/schemas/pdf-job';
import { FileSearch, RefreshCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label, Select } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { usePdfJobs } from '@/lib/queries/pdf-jobs';
import { PdfJobCard } from './pdf-job-card';

type Filter = 'all' | PdfJobStatus;

const FILTER_LABELS: Record<Filter, string> = {
  all: 'All analyses',
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

export function PdfJobListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="space-y-3" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-4 h-4 w-40" />
        </li>
      ))}
    </ul>
  );
}

/** Every analysis of the user, filterable by status, refreshed every 3 s while one is running. */
export function AiAnalysisHistory() {
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [refreshing, setRefreshing] = useState(false);
  const status = filter === 'all' ? undefined : filter;
  // The full list keeps polling while any job runs, even when the filter hides it; with the filter
  // on 'all' both hooks share one query.
  const all = usePdfJobs();
  const shown = usePdfJobs(status);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all(status ? [shown.refetch(), all.refetch()] : [shown.refetch()]);
    } finally {
      setRefreshing(false);
    }
  };

  let content: ReactNode;
  if (shown.isPending) {
    content = <PdfJobListSkeleton />;
  } else if (shown.isError && !shown.data) {
    content = (
      <Alert tone="error" title="Error loading AI analyses">
        {errorMessage(shown.error, 'Failed to fetch PDF processing jobs')}
      </Alert>
    );
  } else if (shown.data.length === 0) {
    content = (
      <EmptyState
        icon={FileSearch}
        title="No AI analyses found"
        description={
          status
            ? `You have no ${FILTER_LABELS[filter].toLowerCase()} analyses.`
            : 'Upload a listing PDF with AI Detect and its analysis shows up here.'
        }
      />
    );
  } else {
    content = (
      <ul className="space-y-3" aria-label="AI analyses">
        {shown.data.map((job) => (
          <PdfJobCard key={job.jobId} job={job} labels="history" />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-56">
          <Label htmlFor={filterId}>Status</Label>
          <Select id={filterId} value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
            {(['all', ...PDF_JOB_STATUSES] as const).map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex items-center gap-3">
          {shown.data ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {shown.data.length} {shown.data.length === 1 ? 'analysis' : 'analyses'}
            </p>
          ) : null}
          <Button variant="secondary" onClick={refresh} loading={refreshing}>
            {refreshing ? null : <RefreshCw className="h-4 w-4" aria-hidden />}
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
      </div>
      {shown.isError && shown.data ? (
        <Alert tone="error" title="Error loading AI analyses">
          {errorMessage(shown.error, 'Failed to fetch PDF processing jobs')}
        </Alert>
      ) : null}
      {content}
    </div>
  );
}
