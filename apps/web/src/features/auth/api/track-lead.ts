import { api } from '@/lib/api-client';

export type LeadInput = { fullName: string; email: string; source: string };

/** Records a sign-up lead as `registration_{source}` with the time it started. */
export function trackLead({ fullName, email, source }: LeadInput): Promise<unknown> {
  return api('/lead/track', {
    method: 'POST',
    auth: false,
    body: { fullName, email, source: `registration_${source}`, timestamp: new Date().toISOString() },
  });
}
