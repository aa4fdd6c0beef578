import { PROPERTIES_PER_ACCOUNT_MAX } from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countProperties, lockPropertyOwner } from './property-repo.ts';

const limitText = PROPERTIES_PER_ACCOUNT_MAX.toLocaleString('en-US');

/**
 * Refuses (409 CONFLICT) a write that would take the owner past PROPERTIES_PER_ACCOUNT_MAX. Call it
 * inside the transaction that inserts: it locks the owner, so parallel adds are counted one after
 * the other. The cap bounds the list, which answers every property at once.
 */
export async function ensurePropertyCapacity(tx: DbOrTx, userId: string, adding: number): Promise<void> {
  await lockPropertyOwner(tx, userId);
  const current = await countProperties(tx, userId);
  if (current + adding <= PROPERTIES_PER_ACCOUNT_MAX) return;
  const message =
    adding === 1
      ? `You have reached the limit of ${limitText} properties. Delete some to add more.`
      : `Importing ${adding.toLocaleString('en-US')} properties would exceed the limit of ${limitText} per account (you have ${current.toLocaleString('en-US')}). Delete some or import fewer rows.`;
  throw new AppError('CONFLICT', message, 409, { limit: PROPERTIES_PER_ACCOUNT_MAX, current });
}
