import { userSchema } from '@ai-realty/shared/schemas/auth';
import type { preferencesBodySchema } from '@ai-realty/shared/schemas/compliance';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export function useUpdatePreferences() {
  return useMutation({
    mutationFn: (body: z.infer<typeof preferencesBodySchema>) =>
      api('/user/preferences', { method: 'PUT', body, schema: userSchema }),
  });
}
