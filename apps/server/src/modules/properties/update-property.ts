import type { ListingStatus } from '@ai-realty/shared/constants';
import type { Property, PropertyRecord } from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import { assertValidProperty } from './create-property.ts';
import { propertyNotFound } from './get-property.ts';
import { propertyValues, toPropertyRecord } from './property-record.ts';
import { isPropertyId, updatePropertyRow } from './property-repo.ts';

/** Replaces the property object; the status changes only when one is given. Owner only, else 404. */
export async function updateProperty(
  db: DbOrTx,
  userId: string,
  id: string,
  input: { property: Property; status?: ListingStatus },
): Promise<PropertyRecord> {
  if (!isPropertyId(id)) throw propertyNotFound();
  assertValidProperty(input.property);
  const row = await updatePropertyRow(db, userId, id, {
    ...propertyValues(input.property),
    ...(input.status ? { status: input.status } : {}),
  });
  if (!row) throw propertyNotFound();
  return toPropertyRecord(row);
}
