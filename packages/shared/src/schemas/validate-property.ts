import { YEAR_BUILT_MIN } from '../constants.ts';
import { PROPERTY_MAX_BYTES, type Property, propertySchema } from './property-schema.ts';

// Rules of the wizard's basic step and of the edit form, with the messages of
// docs/product/properties.md#validation. The server applies the same rules, so a property that passes
// the form always passes the API.

export const REQUIRED_FIELD_MESSAGES = {
  PropertyType: 'Property type is required',
  ListingType: 'Listing type is required',
  Street: 'Street address is required',
  City: 'City is required',
  State: 'State is required',
  ZipCode: 'ZIP code is required',
} as const;

export const PROPERTY_RULE_MESSAGES = {
  stateLetters: 'State must be 2 letters',
  price: 'Price must be a positive number',
  bedrooms: 'Bedrooms must be a positive number',
  bedroomsWhole: 'Bedrooms must be a whole number',
  bathrooms: 'Bathrooms must be a positive number',
  bathroomsHalf: 'Bathrooms must be a whole or half number (e.g. 2.5)',
  squareFootage: 'Square footage must be a positive number',
  hoaFees: 'HOA fees must be a positive number',
  yearBuiltWhole: 'Year built must be a whole number',
  lotSize: 'Lot size must be a positive number',
  units: 'Units must be a positive number',
  unitsWhole: 'Units must be a whole number',
  garageSpaces: 'Garage spaces must be a positive number',
  garageSpacesWhole: 'Garage spaces must be a whole number',
} as const;

export function propertyTooLargeMessage(bytes: number): string {
  return `This property is too large: ${Math.ceil(bytes / 1024)} KB of text in total, at most ${PROPERTY_MAX_BYTES / 1024} KB. Shorten the longest texts.`;
}

export function yearBuiltRangeMessage(currentYear = new Date().getFullYear()): string {
  return `Year built must be between ${YEAR_BUILT_MIN} and ${currentYear}`;
}

export type PropertyFieldErrors = Record<string, string>;

/**
 * Field errors keyed by dotted path (`BasicInfo.Address.Street`), at most one per field. Empty when
 * valid. Year Built 0 means unknown and is allowed.
 */
export function validateProperty(property: Property): PropertyFieldErrors {
  const errors: PropertyFieldErrors = {};
  const b = property.BasicInfo;
  const m = PROPERTY_RULE_MESSAGES;
  if (!b.PropertyType.trim()) errors['BasicInfo.PropertyType'] = REQUIRED_FIELD_MESSAGES.PropertyType;
  if (!b.ListingType.trim()) errors['BasicInfo.ListingType'] = REQUIRED_FIELD_MESSAGES.ListingType;
  if (!b.Address.Street.trim()) errors['BasicInfo.Address.Street'] = REQUIRED_FIELD_MESSAGES.Street;
  if (!b.Address.City.trim()) errors['BasicInfo.Address.City'] = REQUIRED_FIELD_MESSAGES.City;
  if (!b.Address.State.trim()) errors['BasicInfo.Address.State'] = REQUIRED_FIELD_MESSAGES.State;
  else if (!/^[A-Za-z]{2}$/.test(b.Address.State.trim())) errors['BasicInfo.Address.State'] = m.stateLetters;
  if (!b.Address.ZipCode.trim()) errors['BasicInfo.Address.ZipCode'] = REQUIRED_FIELD_MESSAGES.ZipCode;
  if (b.Price < 0) errors['BasicInfo.Price'] = m.price;
  if (b.Bedrooms < 0) errors['BasicInfo.Bedrooms'] = m.bedrooms;
  else if (!Number.isInteger(b.Bedrooms)) errors['BasicInfo.Bedrooms'] = m.bedroomsWhole;
  if (b.Bathrooms < 0) errors['BasicInfo.Bathrooms'] = m.bathrooms;
  // A half bath (toilet and sink) counts as .5, as listings write it: 2.5 baths.
  else if (!Number.isInteger(b.Bathrooms * 2)) errors['BasicInfo.Bathrooms'] = m.bathroomsHalf;
  if (b.SquareFootage < 0) errors['BasicInfo.SquareFootage'] = m.squareFootage;
  if (b.LotSize < 0) errors['BasicInfo.LotSize'] = m.lotSize;
  if (b.Units < 0) errors['BasicInfo.Units'] = m.units;
  else if (!Number.isInteger(b.Units)) errors['BasicInfo.Units'] = m.unitsWhole;
  if (b.GarageSpaces < 0) errors['BasicInfo.GarageSpaces'] = m.garageSpaces;
  else if (!Number.isInteger(b.GarageSpaces)) errors['BasicInfo.GarageSpaces'] = m.garageSpacesWhole;
  if (property.LegalCompliance.HOAFees < 0) errors['LegalCompliance.HOAFees'] = m.hoaFees;
  const year = property.HistoricalInfo.YearBuilt;
  const currentYear = new Date().getFullYear();
  if (!Number.isInteger(year)) errors['HistoricalInfo.YearBuilt'] = m.yearBuiltWhole;
  else if (year !== 0 && (year < YEAR_BUILT_MIN || year > currentYear))
    errors['HistoricalInfo.YearBuilt'] = yearBuiltRangeMessage(currentYear);
  const bytes = propertyBytes(property);
  if (bytes > PROPERTY_MAX_BYTES) errors[longestTextPath(property)] ??= propertyTooLargeMessage(bytes);
  return errors;
}

const utf8 = new TextEncoder();

/** Size of the property as UTF-8 JSON, the form it is stored and listed in. */
export function propertyBytes(property: Property): number {
  return utf8.encode(JSON.stringify(property)).length;
}

/**
 * Dotted path of the longest text of the property, where the size message goes: the field that most
 * needs shortening. Keywords and custom fields are named as a whole, as the forms show them.
 */
function longestTextPath(property: Property): string {
  let best = { path: 'Descriptions.PropertyDescription', length: -1 };
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.length > best.length) best = { path, length: value.length };
    } else if (Array.isArray(value)) {
      const length = value.reduce((n: number, v) => n + String(v).length, 0);
      if (length > best.length) best = { path, length };
    } else if (value && typeof value === 'object') {
      if (path === 'CustomFields') {
        const length = Object.entries(value).reduce((n, [k, v]) => n + k.length + String(v).length, 0);
        if (length > best.length) best = { path, length };
        return;
      }
      for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(property, '');
  return best.path;
}

/**
 * The property schema with the rules of `validateProperty` attached, for form resolvers that want
 * every message from one parse. Not for responses: a stored property may predate a rule.
 */
export const validatedPropertySchema = propertySchema.superRefine((property, ctx) => {
  for (const [path, message] of Object.entries(validateProperty(property))) {
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  }
});
