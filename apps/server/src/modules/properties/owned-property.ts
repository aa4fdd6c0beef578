import { type Property, parseStoredProperty } from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { countProperties, findProperty, isPropertyId } from './property-repo.ts';

// How other modules (AI generation, follow-ups) read a property: through the properties module's own
// repository, so every rule about which properties exist for a user holds for them too.

export type OwnedProperty = { id: string; address: string; property: Property };

/** The property if it is the user's, read by owner so another user's id looks missing. */
export async function findOwnedProperty(
  db: DbOrTx,
  userId: string,
  propertyId: string,
): Promise<OwnedProperty | null> {
  const row = isPropertyId(propertyId) ? await findProperty(db, userId, propertyId) : undefined;
  if (!row) return null;
  return { id: row.id, address: row.address, property: parseStoredProperty(row.data) };
}

/** How many properties the user has (a deleted one no longer counts), for the account profile. */
export async function countPropertiesOf(db: DbOrTx, userId: string): Promise<number> {
  return countProperties(db, userId);
}

/** The same, or 404 'Property not found'. */
export async function getOwnedProperty(
  db: DbOrTx,
  userId: string,
  propertyId: string,
): Promise<OwnedProperty> {
  const found = await findOwnedProperty(db, userId, propertyId);
  if (!found) throw notFound('Property not found');
  return found;
}
