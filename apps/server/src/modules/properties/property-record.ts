import {
  formatAddress,
  normalizeProperty,
  type Property,
  type PropertyRecord,
  parseStoredProperty,
  propertySearchText,
} from '@ai-realty/shared/schemas/property';
import type { PropertyValues, StoredProperty } from './property-repo.ts';

/**
 * The stored columns of a property object: its formatted address, the object, its search text. The
 * object is stored in canonical form whoever built it, which keeps the list on its fast path.
 */
export function propertyValues(input: Property): PropertyValues {
  const property = parseStoredProperty(normalizeProperty(input));
  const address = formatAddress(property);
  return { address, data: property, searchText: propertySearchText(property, address) };
}

/**
 * A row as the API answers it; the stored object is read back tolerantly
 * (docs/product/properties.md#the-property-object).
 */
export function toPropertyRecord(row: StoredProperty): PropertyRecord {
  return {
    id: row.id,
    address: row.address,
    status: row.status,
    property: parseStoredProperty(row.data),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
