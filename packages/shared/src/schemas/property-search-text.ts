import type { Property } from './property-schema.ts';

/** "Street, City, ST ZIP" from the address section. */
export function formatAddress(property: Property): string {
  const a = property.BasicInfo.Address;
  const stateZip = [a.State.trim().toUpperCase(), a.ZipCode.trim()].filter(Boolean).join(' ');
  return [a.Street.trim(), a.City.trim(), stateZip].filter(Boolean).join(', ');
}

/**
 * Lower-cased text of the address and every string and number of the property, for the list's
 * search box ("matches address or any property data, case-insensitive"). Zeros are left out: they
 * mean "not specified".
 */
export function propertySearchText(property: Property, address = formatAddress(property)): string {
  const parts: string[] = [address];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.trim()) parts.push(value.trim());
    } else if (typeof value === 'number') {
      if (value !== 0 && Number.isFinite(value)) parts.push(String(value));
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v);
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) walk(v);
    }
  };
  walk(property);
  return parts.join('\n').toLowerCase();
}
