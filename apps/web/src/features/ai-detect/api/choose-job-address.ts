import { type PdfAddressChoice, pdfJobSchema } from '@ai-realty/shared/schemas/pdf-job';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pdfJobsQueryKey } from '@/lib/queries/pdf-jobs';
import { propertiesQueryKey } from '@/lib/queries/properties';

/** Keeps the typed or the document's address for a job whose two disagree; the property is created then. */
export function useChooseJobAddress(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (use: PdfAddressChoice) =>
      api(`/property/pdf/jobs/${encodeURIComponent(jobId)}/address`, {
        method: 'POST',
        body: { use },
        schema: pdfJobSchema,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pdfJobsQueryKey });
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
    },
  });
}
