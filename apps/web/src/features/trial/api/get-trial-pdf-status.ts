import { type TrialPdfJob, trialPdfJobSchema } from '@ai-realty/shared/schemas/trial';
import { api } from '@/lib/api-client';

export function getTrialPdfStatus(sessionId: string, jobId: string): Promise<TrialPdfJob> {
  return api('/trial/pdf/status', {
    method: 'POST',
    auth: false,
    body: { sessionId, jobId },
    schema: trialPdfJobSchema,
  });
}
