import type { DbOrTx } from '../../db/client.ts';
import { propertyNotFound } from './get-property.ts';
import {
  deletePropertyRow,
  findProperty,
  hasRunningGenerations,
  isPropertyId,
  markPropertyDeleted,
  removeSettledDeletedProperties,
} from './property-repo.ts';

/**
 * Removes the caller's property and, through the foreign keys, its AI responses and follow-ups. While
 * a generation of it is still queued or being written, the property is only hidden: the cascade
 * would take the paid response (and with it the refund of a failure) away mid-flight. The worker
 * settles it and removeSettledProperty (remove-settled-property.ts) removes the property then.
 */
export async function deleteProperty(db: DbOrTx, userId: string, id: string): Promise<{ message: string }> {
  if (!isPropertyId(id)) throw propertyNotFound();
  await db.transaction(async (tx) => {
    if (!(await findProperty(tx, userId, id))) throw propertyNotFound();
    if (await hasRunningGenerations(tx, id)) await markPropertyDeleted(tx, userId, id);
    else await deletePropertyRow(tx, userId, id);
    // Hidden properties whose generations settled while no worker could remove them (a crash).
    await removeSettledDeletedProperties(tx, { userId });
  });
  return { message: 'Property deleted' };
}
