import { type generationOptionSchema, generationOptionsResponseSchema } from '@ai-realty/shared/schemas/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

// The same key and shape as the AI generation feature's options query, so both read one cache entry.
export type GenerationOption = z.infer<typeof generationOptionSchema>;

export async function getGenerationOptions(): Promise<GenerationOption[]> {
  const { availableOptions } = await api('/ai/list', { schema: generationOptionsResponseSchema });
  return availableOptions;
}

export const generationOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['ai', 'options'], queryFn: getGenerationOptions, staleTime: 5 * 60_000 });

export function useGenerationOptions() {
  return useQuery(generationOptionsQueryOptions());
}
