import type { DbOrTx } from '../../db/client.ts';
import { propertyNotFound } from './get-property.ts';
import { deletePropertyRow, isPropertyId } from './property-repo.ts';

/** Removes the caller's property and, through the foreign keys, its AI responses and follow-ups. */
export async function deleteProperty(db: DbOrTx, userId: string, id: string): Promise<{ message: string }> {
  if (!isPropertyId(id) || !(await deletePropertyRow(db, userId, id))) throw propertyNotFound();
  return { message: 'Property deleted' };
}
