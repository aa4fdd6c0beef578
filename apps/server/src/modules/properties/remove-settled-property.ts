import type { DbOrTx } from '../../db/client.ts';
import { removeSettledDeletedProperties } from './property-repo.ts';

/**
 * Called when a generation of the property settles (completes or fails and is refunded): a property
 * its owner deleted meanwhile is removed now, with its responses, if nothing else of it still runs.
 */
export async function removeSettledProperty(db: DbOrTx, propertyId: string | null): Promise<void> {
  if (propertyId) await removeSettledDeletedProperties(db, { propertyId });
}
