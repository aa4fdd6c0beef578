import type { Property } from '@ai-realty/shared/schemas/property';
import { trialPropertyResultSchema } from '@ai-realty/shared/schemas/trial';
import { api } from '@/lib/api-client';

/** Stores the session's trial property, which registration carries into the new account. */
export function createTrialProperty(sessionId: string, property: Property): Promise<{ property: Property }> {
  return api('/trial/property/create', {
    method: 'POST',
    auth: false,
    body: { sessionId, property },
    schema: trialPropertyResultSchema,
  });
}
