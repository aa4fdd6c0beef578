import { trialPdfProcessResultSchema } from '@ai-realty/shared/schemas/trial';
import { api } from '@/lib/api-client';

export type TrialPdfInput = { sessionId: string; file: File; address: string; customInstructions?: string };

/** Sends the session's one PDF; the session id and address go before the file, as the server reads them. */
export function processTrialPdf(input: TrialPdfInput): Promise<{ jobId: string }> {
  const form = new FormData();
  form.append('sessionId', input.sessionId);
  form.append('address', input.address);
  if (input.customInstructions) form.append('customInstructions', input.customInstructions);
  form.append('pdf', input.file);
  return api('/trial/pdf/process', {
    method: 'POST',
    auth: false,
    formData: form,
    schema: trialPdfProcessResultSchema,
  });
}
