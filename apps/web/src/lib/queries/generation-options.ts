import { type generationOptionSchema, generationOptionsResponseSchema } from '@ai-realty/shared/schemas/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api-client';

export type GenerationOption = z.infer<typeof generationOptionSchema>;

// The generation catalogue as the server sells it (prices may be configured there). Every text that
// names a cost reads it from here.
export const generationOptionsQueryKey = ['ai', 'options'] as const;

export async function getGenerationOptions(): Promise<GenerationOption[]> {
  const { availableOptions } = await api('/ai/list', { schema: generationOptionsResponseSchema });
  return availableOptions;
}

export const generationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: generationOptionsQueryKey,
    queryFn: getGenerationOptions,
    // The page shows its own Retry, so a failure is reported at once.
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useGenerationOptions() {
  return useQuery(generationOptionsQueryOptions());
}
