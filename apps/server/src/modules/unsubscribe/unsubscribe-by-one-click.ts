import { UNSUBSCRIBE_MESSAGES } from '@ai-realty/shared/schemas/unsubscribe';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { isValidUnsubscribeToken } from './unsubscribe-links.ts';
import { recordUnsubscribe } from './unsubscribe-repo.ts';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Please use the unsubscribe page.';

/**
 * The RFC 8058 one-click request a mail client sends to the address in List-Unsubscribe: no form, no
 * feedback, and only with the signature the mail carried. Safe to repeat.
 */
export async function unsubscribeByOneClick(
  deps: Pick<Deps, 'database'>,
  query: { email: string; token: string },
): Promise<{ message: string }> {
  const { db } = deps.database;
  if (!(await isValidUnsubscribeToken(db, query.email, query.token))) {
    throw new AppError('VALIDATION_ERROR', INVALID_UNSUBSCRIBE_LINK, 400);
  }
  await recordUnsubscribe(db, { email: query.email, source: 'one_click' });
  return { message: UNSUBSCRIBE_MESSAGES.success };
}
