import type { ListingStatus } from '@ai-realty/shared/constants';
import {
  PROPERTY_MAX_BYTES,
  type Property,
  type PropertyRecord,
  propertyBytes,
  propertyTooLargeMessage,
  validateProperty,
} from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import { validationError } from '../../lib/app-error.ts';
import { ensurePropertyCapacity } from './ensure-property-capacity.ts';
import { propertyValues, toPropertyRecord } from './property-record.ts';
import { insertProperty } from './property-repo.ts';

/**
 * Validates with the wizard's rules (400 VALIDATION_ERROR with per-field messages) and stores.
 * `allowIncomplete` stores a property a document left incomplete (AI Detect): the agent completes
 * the missing fields in the edit form, which applies the rules.
 */
export async function createProperty(
  db: DbOrTx,
  userId: string,
  input: { property: Property; status?: ListingStatus; allowIncomplete?: boolean },
): Promise<PropertyRecord> {
  if (!input.allowIncomplete) assertValidProperty(input.property);
  else {
    // An incomplete property skips the form's rules, never the size cap that bounds the list.
    const bytes = propertyBytes(input.property);
    if (bytes > PROPERTY_MAX_BYTES) throw validationError({}, propertyTooLargeMessage(bytes));
  }
  const values = { ...propertyValues(input.property), status: input.status ?? 'active' };
  const row = await db.transaction(async (tx) => {
    await ensurePropertyCapacity(tx, userId, 1);
    return insertProperty(tx, userId, values);
  });
  return toPropertyRecord(row);
}

export function assertValidProperty(property: Property) {
  const fields = validateProperty(property);
  if (Object.keys(fields).length > 0) throw validationError(fields);
}
