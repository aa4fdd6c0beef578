import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toPropertyRecord } from './property-record.ts';
import { findProperty, isPropertyId } from './property-repo.ts';

export const propertyNotFound = () => notFound('Property not found');

/** The caller's own property; anyone else's, or a malformed id, is 404 'Property not found'. */
export async function getProperty(db: DbOrTx, userId: string, id: string): Promise<PropertyRecord> {
  const row = isPropertyId(id) ? await findProperty(db, userId, id) : undefined;
  if (!row) throw propertyNotFound();
  return toPropertyRecord(row);
}
