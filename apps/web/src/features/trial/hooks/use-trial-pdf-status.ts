import { TRIAL_PDF_POLL_MS } from '@ai-realty/shared/schemas/trial';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getTrialPdfStatus } from '../api/get-trial-pdf-status';

/** The session's PDF job, polled every 2 seconds until it completes or fails. */
export function useTrialPdfStatus(sessionId: string, jobId: string | null) {
  return useQuery({
    queryKey: ['trial', 'pdf-status', sessionId, jobId],
    queryFn: () => getTrialPdfStatus(sessionId, jobId ?? ''),
    enabled: Boolean(jobId),
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'completed' || status === 'failed') return false;
      // An unknown or expired session will not come back; a network hiccup may.
      const error = query.state.error;
      if (error instanceof ApiError && error.status < 500) return false;
      return TRIAL_PDF_POLL_MS;
    },
    refetchIntervalInBackground: true,
  });
}
