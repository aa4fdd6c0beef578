import { messageResponseSchema } from '@ai-realty/shared/schemas/auth';
import type { UnsubscribeBody } from '@ai-realty/shared/schemas/unsubscribe';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Stops marketing mail to the address; the answer is the same for any address. */
export function unsubscribe(body: UnsubscribeBody): Promise<{ message: string }> {
  return api('/unsubscribe', { method: 'POST', auth: false, body, schema: messageResponseSchema });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
