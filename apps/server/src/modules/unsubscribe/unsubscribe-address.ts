import { UNSUBSCRIBE_MESSAGES, type UnsubscribeBody } from '@ai-realty/shared/schemas/unsubscribe';
import type { Deps } from '../../deps.ts';
import { recordUnsubscribe } from './unsubscribe-repo.ts';

/**
 * POST /unsubscribe: the address gets no more marketing mail. The answer is the same whether or not
 * the address has an account or was ever mailed, so the form tells no one who our customers are.
 */
export async function unsubscribeAddress(
  deps: Pick<Deps, 'database'>,
  body: UnsubscribeBody,
): Promise<{ message: string }> {
  await recordUnsubscribe(deps.database.db, { email: body.email, message: body.message, source: 'form' });
  return { message: UNSUBSCRIBE_MESSAGES.success };
}
