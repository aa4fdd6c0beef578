import { type Property, parseStoredProperty } from '@ai-realty/shared/schemas/property';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../responses/response-records.ts';

export type OwnedProperty = { id: string; address: string; property: Property };

/** The property if it is the user's, read by owner so another user's id looks missing. */
export async function findOwnedProperty(
  db: DbOrTx,
  userId: string,
  propertyId: string,
): Promise<OwnedProperty | null> {
  if (!isUuid(propertyId)) return null;
  const [row] = await db
    .select({ id: properties.id, address: properties.address, data: properties.data })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
  if (!row) return null;
  return { id: row.id, address: row.address, property: parseStoredProperty(row.data) };
}

export async function getOwnedProperty(
  db: DbOrTx,
  userId: string,
  propertyId: string,
): Promise<OwnedProperty> {
  const found = await findOwnedProperty(db, userId, propertyId);
  if (!found) throw notFound('Property not found');
  return found;
}
